import Foundation
import Raster

/// Reads the output of `xwd` (a window dump) into a Surface, so tests compare what the X
/// server shows without another image tool. Handles 24/32-bit TrueColor ZPixmap dumps.
enum XWDImage {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func surface(from data: Data) throws -> Surface {
        let bytes = [UInt8](data)
        func card32(_ index: Int) -> Int {
            let o = index * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        guard bytes.count >= 100 else { throw Problem(description: "xwd output too short") }
        let headerSize = card32(0), format = card32(2), width = card32(4), height = card32(5)
        let byteOrder = card32(7), bitsPerPixel = card32(11), bytesPerLine = card32(12)
        let redMask = card32(14), colours = card32(19)
        guard format == 2, bitsPerPixel == 32, redMask == 0xFF0000 else {
            throw Problem(
                description: "unsupported xwd dump: format \(format), \(bitsPerPixel) bpp, red mask \(redMask)")
        }
        let start = headerSize + colours * 12
        guard bytes.count >= start + bytesPerLine * height, let s = Surface(width: width, height: height) else {
            throw Problem(description: "xwd output truncated")
        }
        for y in 0..<height {
            let line = s.row(y)
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                let v =
                    byteOrder == 0
                    ? UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16
                    : UInt32(bytes[o + 3]) | UInt32(bytes[o + 2]) << 8 | UInt32(bytes[o + 1]) << 16
                line[x] = 0xFF00_0000 | v
            }
        }
        return s
    }
}
