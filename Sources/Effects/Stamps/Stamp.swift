import Foundation
import Geometry

/// One stamp on the stamps scene's picture: its art's size, where its centre is, how far it is
/// turned and how large it is. The art's own coordinates run from (0, 0) at its top-left corner
/// to `size`, in view pixels at scale 1.
public struct Stamp: Hashable, Sendable {
    public let id: Int
    /// The art's size at scale 1, in view pixels.
    public let size: Size
    /// Where the art's centre is, in view pixels.
    public var center: Point
    /// Radians, clockwise on screen (y down).
    public var rotation: Double
    /// View pixels per art pixel, within `Stamp.scales`.
    public var scale: Double

    /// The scale's range. Default: 0.2...6.
    public static let scales = 0.2...6.0

    public init(id: Int, size: Size, center: Point, rotation: Double = 0, scale: Double = 1) {
        self.id = id
        self.size = size
        self.center = center
        self.rotation = rotation
        self.scale = min(max(scale, Stamp.scales.lowerBound), Stamp.scales.upperBound)
    }

    /// Art coordinates -> view pixels: about the art's centre, scaled, turned, then placed.
    public var transform: Affine {
        Affine.translation(-size.width / 2, -size.height / 2)
            .then(.scale(scale, scale))
            .then(.rotation(rotation))
            .then(.translation(center.x, center.y))
    }

    /// Half the art's longer side, scaled, in view pixels: the move zone is a share of it.
    public var radius: Double { max(size.width, size.height) * scale / 2 }

    /// The turned outline's bounding box, in view pixels.
    public var bounds: Rect { transform.bounds(of: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
}
