import Geometry

extension Surface {
    /// Sets every pixel of `rect` (clipped to the surface) to `color`, replacing what was there.
    public func fill(_ rect: PixelRect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let p = color.pixel
        for y in r.y..<r.maxY {
            (row(y) + r.x).update(repeating: p, count: r.width)
        }
    }

    /// Fills the whole surface with `color`.
    public func clear(to color: Color) { fill(bounds, with: color) }

    /// Draws `color` over `rect` (source-over), so a translucent colour tints what is there.
    public func blend(_ rect: PixelRect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let src = color.pixel
        if Pixel.alpha(src) == 255 { return fill(r, with: color) }
        if src == 0 { return }
        let inverse = 255 - Pixel.alpha(src)
        for y in r.y..<r.maxY {
            let line = row(y)
            for x in r.x..<r.maxX { line[x] = src &+ Pixel.scale(line[x], by: inverse) }
        }
    }
}
