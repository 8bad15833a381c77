import Geometry
import Raster

/// The covered share of destination pixels by a w x h image mapped by an affine transform,
/// from 16 x 16 samples a pixel in Double: the reference for the image draw's edges.
struct EdgeReference {
    let corners: [Point]
    let inverse: Affine
    let w, h: Double

    init(width: Int, height: Int, transform: Affine) {
        (w, h) = (Double(width), Double(height))
        corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map { transform.apply($0) }
        inverse = transform.inverted!
    }

    /// Pixels whose centre lies within 1.5 px of a corner, where the draw multiplies edge
    /// shares (not exact) and tests allow more.
    func nearCorner(_ x: Int, _ y: Int) -> Bool {
        corners.contains { c in (c - Point(Double(x) + 0.5, Double(y) + 0.5)).length < 1.5 }
    }

    /// The share of pixel (x, y) inside the mapped image, 0...1. Pixels over 0.75 px from every
    /// edge are wholly in or out (half a pixel's diagonal is 0.71), so one sample decides them.
    func coverage(_ x: Int, _ y: Int) -> Double {
        let centre = Point(Double(x) + 0.5, Double(y) + 0.5)
        if (0..<4).allSatisfy({ distance(centre, corners[$0], corners[($0 + 1) % 4]) > 0.75 }) {
            return inside(centre) ? 1 : 0
        }
        var n = 0
        for j in 0..<16 {
            for i in 0..<16 where inside(Point(Double(x) + (Double(i) + 0.5) / 16, Double(y) + (Double(j) + 0.5) / 16))
            {
                n += 1
            }
        }
        return Double(n) / 256
    }

    private func inside(_ p: Point) -> Bool {
        let q = inverse.apply(p)
        return q.x >= 0 && q.x < w && q.y >= 0 && q.y < h
    }

    private func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let t = max(0, min(1, (ap.x * ab.x + ap.y * ab.y) / (ab.x * ab.x + ab.y * ab.y)))
        return (p - Point(a.x + t * ab.x, a.y + t * ab.y)).length
    }
}
