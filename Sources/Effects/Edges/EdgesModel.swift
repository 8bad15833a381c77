import AppInterface
import Geometry

/// Everything the user sees and changes in the edges scene: the picture chosen, the three
/// panels' shared angle, scale and move (`TurningPanels`), the gesture in progress, the pause,
/// the magnifier and where the pointer is (the magnifier follows it). Input changes it through
/// `handle` and `perform` (EdgesModel+Input.swift), given the view's size and the picture's.
public struct EdgesModel: Equatable, Sendable {
    /// A drag in progress: what it does and what it started from.
    public enum Drag: Equatable, Sendable {
        /// Turns about panel `panel`'s centre: the angle then, and the pointer's angle then.
        case turn(panel: Int, startAngle: Double, startPointer: Double)
        /// Moves the panels: the pointer and the offset at the press.
        case move(start: Point, startOffset: Point)
        /// A touchpad pinch (XInput 2.4): its scale so far, as its events give it cumulatively.
        case pinch(scale: Double)
    }

    /// The length of the shared list, which only grows (while a folder walk finds more).
    public private(set) var imageCount: Int
    /// The image the panels show.
    public var index = 0
    /// The angle, scale and move the three panels share.
    public var panels = TurningPanels()
    public var drag: Drag?
    /// Paused by the user (space), as against held by a drag.
    public var userPaused = false
    /// M: the loupe under the pointer.
    public var magnifierOn = false
    public var pointer: Point?

    public init(imageCount: Int) { self.imageCount = max(0, imageCount) }

    /// The shared list grew to `count` images: what is shown stays.
    public mutating func listGrew(to count: Int) { imageCount = max(imageCount, count) }

    /// The shared list was edited to `count` images; the scene shows what it chooses next.
    public mutating func listEdited(count: Int) {
        imageCount = max(0, count)
        index = min(index, max(0, imageCount - 1))
    }

    /// Panel `index`'s share of a view of `size`: a third of the width, all of the height.
    public static func slot(_ index: Int, in size: PixelSize) -> PixelRect {
        let x0 = size.width * index / 3, x1 = size.width * (index + 1) / 3
        return PixelRect(x: x0, y: 0, width: x1 - x0, height: size.height)
    }

    /// Where the picture's centre rests in panel `index` (before the user moves it): the middle
    /// of its third, a little below the view's middle to leave room for the label.
    public static func restingCenter(_ index: Int, in size: PixelSize) -> Point {
        let slot = slot(index, in: size)
        return Point(Double(slot.x) + Double(slot.width) / 2, Double(size.height) * 0.53)
    }

    /// Panel `index`'s picture centre now, in the pixels of a view of `size`.
    public func center(of index: Int, in size: PixelSize) -> Point {
        EdgesModel.restingCenter(index, in: size) + panels.offset
    }

    /// The panel whose third of a view of `size` holds `p` (the nearest at the sides).
    public func panel(nearest p: Point, in size: PixelSize) -> Int {
        min(2, max(0, Int((p.x - panels.offset.x) * 3 / Double(max(1, size.width)))))
    }
}
