/// A projective map of the plane (a 3 x 3 matrix, row-major): with w = m20 x + m21 y + m22,
/// x' = (m00 x + m01 y + m02) / w and y' = (m10 x + m11 y + m12) / w. It draws a flat card
/// seen in perspective: straight lines stay straight, parallel ones may meet.
/// Points with w <= 0 lie behind the eye and have no image.
public struct Homography: Equatable, Sendable {
    public var m00, m01, m02: Double
    public var m10, m11, m12: Double
    public var m20, m21, m22: Double

    public init(
        _ m00: Double, _ m01: Double, _ m02: Double,
        _ m10: Double, _ m11: Double, _ m12: Double,
        _ m20: Double, _ m21: Double, _ m22: Double
    ) {
        (self.m00, self.m01, self.m02) = (m00, m01, m02)
        (self.m10, self.m11, self.m12) = (m10, m11, m12)
        (self.m20, self.m21, self.m22) = (m20, m21, m22)
    }

    public static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// The same map as `affine` (w is always 1).
    public init(_ affine: Affine) {
        self.init(affine.a, affine.c, affine.tx, affine.b, affine.d, affine.ty, 0, 0, 1)
    }

    /// The map taking the corners of `source` (top-left, top-right, bottom-right, bottom-left)
    /// to `quad[0...3]`. Nil unless `source` has positive finite sides and `quad` is 4 finite
    /// points forming a convex quadrilateral (either winding; a mirrored card is allowed) whose
    /// corners all lie in front of the eye. Heckbert's square-to-quad construction.
    public init?(from source: Rect, to quad: [Point]) {
        guard let quad = Quad(quad) else { return nil }
        self.init(from: source, to: quad)
    }

    /// As `init(from:to:)` with an array, for the four corners of `quad`.
    public init?(from source: Rect, to quad: Quad) {
        guard source.width > 0, source.height > 0, source.width.isFinite,
            source.height.isFinite, source.minX.isFinite, source.minY.isFinite, quad.isFinite
        else { return nil }
        let (p0, p1, p2, p3) = (quad.p0, quad.p1, quad.p2, quad.p3)
        let d1 = p1 - p2, d2 = p3 - p2, d3 = p0 - p1 + p2 - p3
        let den = d1.x * d2.y - d2.x * d1.y
        guard den != 0, den.isFinite else { return nil }
        let g = (d3.x * d2.y - d2.x * d3.y) / den
        let h = (d1.x * d3.y - d3.x * d1.y) / den
        // w at the unit square's corners is 1, 1 + g, 1 + g + h, 1 + h: all must be in front,
        // which also rules out bow-ties (a twisted quad sends part of the card to infinity).
        guard 1 + g > 1e-9, 1 + h > 1e-9, 1 + g + h > 1e-9 else { return nil }
        let unit = Homography(
            p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
            p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
            g, h, 1)
        let toUnit = Homography(
            1 / source.width, 0, -source.minX / source.width,
            0, 1 / source.height, -source.minY / source.height,
            0, 0, 1)
        let map = toUnit.then(unit)
        guard map.isConvexImage(of: source), map.inverse != nil else { return nil }
        self = map
    }

    /// Applies `self` first, then `next`.
    public func then(_ next: Homography) -> Homography {
        let a = next
        return Homography(
            a.m00 * m00 + a.m01 * m10 + a.m02 * m20, a.m00 * m01 + a.m01 * m11 + a.m02 * m21,
            a.m00 * m02 + a.m01 * m12 + a.m02 * m22,
            a.m10 * m00 + a.m11 * m10 + a.m12 * m20, a.m10 * m01 + a.m11 * m11 + a.m12 * m21,
            a.m10 * m02 + a.m11 * m12 + a.m12 * m22,
            a.m20 * m00 + a.m21 * m10 + a.m22 * m20, a.m20 * m01 + a.m21 * m11 + a.m22 * m21,
            a.m20 * m02 + a.m21 * m12 + a.m22 * m22)
    }

    /// The image of `p`, or nil when it lies behind the eye (w <= 0) or does not come out finite.
    public func apply(_ p: Point) -> Point? {
        let w = m20 * p.x + m21 * p.y + m22
        guard w > 0 else { return nil }
        let q = Point((m00 * p.x + m01 * p.y + m02) / w, (m10 * p.x + m11 * p.y + m12) / w)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    public var determinant: Double {
        m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
    }

    /// The inverse map (the adjugate over the determinant, so points in front stay in front),
    /// or nil when the map squashes the plane or does not invert to finite numbers.
    public var inverse: Homography? {
        let det = determinant
        guard det.isFinite, det != 0 else { return nil }
        let r = 1 / det
        let inv = Homography(
            (m11 * m22 - m12 * m21) * r, (m02 * m21 - m01 * m22) * r, (m01 * m12 - m02 * m11) * r,
            (m12 * m20 - m10 * m22) * r, (m00 * m22 - m02 * m20) * r, (m02 * m10 - m00 * m12) * r,
            (m10 * m21 - m11 * m20) * r, (m01 * m20 - m00 * m21) * r, (m00 * m11 - m01 * m10) * r)
        let all = [inv.m00, inv.m01, inv.m02, inv.m10, inv.m11, inv.m12, inv.m20, inv.m21, inv.m22]
        return all.allSatisfy(\.isFinite) ? inv : nil
    }

    /// The images of `rect`'s corners (top-left, top-right, bottom-right, bottom-left), or nil
    /// when any lies behind the eye.
    public func quad(of rect: Rect) -> Quad? {
        guard let p0 = apply(Point(rect.minX, rect.minY)), let p1 = apply(Point(rect.maxX, rect.minY)),
            let p2 = apply(Point(rect.maxX, rect.maxY)), let p3 = apply(Point(rect.minX, rect.maxY))
        else { return nil }
        return Quad(p0, p1, p2, p3)
    }

    /// True when `rect` maps entirely in front of the eye to a quadrilateral with area.
    private func isConvexImage(of rect: Rect) -> Bool {
        guard let q = quad(of: rect) else { return false }
        var sign = 0.0
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4], c = q[(i + 2) % 4]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard cross.isFinite, cross != 0, sign == 0 || (cross > 0) == (sign > 0) else { return false }
            sign = cross
        }
        return true
    }
}
