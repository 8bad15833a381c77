import Foundation
import Geometry
import Raster
import VitrineTestSupport

/// path (WORKLOADS.md): restore the photo, then fill one even-odd path, antialiased, black at
/// 50%: a pentagram outline (outer radius 500, inner 500 x 0.381966, first point up) centred
/// on the frame, a circle of radius 150 cutting a hole in it, and 200 random triangles (centre
/// uniform over the frame, vertices within ±80 px on each axis, xorshift32 seed 12345 drawn
/// as the anchor's rnd01: the top 24 bits over 2^24). The path is built every frame, as the
/// cairo anchor does.
enum PathWorkload {
    static func all() -> [Workload] {
        [
            Workload(name: "path", pixels: Workloads.frameSize.area) {
                let photo = SyntheticInputs.photo()
                let frame = Surface(size: Workloads.frameSize)!
                let ink = Color(red: 0, green: 0, blue: 0, alpha: 128)
                return .success {
                    frame.copy(from: photo, sourceRect: photo.bounds, toX: 0, y: 0)
                    frame.fill(path(), with: ink, rule: .evenOdd)
                }
            }
        ]
    }

    static func path() -> Path {
        let w = Double(Workloads.frameSize.width), h = Double(Workloads.frameSize.height)
        var star: [Point] = []
        for k in 0..<10 {
            let r = k % 2 == 1 ? 500 * 0.38196601125 : 500.0
            let a = -Double.pi / 2 + Double(k) * Double.pi / 5
            star.append(Point(960 + r * cos(a), 540 + r * sin(a)))
        }
        var path = Path.polygon(star)
        path.append(.circle(center: Point(960, 540), radius: 150))
        var rng = XorShift32(seed: 12345)
        func unit() -> Double { Double(rng.nextUInt32() >> 8) / 16_777_216 }
        for _ in 0..<200 {
            let cx = unit() * w, cy = unit() * h
            var triangle: [Point] = []
            for _ in 0..<3 { triangle.append(Point(cx + (unit() - 0.5) * 160, cy + (unit() - 0.5) * 160)) }
            path.append(.polygon(triangle))
        }
        return path
    }
}
