import Geometry

/// A convex outline of four corners in order round it, in view pixels: a turned stamp's box.
/// The corners are stored inline, not in an array, so a frame can gather outlines into storage
/// it keeps without allocating.
package struct Quad: Equatable {
    package var p0, p1, p2, p3: Point

    /// `rect`'s corners mapped by `transform`, in the order (minX, minY), (maxX, minY),
    /// (maxX, maxY), (minX, maxY).
    package init(_ rect: Rect, mappedBy transform: Affine) {
        p0 = transform.apply(Point(rect.minX, rect.minY))
        p1 = transform.apply(Point(rect.maxX, rect.minY))
        p2 = transform.apply(Point(rect.maxX, rect.maxY))
        p3 = transform.apply(Point(rect.minX, rect.maxY))
    }

    /// Corner `i` (0...3) round the outline; indices wrap, so corner i + 1 follows corner 3.
    package subscript(i: Int) -> Point {
        switch i & 3 {
        case 0: p0
        case 1: p1
        case 2: p2
        default: p3
        }
    }

    // In lanes, not variadic min and max (which gather their arguments in an array).
    package var minY: Double { SIMD4(p0.y, p1.y, p2.y, p3.y).min() }
    package var maxY: Double { SIMD4(p0.y, p1.y, p2.y, p3.y).max() }
}
