import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Surface {
    /// Moves the whole picture by (`dx`, `dy`) pixels, as a pan of a view that is already
    /// drawn: what leaves the surface is lost; the band it uncovers keeps stale pixels, and is
    /// returned (at most two rectangles) for the caller to draw. Rows move one memmove each,
    /// in the order that reads every row before it is overwritten.
    public func scroll(dx: Int, dy: Int) -> PixelRect.Pieces {
        let moved = bounds.offsetBy(dx: dx, dy: dy).intersection(bounds)
        guard !moved.isEmpty else { return [bounds] }
        let bytes = moved.width * 4
        let down = dy > 0
        for i in 0..<moved.height {
            let y = down ? moved.maxY - 1 - i : moved.y + i
            memmove(row(y) + moved.x, row(y - dy) + (moved.x - dx), bytes)
        }
        return bounds.subtracting(moved)
    }
}
