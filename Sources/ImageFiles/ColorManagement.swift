internal import CLCMS
import Foundation
import Raster

/// Colour management through Little CMS: a picture with an embedded ICC profile (a Display P3
/// photo from a phone, an Adobe RGB one from a camera) has its pixels converted at decode to
/// the display's profile (the root window's `_ICC_PROFILE`, the X colour-management
/// convention, which the host reads), or to sRGB where the display has none. A picture
/// without a profile is left as stored, at no cost; so is one whose profile is sRGB when the
/// display is sRGB. Off (`--no-color-management`), every picture's numbers are shown as stored.
///
/// Configured once at start (and again if the display's profile changes); decodes on any
/// thread read it. Transforms are made once per profile and kept (a folder of one camera's
/// photos shares one).
public enum ColorManagement {
    /// Turns conversion on or off and sets the display's profile (nil: sRGB). A profile that
    /// lcms2 cannot read counts as none.
    public static func configure(enabled: Bool, displayProfile: [UInt8]?) {
        state.withLock {
            $0.enabled = enabled
            $0.display = displayProfile.flatMap { $0.isEmpty ? nil : $0 }
            $0.transforms.removeAll()
        }
    }

    /// Whether conversion is on.
    public static var isEnabled: Bool { state.withLock { $0.enabled } }

    /// Whether decodes come out in sRGB for any picture: conversion on, to a display without a
    /// profile. What other programs read (a shared thumbnail) may be made only then.
    public static var decodesToSRGB: Bool { state.withLock { $0.enabled && $0.display == nil } }

    /// Most bytes an embedded profile may have: 4 MiB (a camera's is 0.5 to 60 KiB; larger ones
    /// carry lookup tables lcms2 would build for long).
    static let maxProfileBytes = 4 << 20

    /// A transfer curve an RGB profile can be made with.
    enum Curve: Hashable {
        /// IEC 61966-2.1's: linear below 0.04045, then a 2.4 power.
        case sRGB
        /// ITU-R BT.709's (also BT.601's and BT.2020's): linear below 0.081, then a 1/0.45 power.
        case bt709
        case gamma(Double)
    }

    /// Three primaries and a white point, CIE xy.
    struct Primaries {
        var red, green, blue, white: (x: Double, y: Double)

        /// sRGB's (BT.709's), with D65 white.
        static let sRGB = Primaries(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: (0.3127, 0.3290))

        /// Within `tolerance` of `other` in every coordinate: files round their coordinates
        /// (PNG's cHRM to 1/100,000, JPEG XL's to 1/1,000,000).
        func isClose(to other: Primaries, tolerance: Double = 0.001) -> Bool {
            let mine = [red, green, blue, white], theirs = [other.red, other.green, other.blue, other.white]
            return zip(mine, theirs).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
        }
    }

    /// The profile for colours a file says by primaries and a curve rather than ICC bytes (a
    /// HEIF's nclx box, a PNG's cHRM, a JPEG XL's colour encoding). Nil for sRGB's, and for
    /// sRGB's primaries with a 1/2.2 power: what ImageMagick and older editors write for an
    /// sRGB picture (a PNG's gAMA 0.45455), shown as sRGB as browsers do rather than converted
    /// for a curve that differs by a level or two in the darks.
    static func profile(described primaries: Primaries, curve: Curve) -> [UInt8]? {
        if primaries.isClose(to: .sRGB) {
            switch curve {
            case .sRGB: return nil
            case .gamma(let g) where abs(g - 2.2) < 0.01: return nil
            default: break
            }
        }
        // Made once a description: each picture of a folder of one camera's says the same.
        let key = DescribedKey(primaries: primaries, curve: curve)
        if let known = described.withLock({ $0[key] }) { return known }
        let made = profile(primaries: primaries, curve: curve)
        described.withLock {
            if $0.count >= 8 { $0.removeAll() }
            $0[key] = made
        }
        return made
    }

    private struct DescribedKey: Hashable {
        var coordinates: [Double]
        var curve: Curve

        init(primaries p: Primaries, curve: Curve) {
            coordinates = [p.red.x, p.red.y, p.green.x, p.green.y, p.blue.x, p.blue.y, p.white.x, p.white.y]
            self.curve = curve
        }
    }

    /// Profiles made from descriptions, by description (nil where lcms2 failed).
    private static let described = Locked([DescribedKey: [UInt8]?]())

