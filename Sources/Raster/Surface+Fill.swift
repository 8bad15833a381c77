import Geometry

extension Surface {
    /// Sets every pixel of `rect` (clipped to the surface) to `color`, replacing what was there.
    public func fill(_ rect: PixelRect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let p = color.pixel
        for y in r.y..<r.maxY { Surface.fillRow(row(y) + r.x, with: p, count: r.width) }
    }

    /// `count` pixels from `start` set to `pixel`, eight a store: `update(repeating:)` stored
    /// one at a time, 8% of the tilt card's frame where it fills the sky.
    @inline(__always)
    static func fillRow(_ start: UnsafeMutablePointer<UInt32>, with pixel: UInt32, count: Int) {
        let eight = SIMD8<UInt32>(repeating: pixel), raw = UnsafeMutableRawPointer(start)
        var i = 0
        while i + 8 <= count {
            raw.storeBytes(of: eight, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            start[i] = pixel
            i += 1
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
