/// A colour with straight (not premultiplied) 8-bit channels, as people and PNG files write them.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// From 0xRRGGBB, opaque.
    public init(rgb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb))
    }

    public func withAlpha(_ a: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The premultiplied pixel 0xAARRGGBB.
    public var pixel: UInt32 { Pixel.premultiply(red: red, green: green, blue: blue, alpha: alpha) }

    /// The straight colour of a premultiplied pixel (rounded to nearest).
    public init(pixel: UInt32) {
        let a = Pixel.alpha(pixel)
        if a == 0 {
            self = .clear
        } else {
            func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
            self.init(
                red: un(Pixel.red(pixel)), green: un(Pixel.green(pixel)), blue: un(Pixel.blue(pixel)),
                alpha: UInt8(a))
        }
    }

    public var description: String { "Color(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}

/// Packing and the exact integer arithmetic shared by every pixel loop.
public enum Pixel {
    @inline(__always) public static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    @inline(__always) public static func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    @inline(__always) public static func green(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    @inline(__always) public static func blue(_ p: UInt32) -> UInt32 { p & 0xFF }

    @inline(__always)
    public static func pack(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        (alpha << 24) | (red << 16) | (green << 8) | blue
    }

    /// x * y / 255 rounded to nearest, exact for x, y in 0...255 (Jim Blinn's trick).
    @inline(__always)
    public static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Multiplies all four channels of `p` by `f` / 255 at once (two channels per 32-bit lane),
    /// each rounded to nearest exactly as `mul255` does.
    @inline(__always)
    public static func scale(_ p: UInt32, by f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of premultiplied pixels: src + dst * (255 - src.alpha) / 255, per channel.
    @inline(__always)
    public static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 && src == 0 { return dst }
        // Channels cannot overflow: a premultiplied channel never exceeds its alpha.
        return src &+ scale(dst, by: 255 - sa)
    }

    public static func premultiply(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        return pack(
            red: mul255(UInt32(red), a), green: mul255(UInt32(green), a),
            blue: mul255(UInt32(blue), a), alpha: a)
    }
}
