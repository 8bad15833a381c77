import Foundation
import Geometry
import Raster
import VitrineTestSupport

/// perspective-interior-LOOP (not in WORKLOADS.md: the tilt card's inner loop alone, one
/// workload per loop the CPU runs: swift, sse2, avx2, avx512). A 1056 x 648 photo (the card at
/// 1920 x 1080) turned 15 degrees each way and seen from three card sizes away, with the
/// card's glare: every row's interior run drawn by `drawPerspectiveInterior` with that loop.
/// The runs are found once, outside the timing. Mpix/s counts the pixels drawn, so 1000 /
/// Mpix/s is nanoseconds a pixel; the loops give the same bits (PerspectiveFastTests).
enum PerspectiveWorkloads {
    static let cardSize = PixelSize(1056, 648)

    static func all() -> [Workload] {
        let runs = rows()
        let pixels = runs.rows.reduce(0) { $0 + $1.end - $1.start }
        return Surface.InteriorLoop.supported.map { loop in
            Workload(name: "perspective-interior-\(loop)", pixels: pixels) {
                let photo = SyntheticInputs.photo(width: cardSize.width, height: cardSize.height)
                let frame = Surface(size: Workloads.frameSize)!
                let glare = Glare(center: Point(700, 200), radius: 792, peak: 100).terms
                return .success {
                    for row in runs.rows {
                        frame.drawPerspectiveInterior(
                            photo, runs.inverse, y: row.y, from: row.start, to: row.end, opacity: 255, glare: glare,
                            loop: loop)
                    }
                }
            }
        }
    }

    /// The card's inverse mapping and, per row of the frame, the run whose pixel centres map
    /// inside the photo (1 px in from its edges, as the interior keeps clear of the outline).
    private static func rows() -> (inverse: Homography, rows: [(y: Int, start: Int, end: Int)]) {
        let w = Double(cardSize.width), h = Double(cardSize.height), distance = 3 * max(w, h)
        let angle = 15 * Double.pi / 180, centre = Point(960, 486)
        let corners = [Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2)].map {
            p -> Point in
            let x1 = p.x * cos(angle), z1 = p.x * sin(angle)
            let y2 = p.y * cos(angle) - z1 * sin(angle), z2 = p.y * sin(angle) + z1 * cos(angle)
            let s = distance / (distance + z2)
            return Point(centre.x + x1 * s, centre.y + y2 * s)
        }
        let inverse = Homography(from: Rect(x: 0, y: 0, width: w, height: h), to: corners)!.inverse!
        func inside(_ x: Int, _ y: Int) -> Bool {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let hw = inverse.m20 * px + inverse.m21 * py + inverse.m22
            let u = (inverse.m00 * px + inverse.m01 * py + inverse.m02) / hw
            let v = (inverse.m10 * px + inverse.m11 * py + inverse.m12) / hw
            return u >= 1 && u <= w - 1 && v >= 1 && v <= h - 1
        }
        var rows: [(y: Int, start: Int, end: Int)] = []
        for y in 0..<Workloads.frameSize.height {
            let xs = (0..<Workloads.frameSize.width).filter { inside($0, y) }
            if let first = xs.first, let last = xs.last { rows.append((y, first, last + 1)) }
        }
        return (inverse, rows)
    }
}
