import Geometry
import Raster

/// How a picture's stored rows and columns are to be turned to stand upright: the EXIF
/// Orientation tag (0x0112), values 1 to 8, named for where the stored first row and first
/// column are to be shown (TIFF 6.0, p. 37). Cameras store the sensor's pixels as they came
/// and set this tag rather than rotate the JPEG.
enum ExifOrientation: Int, CaseIterable {
    /// Row 0 at the top, column 0 on the left: as stored.
    case topLeft = 1
    /// Mirrored left to right.
    case topRight = 2
    /// Turned half a turn.
    case bottomRight = 3
    /// Mirrored top to bottom.
    case bottomLeft = 4
    /// Mirrored about the main diagonal (transposed).
    case leftTop = 5
    /// Shown turned a quarter turn clockwise (a camera held upright, grip at the top).
    case rightTop = 6
    /// Mirrored about the other diagonal.
    case rightBottom = 7
    /// Shown turned a quarter turn counter-clockwise.
    case leftBottom = 8

    /// Whether the stored rows become columns: width and height swap.
    var swapsSides: Bool { rawValue >= 5 }

    /// The stored size of a picture shown upright at `size` (or the other way round).
    func stored(_ size: PixelSize) -> PixelSize { swapsSides ? PixelSize(size.height, size.width) : size }

    /// A new surface holding `stored` turned upright; `stored` itself for `.topLeft`. Nil when
    /// the new surface cannot be allocated. The whole picture as one band (`place`).
    func applied(to stored: Surface) -> Surface? {
        if self == .topLeft { return stored }
        guard let upright = Surface(size: self.stored(stored.size)) else { return nil }
        place(stored, rows: stored.height, at: 0, storedSize: stored.size, into: upright)
        return upright
    }
}

extension ExifOrientation {
    /// Writes the first `rows` rows of `band`, which are stored rows `top..<top + rows` of a
    /// picture stored at `storedSize`, where they go in `upright` (that picture turned upright):
    /// for a turn or a transpose, as columns. A decoder hands its bands over as they come, so
    /// the stored picture is never held whole beside the upright one.
    func place(_ band: Surface, rows: Int, at top: Int, storedSize: PixelSize, into upright: Surface) {
        let (width, height) = (storedSize.width, storedSize.height)
        let bandPixels = band.stride / 4
        let source = band.base.assumingMemoryBound(to: UInt32.self)
        // Stored (x, y) from upright (X, Y): x = x0 + X * ax + Y * bx, y = y0 + X * ay + Y * by,
        // as in `applied(to:)`; y is taken relative to the band.
        let (x0, y0, ax, ay, bx, by): (Int, Int, Int, Int, Int, Int)
        switch self {
        case .topLeft: (x0, y0, ax, ay, bx, by) = (0, 0, 1, 0, 0, 1)
        case .topRight: (x0, y0, ax, ay, bx, by) = (width - 1, 0, -1, 0, 0, 1)
        case .bottomRight: (x0, y0, ax, ay, bx, by) = (width - 1, height - 1, -1, 0, 0, -1)
        case .bottomLeft: (x0, y0, ax, ay, bx, by) = (0, height - 1, 1, 0, 0, -1)
        case .leftTop: (x0, y0, ax, ay, bx, by) = (0, 0, 0, 1, 1, 0)
        case .rightTop: (x0, y0, ax, ay, bx, by) = (0, height - 1, 0, -1, 1, 0)
        case .rightBottom: (x0, y0, ax, ay, bx, by) = (width - 1, height - 1, 0, -1, -1, 0)
        case .leftBottom: (x0, y0, ax, ay, bx, by) = (width - 1, 0, 0, 1, -1, 0)
        }
        // The upright rows and columns whose stored y lies in the band: y = y0 + X * ay + Y * by
        // with one of ay, by zero, so a run of upright columns (ay != 0) or rows (by != 0).
        func span(_ step: Int) -> Range<Int> {
            let a = (top - y0) * step, b = (top + rows - 1 - y0) * step
            return min(a, b)..<max(a, b) + 1
        }
        let columns = ay != 0 ? span(ay) : 0..<upright.width
        let uprightRows = by != 0 ? span(by) : 0..<upright.height
        let stepX = ax + ay * bandPixels, stepY = bx + by * bandPixels
        let origin = x0 + (y0 - top) * bandPixels
        for y in uprightRows {
            let row = upright.row(y)
            var index = origin + columns.lowerBound * stepX + y * stepY
            for x in columns {
                row[x] = source[index]
                index += stepX
            }
        }
    }
}
