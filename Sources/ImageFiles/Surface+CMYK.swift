import Raster

extension Surface {
    /// Turns pixels libjpeg-turbo wrote as CMYK (bytes C, M, Y, K) into opaque BGRA in place:
    /// red = (255 - C) * (255 - K) / 255, and so on, rounded, without colour management (no ICC
    /// profile is read). `inverted`: the samples are stored as 255 minus the ink, as Photoshop
    /// writes them (it marks its files with an Adobe segment), so red = C * K / 255.
    func convertCMYKToBGRA(inverted: Bool, rows: Range<Int>? = nil) {
        for y in rows ?? 0..<height {
            let row = UnsafeMutableRawPointer(self.row(y)).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let p = row + 4 * x
                let flip: UInt32 = inverted ? 0 : 255
                let (c, m, yellow, k) = (
                    UInt32(p[0]) ^ flip, UInt32(p[1]) ^ flip, UInt32(p[2]) ^ flip, UInt32(p[3]) ^ flip
                )
                // (a * k + 127) / 255: a product of two 8-bit levels rounded to nearest.
                p[0] = UInt8((yellow * k + 127) / 255)
                p[1] = UInt8((m * k + 127) / 255)
                p[2] = UInt8((c * k + 127) / 255)
                p[3] = 255
            }
        }
    }
}
