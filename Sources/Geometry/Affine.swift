import Foundation

/// A 2-D affine map: x' = a x + c y + tx, y' = b x + d y + ty (the column convention of
/// Cairo and CoreGraphics). Angles are in radians; positive turns clockwise on screen (y down).
public struct Affine: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func rotation(_ radians: Double) -> Affine {
        let cs = cos(radians), sn = sin(radians)
        return Affine(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// Applies `self` first, then `next`.
    public func then(_ next: Affine) -> Affine {
        Affine(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    public var determinant: Double { a * d - b * c }

    public var isIdentity: Bool { self == .identity }

    /// True when the map only moves by whole pixels (drawing can then copy rows).
    public var isIntegerTranslation: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == tx.rounded() && ty == ty.rounded()
    }

    /// The inverse map, or nil when the map squashes the plane to a line or a point.
    public var inverted: Affine? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The bounding box of `rect` after mapping. Four corners in locals, no array: frames call
    /// this for every moving object, and a steady frame allocates nothing.
    public func bounds(of rect: Rect) -> Rect {
        let p0 = apply(Point(rect.minX, rect.minY)), p1 = apply(Point(rect.maxX, rect.minY))
        let p2 = apply(Point(rect.minX, rect.maxY)), p3 = apply(Point(rect.maxX, rect.maxY))
        // In lanes, not variadic min and max (which gather their arguments in an array).
        let xs = SIMD4(p0.x, p1.x, p2.x, p3.x), ys = SIMD4(p0.y, p1.y, p2.y, p3.y)
        let x0 = xs.min(), y0 = ys.min()
        return Rect(x: x0, y: y0, width: xs.max() - x0, height: ys.max() - y0)
    }
}