    /// An ICC profile made by lcms2 from primaries and a curve; nil when lcms2 fails.
    static func profile(primaries: Primaries, curve: Curve) -> [UInt8]? {
        let (red, green, blue, white) = (primaries.red, primaries.green, primaries.blue, primaries.white)
        ColorManagementErrors.silence()
        var whitePoint = cmsCIExyY(x: white.0, y: white.1, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
            Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
        // Parametric type 4: Y = (aX + b)^g above d, cX below.
        var parameters: [cmsFloat64Number] =
            switch curve {
            case .sRGB: [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            case .bt709: [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
            case .gamma(let g): [g, 1, 0, 0, 0]
            }
        guard let tone = cmsBuildParametricToneCurve(nil, 4, &parameters) else { return nil }
        defer { cmsFreeToneCurve(tone) }
        var curves: [OpaquePointer?] = [tone, tone, tone]
        guard let made = cmsCreateRGBProfile(&whitePoint, &primaries, &curves) else { return nil }
        defer { cmsCloseProfile(made) }
        var count: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(made, nil, &count) != 0, count > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(count))
        guard bytes.withUnsafeMutableBytes({ cmsSaveProfileToMem(made, $0.baseAddress, &count) }) != 0 else {
            return nil
        }
        return bytes
    }

    /// Converts `surface`, whose colours are sRGB's (a thumbnail from the shared cache, which
    /// holds sRGB), to the display's profile in place; nothing with management off or a
    /// display without a profile. Returns whether the pixels changed.
    @discardableResult
    public static func convertFromSRGB(_ surface: Surface) -> Bool {
        guard state.withLock({ $0.enabled && $0.display != nil }) else { return false }
        return convert(
            surface,
            from: sRGBProfile.withLock { made in
                if made == nil { made = profile(primaries: .sRGB, curve: .sRGB) ?? [] }
                return made
            })
    }

    /// sRGB's profile as lcms2 makes it from its primaries and curve, made once.
    private static let sRGBProfile = Locked<[UInt8]?>(nil)

    /// Converts `surface` (premultiplied BGRA, as decoded) from `profile` to the display's, in
    /// place. Nothing happens without a profile, with management off, for a profile lcms2
    /// refuses or of another colour space (a CMYK or gray profile on converted pixels), or when
    /// both ends are sRGB. Returns whether the pixels changed. `profile` is asked for only with
    /// management on (`--no-color-management` reads or makes none).
    @discardableResult
    static func convert(_ surface: Surface, from profile: @autoclosure () -> [UInt8]?) -> Bool {
        guard isEnabled, let profile = profile(), !profile.isEmpty, profile.count <= maxProfileBytes,
            let transform = transform(from: profile)
        else { return false }
        // Through lcms2's optimized 8-bit path on straight colours (the alpha byte, in place, left
        // as it is). Translucent pixels are straightened first and premultiplied again after:
        // lcms2 2.14's premultiplied formatter mixed up BGRA's channels (225 levels off).
        let opaque = surface.everyPixelIsOpaque()
        if !opaque {
            for y in 0..<surface.height {
                PNGFile.straighten(surface.row(y), into: surface.row(y), count: surface.width)
            }
        }
        cmsDoTransformLineStride(
            transform.handle, surface.base, surface.base, cmsUInt32Number(surface.width),
            cmsUInt32Number(surface.height), cmsUInt32Number(surface.stride), cmsUInt32Number(surface.stride), 0, 0)
        if !opaque { surface.premultiplyStraightAlpha() }
        return true
    }

    /// The transform from `profile` to the display's, made once; nil when there is none to do.
    private static func transform(from profile: [UInt8]) -> Transform? {
        state.withLock { state in
            guard state.enabled else { return nil }
            if let known = state.transforms[profile] { return known }
            let made = Transform(from: profile, to: state.display)
            if state.transforms.count >= 8 { state.transforms.removeAll() }
            state.transforms[profile] = made
            return made
        }
    }

    private struct State {
        var enabled = true
        var display: [UInt8]?
        /// By source profile; nil where there is nothing to convert.
        var transforms: [[UInt8]: Transform?] = [:]
    }

    private static let state = Locked(State())
}

/// An lcms2 transform between two RGB profiles on straight BGRA pixels, safe to run from
/// several threads at once (no cache of the last pixel: `cmsFLAGS_NOCACHE`).
final class Transform: @unchecked Sendable {
    let handle: cmsHTRANSFORM

    /// Nil when either profile cannot be read or is not RGB, or when both are sRGB.
    init?(from source: [UInt8], to display: [UInt8]?) {
        ColorManagementErrors.silence()
        guard let input = source.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) })
        else { return nil }
        defer { cmsCloseProfile(input) }
        let output =
            display.flatMap { bytes in
                bytes.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
            }
            ?? cmsCreate_sRGBProfile()
        guard let output else { return nil }
        defer { cmsCloseProfile(output) }
        guard cmsGetColorSpace(input) == cmsSigRgbData, cmsGetColorSpace(output) == cmsSigRgbData else { return nil }
        if display == nil, Transform.isSRGB(input) { return nil }
        let intent = cmsUInt32Number(INTENT_PERCEPTUAL)
        let straight = vitrine_lcms_bgra
        // In place, the alpha byte is left as it is without cmsFLAGS_COPY_ALPHA, which would
        // keep lcms2 off its optimized 8-bit matrix-shaper path.
        let flags = cmsUInt32Number(cmsFLAGS_NOCACHE)
        guard let handle = cmsCreateTransform(input, straight, output, straight, intent, flags) else { return nil }
        self.handle = handle
    }

    deinit { cmsDeleteTransform(handle) }

    /// Whether a profile describes sRGB (its description says so, as IEC 61966-2.1 profiles and
    /// their copies do): converting from it to sRGB changes nothing worth a pass.
    private static func isSRGB(_ profile: cmsHPROFILE) -> Bool {
        var text = [CChar](repeating: 0, count: 256)
        let count = cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", &text, cmsUInt32Number(text.count))
        guard count > 0 else { return false }
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self).lowercased().hasPrefix("srgb")
    }
}

/// lcms2 writes nothing to stderr: a broken profile is one Vitrine ignores, not an error.
enum ColorManagementErrors {
    static func silence() { _ = once }
    private static let once: Void = { cmsSetLogErrorHandler(nil) }()
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
