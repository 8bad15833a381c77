import Geometry
import Raster

/// How the user turned a picture to look at it (`<` `>` `|` `_`), on top of how its file says
/// it stands: a mirror left to right or not, then quarter turns clockwise. The eight of them
/// are EXIF's orientations, so a turn is drawn by the same code that stands a photo upright.
public struct PictureTurn: Hashable, Sendable {
    /// Quarter turns clockwise, 0...3, after the mirror.
    public private(set) var quarterTurns = 0
    public private(set) var mirrored = false

    public static let upright = PictureTurn()

    public init() {}

    init(quarterTurns: Int, mirrored: Bool) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.mirrored = mirrored
    }

    /// Turned a quarter clockwise more.
    public var clockwise: PictureTurn { PictureTurn(quarterTurns: quarterTurns + 1, mirrored: mirrored) }
    public var counterClockwise: PictureTurn { PictureTurn(quarterTurns: quarterTurns - 1, mirrored: mirrored) }
    /// Mirrored left to right as shown: M R^r M^m = R^-r M^(m+1).
    public var flippedLeftRight: PictureTurn { PictureTurn(quarterTurns: -quarterTurns, mirrored: !mirrored) }
    /// Mirrored top to bottom as shown: a half turn after a left-right mirror.
    public var flippedTopBottom: PictureTurn { PictureTurn(quarterTurns: 2 - quarterTurns, mirrored: !mirrored) }

    /// Whether width and height swap.
    public var swapsSides: Bool { quarterTurns % 2 == 1 }

    /// The size a picture of `size` is shown at turned, or the other way round.
    public func turned(_ size: PixelSize) -> PixelSize { swapsSides ? PixelSize(size.height, size.width) : size }

    /// A new surface holding `surface` turned; `surface` itself when upright. Nil when the new
    /// surface cannot be allocated.
    public func applied(to surface: Surface) -> Surface? { orientation.applied(to: surface) }

    /// The EXIF orientation that shows a stored picture turned so.
    var orientation: ExifOrientation {
        switch (quarterTurns, mirrored) {
        case (0, false): .topLeft
        case (1, false): .rightTop
        case (2, false): .bottomRight
        case (3, false): .leftBottom
        case (0, true): .topRight
        case (1, true): .rightBottom
        case (2, true): .bottomLeft
        default: .leftTop
        }
    }
}
