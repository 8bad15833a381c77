import Geometry
import Raster
import VitrineTestSupport

/// Slow, obviously right Float versions of the pixel operations, for comparison.
enum Reference {
    static func channels(_ p: UInt32) -> [Double] {
        [Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24)]
    }

    static func pack(_ c: [Double]) -> UInt32 {
        let q = c.map { UInt32(min(255, max(0, ($0 + 0.5).rounded(.down)))) }
        return q[0] | q[1] << 8 | q[2] << 16 | q[3] << 24
    }

    /// src + dst * (1 - src.alpha), rounded to nearest.
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let s = channels(src), d = channels(dst)
        return pack((0..<4).map { s[$0] + d[$0] * (255 - s[3]) / 255 })
    }

    static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        pack(channels(p).map { $0 * Double(f) / 255 })
    }

    static func luma(_ p: UInt32) -> UInt32 {
        let c = channels(p)
        let y = ((c[2] * 30 + c[1] * 59 + c[0] * 11) / 100 + 0.5).rounded(.down)
        return pack([y, y, y, c[3]])
    }

    /// Exact bilinear interpolation at source position (sx, sy) (pixel centres at integer + 0.5),
    /// transparent outside.
    static func bilinear(_ s: Surface, _ sx: Double, _ sy: Double) -> [Double] {
        let u = sx - 0.5, v = sy - 0.5
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func at(_ x: Int, _ y: Int) -> [Double] {
            x >= 0 && y >= 0 && x < s.width && y < s.height ? channels(s[x, y]) : [0, 0, 0, 0]
        }
        let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
        return (0..<4).map {
            p00[$0] * (1 - fx) * (1 - fy) + p10[$0] * fx * (1 - fy) + p01[$0] * (1 - fx) * fy + p11[$0] * fx * fy
        }
    }

    static func randomSurface(_ w: Int, _ h: Int, _ rng: inout XorShift32, opaqueShare: Double = 0.3) -> Surface {
        let s = Surface(width: w, height: h)!
        for y in 0..<h {
            for x in 0..<w { s[x, y] = randomPixel(&rng, opaqueShare: opaqueShare) }
        }
        return s
    }

    /// A valid premultiplied pixel: colour channels never above alpha. Some fully opaque, some
    /// fully transparent, the rest anything.
    static func randomPixel(_ rng: inout XorShift32, opaqueShare: Double = 0.3) -> UInt32 {
        let kind = rng.uniform(0, 1)
        let a: UInt32 = kind < opaqueShare ? 255 : kind < opaqueShare + 0.1 ? 0 : rng.nextUInt32() & 0xFF
        func c() -> UInt32 { a == 0 ? 0 : rng.nextUInt32() % (a + 1) }
        return Pixel.pack(red: c(), green: c(), blue: c(), alpha: a)
    }
}
