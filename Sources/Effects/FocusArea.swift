import Geometry

/// The focus box of the focus scene: what of an item lies inside is shown in colour, the rest
/// in grayscale, split exactly at the box edge. Works on whole pixels (both rectangles are
/// rounded by the same pixel-centre rule), so the split is the same in every renderer.
public struct FocusArea: Equatable, Sendable {
    /// The box in view pixels.
    public var box: PixelRect

    public init(box: PixelRect) {
        self.box = box
    }

    /// The parts of an item drawn at `frame`.
    public struct Split: Equatable, Sendable {
        /// Inside the box: in colour. Empty when the item does not meet the box.
        public var colour: PixelRect
        /// Outside the box: in gray. At most four, not overlapping, together covering
        /// `frame` minus `colour` (bands above and below the box, then left and right of it).
        public var gray: PixelRect.Pieces
    }

    public func split(_ frame: PixelRect) -> Split {
        let inside = frame.intersection(box)
        return Split(
            colour: inside.isEmpty ? PixelRect(x: frame.x, y: frame.y, width: 0, height: 0) : inside,
            gray: frame.subtracting(box))
    }
}
