internal import CX11

/// The visual the window is created with and the pixel format its images take.
struct VisualChoice {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// A colormap is needed when the visual is not the screen's default one.
    let isDefault: Bool
    let format: PixelFormat

    /// The default visual when it is TrueColor of depth 15 or more, else any 24-bit TrueColor
    /// visual; anything else (8-bit PseudoColor, gray scales) cannot show our frames without
    /// a palette and fails with a message naming the visual.
    static func select(_ display: OpaquePointer, screen: Int32) throws(X11HostError) -> VisualChoice {
        let defaultVisual = XDefaultVisual(display, screen)!
        let defaultDepth = XDefaultDepth(display, screen)
        var chosen: (UnsafeMutablePointer<Visual>, Int32, Bool)?
        if defaultVisual.pointee.class == TrueColor && defaultDepth >= 15 {
            chosen = (defaultVisual, defaultDepth, true)
        } else {
            var info = XVisualInfo()
            if XMatchVisualInfo(display, screen, 24, TrueColor, &info) != 0, let v = info.visual {
                chosen = (v, 24, false)
            }
        }
        guard let (visual, depth, isDefault) = chosen else {
            throw .unsupportedVisual(
                "the screen's visual 0x\(String(XVisualIDFromVisual(defaultVisual), radix: 16)) is "
                    + "\(defaultDepth)-bit \(className(defaultVisual.pointee.class)) and there is no 24-bit "
                    + "TrueColor visual; Vitrine needs TrueColor of depth 15 or more")
        }
        let format = PixelFormat(
            depth: Int(depth),
            bitsPerPixel: bitsPerPixel(display, depth: depth),
            redMask: UInt32(truncatingIfNeeded: visual.pointee.red_mask),
            greenMask: UInt32(truncatingIfNeeded: visual.pointee.green_mask),
            blueMask: UInt32(truncatingIfNeeded: visual.pointee.blue_mask),
            bigEndian: XImageByteOrder(display) == MSBFirst)
        guard format.isNative || format.isConvertible else {
            throw .unsupportedVisual("TrueColor visual 0x\(String(XVisualIDFromVisual(visual), radix: 16)): \(format)")
        }
        return VisualChoice(visual: visual, depth: depth, isDefault: isDefault, format: format)
    }

    /// Bits a pixel of this depth takes in a ZPixmap (24-bit depth is 32 bits on every current
    /// server, but it is the server's to say).
    private static func bitsPerPixel(_ display: OpaquePointer, depth: Int32) -> Int {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return 0 }
        defer { XFree(formats) }
        for i in 0..<Int(count) where formats[i].depth == depth {
            return Int(formats[i].bits_per_pixel)
        }
        return 0
    }

    private static func className(_ c: Int32) -> String {
        switch c {
        case StaticGray: "StaticGray"
        case GrayScale: "GrayScale"
        case StaticColor: "StaticColor"
        case PseudoColor: "PseudoColor"
        case TrueColor: "TrueColor"
        case DirectColor: "DirectColor"
        default: "class \(c)"
        }
    }
}
