import Geometry

/// A soft white disc laid over an image as a perspective draw samples it (`Surface.draw(_:
/// transform:opacity:clip:glare:)`): at each sample, white of alpha peak x t^2, t falling from 1
/// at `center` to 0 at `radius`, drawn over the sampled colour. Computed at the sample's own
/// position, so a moving glare needs no copy of the image to lie on (the tilt card's was a
/// sixth of its frame).
public struct Glare: Equatable, Sendable {
    /// In the image's pixels, (0, 0) its top-left corner.
    public var center: Point
    public var radius: Double
    /// The alpha at the centre, 0...255.
    public var peak: Double

    public init(center: Point, radius: Double, peak: Double) {
        (self.center, self.radius, self.peak) = (center, radius, peak)
    }

    /// What the loops compute with, in single precision: the centre in sample coordinates
    /// (integers at pixel centres), 1 / radius, and the peak. CRasterSSE2 and CRasterAVX2 take
    /// the same four numbers.
    package var terms: (Float, Float, Float, Float) {
        // A glare that is not finite lays none (peak 0), rather than NaN through the loops.
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, peak.isFinite, radius > 0 else {
            return (0, 0, 0, 0)
        }
        let t = (Float(center.x - 0.5), Float(center.y - 0.5), Float(1 / radius), Float(min(max(peak, 0), 255)))
        return t.0.isFinite && t.1.isFinite && t.2.isFinite ? t : (0, 0, 0, 0)
    }

    /// The glare's alpha at the 16.16 sample position (fx, fy), as the C loops compute it, in
    /// the same order of single-precision operations, so all give the same bits.
    @inline(__always)
    static func alpha(_ terms: (Float, Float, Float, Float), fx: Int, fy: Int) -> UInt32 {
        let unit: Float = 1.0 / 65536
        let du = Float(fx) * unit - terms.0, dv = Float(fy) * unit - terms.1
        let d = (du * du + dv * dv).squareRoot()
        // As maxps(x, 0) does: 0 where x is not above 0, NaN included.
        let x = 1 - d * terms.2
        let t = x > 0 ? x : 0
        return UInt32(t * t * terms.3 + 0.5)
    }

    /// `pixel` with the glare of alpha `alpha` drawn over it.
    @inline(__always)
    static func over(_ pixel: UInt32, alpha: UInt32) -> UInt32 {
        alpha == 0 ? pixel : Pixel.over(alpha &* 0x0101_0101, pixel)
    }
}
