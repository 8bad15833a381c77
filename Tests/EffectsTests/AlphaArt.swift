import Effects
import Geometry

/// A stamp's alpha channel drawn for a test, one byte a pixel, row by row: pixel (x, y) is
/// inked when its centre (x + 0.5, y + 0.5) lies in a shape.
struct AlphaArt {
    let width: Int
    let height: Int
    private(set) var alpha: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        alpha = [UInt8](repeating: 0, count: width * height)
    }

    /// Inks every pixel whose centre `inside` accepts.
    mutating func fill(_ value: UInt8 = 255, where inside: (Point) -> Bool) {
        for y in 0..<height {
            for x in 0..<width where inside(Point(Double(x) + 0.5, Double(y) + 0.5)) {
                alpha[y * width + x] = value
            }
        }
    }

    /// Pixels x in x0..<x0 + w, y in y0..<y0 + h.
    mutating func rectangle(x x0: Int, y y0: Int, width w: Int, height h: Int, alpha value: UInt8 = 255) {
        for y in y0..<y0 + h {
            for x in x0..<x0 + w { alpha[y * width + x] = value }
        }
    }

    /// A disc of `radius` pixels about `centre`.
    mutating func disc(centre: Point, radius: Double) {
        fill { $0.distance(to: centre) <= radius }
    }

    /// A ring about `centre` between `inner` and `outer` pixels from it.
    mutating func ring(centre: Point, inner: Double, outer: Double) {
        fill { (inner...outer).contains($0.distance(to: centre)) }
    }

    /// A stroke `width` pixels wide along the segment from `a` to `b`.
    mutating func stroke(from a: Point, to b: Point, width: Double) {
        fill { AlphaArt.distance(from: $0, toSegment: a, b) <= width / 2 }
    }

    var map: AlphaMap { AlphaMap(alpha: alpha, width: width, height: height)! }

    var size: Size { Size(Double(width), Double(height)) }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let t = min(max((ap.x * ab.x + ap.y * ab.y) / (ab.x * ab.x + ab.y * ab.y), 0), 1)
        return p.distance(to: a + ab * t)
    }
}
