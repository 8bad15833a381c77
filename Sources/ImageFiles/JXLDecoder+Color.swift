internal import CJXL

/// The colours of a JPEG XL's decoded pixels as a profile ColorManagement converts from. Most
/// files say them by enumeration (primaries, white point, curve) rather than ICC bytes: those
/// are made into a profile as a HEIF's nclx box is; a file that keeps an ICC profile gives it.
extension JXLDecoder {
    /// The profile of the pixels `decoder` outputs, after its colour-encoding event: nil for
    /// sRGB (or what encoders mean by it), for HDR curves (PQ, HLG) and for what cannot be said.
    static func pixelProfile(of decoder: OpaquePointer) -> [UInt8]? {
        var encoding = JxlColorEncoding()
        if JxlDecoderGetColorAsEncodedProfile(decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, &encoding)
            == JXL_DEC_SUCCESS
        {
            return profile(of: encoding)
        }
        var count = 0
        guard JxlDecoderGetICCProfileSize(decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, &count) == JXL_DEC_SUCCESS,
            count > 0, count <= ColorManagement.maxProfileBytes
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeMutableBufferPointer {
            JxlDecoderGetColorAsICCProfile(decoder, nil, JXL_COLOR_PROFILE_TARGET_DATA, $0.baseAddress, count)
        }
        return status == JXL_DEC_SUCCESS ? bytes : nil
    }

    private static func profile(of encoding: JxlColorEncoding) -> [UInt8]? {
        let curve: ColorManagement.Curve
        switch encoding.transfer_function {
        case JXL_TRANSFER_FUNCTION_SRGB: curve = .sRGB
        case JXL_TRANSFER_FUNCTION_709: curve = .bt709
        case JXL_TRANSFER_FUNCTION_LINEAR: curve = .gamma(1)
        case JXL_TRANSFER_FUNCTION_DCI: curve = .gamma(2.6)
        // Stored as the encoding's exponent, as a PNG's gAMA is (0.45455 for a 2.2 power).
        case JXL_TRANSFER_FUNCTION_GAMMA where encoding.gamma > 0.05 && encoding.gamma <= 1:
            curve = .gamma(1 / encoding.gamma)
        default: return nil
        }
        var primaries = ColorManagement.Primaries.sRGB
        switch encoding.color_space {
        case JXL_COLOR_SPACE_RGB:
            switch encoding.primaries {
            case JXL_PRIMARIES_SRGB: break
            case JXL_PRIMARIES_P3:
                (primaries.red, primaries.green, primaries.blue) = ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
            case JXL_PRIMARIES_2100:
                (primaries.red, primaries.green, primaries.blue) = ((0.708, 0.292), (0.170, 0.797), (0.131, 0.046))
            case JXL_PRIMARIES_CUSTOM:
                (primaries.red, primaries.green, primaries.blue) = (
                    (encoding.primaries_red_xy.0, encoding.primaries_red_xy.1),
                    (encoding.primaries_green_xy.0, encoding.primaries_green_xy.1),
                    (encoding.primaries_blue_xy.0, encoding.primaries_blue_xy.1)
                )
            default: return nil
            }
        // Gray pixels come out as equal RGB: sRGB's primaries carry its white and curve.
        case JXL_COLOR_SPACE_GRAY: break
        default: return nil
        }
        switch encoding.white_point {
        case JXL_WHITE_POINT_D65: break
        case JXL_WHITE_POINT_E: primaries.white = (1.0 / 3, 1.0 / 3)
        case JXL_WHITE_POINT_DCI: primaries.white = (0.314, 0.351)
        case JXL_WHITE_POINT_CUSTOM: primaries.white = (encoding.white_point_xy.0, encoding.white_point_xy.1)
        default: return nil
        }
        return ColorManagement.profile(described: primaries, curve: curve)
    }
}
