import Foundation
import Raster

/// The deterministic inputs of shared/bench/WORKLOADS.md ("Exact inputs").
public enum SyntheticInputs {
    /// r = x*255/W, g = y*255/H, b = (x ^ y) & 255, a = 255 (integer division).
    public static func photo(width: Int = 1920, height: Int = 1080) -> Surface {
        let s = Surface(width: width, height: height)!
        for y in 0..<height {
            let line = s.row(y)
            let g = UInt32(y * 255 / height)
            for x in 0..<width {
                line[x] = Pixel.pack(red: UInt32(x * 255 / width), green: g, blue: UInt32((x ^ y) & 255), alpha: 255)
            }
        }
        return s
    }

    /// 256 x 256: a disc of radius 120 centred at (128, 128), coverage clamp(120.5 - r, 0, 1),
    /// rings 12 px wide alternating an angle-dependent hue and (30, 30, 30), outermost dark.
    public static func sprite() -> Surface {
        let s = Surface(width: 256, height: 256)!
        for y in 0..<256 {
            let line = s.row(y)
            for x in 0..<256 {
                let dx = Double(x) + 0.5 - 128, dy = Double(y) + 0.5 - 128
                let r = (dx * dx + dy * dy).squareRoot()
                let coverage = min(1, max(0, 120.5 - r))
                guard coverage > 0 else { continue }
                let ringFromOutside = Int((120 - min(r, 119.999)) / 12)
                let color: Color
                if ringFromOutside % 2 == 0 {
                    color = Color(red: 30, green: 30, blue: 30)
                } else {
                    let theta = atan2(dy, dx)
                    func c(_ shift: Double) -> UInt8 { UInt8((128 + 127 * cos(theta + shift)).rounded()) }
                    color = Color(red: c(0), green: c(-2 * Double.pi / 3), blue: c(2 * Double.pi / 3))
                }
                line[x] = color.withAlpha(UInt8((coverage * 255).rounded())).pixel
            }
        }
        return s
    }
}

/// xorshift32, the seeded generator of the benchmark and the fuzz tests.
public struct XorShift32: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt32

    public init(seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    public mutating func nextUInt32() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    public mutating func next() -> UInt64 { UInt64(nextUInt32()) << 32 | UInt64(nextUInt32()) }

    /// Uniform in lo..<hi.
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(nextUInt32()) / 4_294_967_296.0
    }
}
