import Geometry
import Raster

extension Surface {
    /// This picture brought down to `target` (`decodedSize(fitting:)`'s), area-filtered: itself
    /// when it is that size already; `refusal` when the smaller copy's memory cannot be had.
    func fitted(to target: PixelSize, refusal: @autoclosure () -> ImageFileError) throws(ImageFileError) -> Surface {
        guard target != size else { return self }
        guard let scaled = scaled(to: target) else { throw refusal() }
        return scaled
    }
}

extension PixelSize {
    /// This size fitted into `fitting` when that makes it smaller, else itself: the size a
    /// decode for `fitting` returns.
    func decodedSize(fitting: PixelSize?) -> PixelSize {
        guard let fitting else { return self }
        let fitted = self.fitted(into: fitting)
        return fitted.width < width || fitted.height < height ? fitted : self
    }
}

extension Surface {
    /// RGBA bytes (as libheif and libjxl give them, read as little-endian words 0xAABBGGRR)
    /// made a Surface's BGRA in place: red and blue swapped.
    func swapRedAndBlue() {
        for y in 0..<height {
            let row = self.row(y)
            for x in 0..<width {
                let p = row[x]
                row[x] = p & 0xFF00_FF00 | (p & 0xFF) << 16 | (p >> 16) & 0xFF
            }
        }
    }
}
