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
