import Geometry

/// Along which axis a strip runs.
public enum StripOrientation: Equatable, Sendable {
    case vertical, horizontal

    /// Along the view's longer side, so the neighbours have room beside the item in focus:
    /// horizontal in a landscape view, vertical otherwise (a square one too).
    public init(fitting view: PixelSize) {
        self = view.width > view.height ? .horizontal : .vertical
    }

    public var toggled: StripOrientation { self == .vertical ? .horizontal : .vertical }

    /// The component of `p` along this axis.
    public func component(of p: Point) -> Double { self == .vertical ? p.y : p.x }

    /// The side of `size` along this axis.
    public func length(of size: PixelSize) -> Int { self == .vertical ? size.height : size.width }
}
