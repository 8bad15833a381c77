internal import CPNG
import Raster
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension PNGDecoder {
    /// Decodes an Adam7-interlaced 16-bit PNG by way of libpng's 16-bit linear output.
    ///
    /// Why not 8-bit output as for every other PNG: the libpng on Debian 12 (1.6.39-2+deb12u4,
    /// carrying the CVE-2025-65018 fix backported) scrambles about half the pixels of exactly
    /// this case (interlaced, 16-bit, 8-bit output; png_image_read_direct_scaled combines each
    /// pass with a stale row). pnggroup/libpng issue #853, still open upstream in 2026. The
    /// linear path is not affected.
    ///
    /// libpng decodes the samples (sRGB, as for 8-bit output) to linear light with its power law
    /// of 2.2 and premultiplies; this undoes both and rounds to 8 bits. The result is within one
    /// unit per channel of the direct path's (tests check it), and the buffer briefly takes
    /// 8 bytes a pixel, twice what the limits allowed for.
    func decodeInterlaced16Bit(into surface: Surface) throws(ImageFileError) {
        let (width, height) = (surface.width, surface.height)
        // R, G, B, A as native-endian UInt16s, linear, colour premultiplied by alpha.
        var linear = [UInt16](repeating: 0, count: width * height * 4)
        image.pointee.format = png_uint_32(PNG_FORMAT_FLAG_LINEAR | PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.pointee.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let done = linear.withUnsafeMutableBytes { buffer in
            png_image_finish_read(image, nil, buffer.baseAddress, 0, nil)
        }
        guard done != 0 else { throw failure() }
        linear.withUnsafeBufferPointer { samples in
            for y in 0..<height {
                let row = surface.row(y)
                for x in 0..<width {
                    let s = (y * width + x) * 4
                    row[x] = PNGDecoder.premultipliedSRGB(red: samples[s], green: samples[s + 1],
                                                          blue: samples[s + 2], alpha: samples[s + 3])
                }
            }
        }
    }

    /// One linear premultiplied 16-bit pixel as a premultiplied sRGB 8-bit one (0xAARRGGBB).
    static func premultipliedSRGB(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) -> UInt32 {
        let a8 = (2 * UInt32(alpha) + 257) / 514  // round(alpha / 257), as libpng scales 16 to 8 bits
        if a8 == 0 { return 0 }
        let a = Double(alpha)
        func channel(_ c: UInt16) -> UInt32 {
            // Straight linear light, then sRGB as libpng encodes it: the inverse of its 2.2 power.
            let straight = min(1, Double(c) / a)
            let encoded = UInt32((pow(straight, 0.45455) * 255).rounded())
            return Pixel.mul255(encoded, a8)
        }
        return Pixel.pack(red: channel(red), green: channel(green), blue: channel(blue), alpha: a8)
    }
}
