import Foundation

/// One fixture written by Fixtures/make_fixtures.py, and the pixels it must decode to.
///
/// The formulas repeat the script's (`sample`, `alpha`, `paletteEntry`, `paletteAlpha`); change
/// both together. Expected values are computed here independently of ImageFiles and Raster:
/// low bit depths scale by bit replication, 16-bit samples round to nearest 8-bit value, and
/// premultiplication rounds to nearest.
struct Fixture: CustomStringConvertible {
    enum Colour { case gray, rgb, palette, grayAlpha, rgba }

    /// A tRNS chunk: the transparent gray level or colour (at the file's depth), or the number
    /// of palette entries given an alpha.
    enum Transparency { case gray(Int), rgb(Int, Int, Int), palette(count: Int) }

    var name: String
    var colour: Colour
    var depth: Int
    var width = 7
    var height = 5
    var transparency: Transparency?

    var description: String { name }
    var path: String { Fixture.path(name) }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { folder + "/" + name }

    /// Every well-formed fixture: each colour type at each depth the spec allows, tRNS, Adam7.
    static let all: [Fixture] = {
        var all: [Fixture] = []
        for depth in [1, 2, 4, 8, 16] { all.append(Fixture(name: "gray\(depth).png", colour: .gray, depth: depth)) }
        for depth in [8, 16] {
            all.append(Fixture(name: "rgb\(depth).png", colour: .rgb, depth: depth))
            all.append(Fixture(name: "graya\(depth).png", colour: .grayAlpha, depth: depth))
            all.append(Fixture(name: "rgba\(depth).png", colour: .rgba, depth: depth))
        }
        for depth in [1, 2, 4, 8] { all.append(Fixture(name: "palette\(depth).png", colour: .palette, depth: depth)) }
        all += [
            Fixture(name: "gray4-trns.png", colour: .gray, depth: 4, transparency: .gray(sample(0, 0, 0, depth: 4))),
            Fixture(name: "gray8-trns.png", colour: .gray, depth: 8, transparency: .gray(sample(0, 0, 0, depth: 8))),
            Fixture(name: "rgb8-trns.png", colour: .rgb, depth: 8, transparency: rgbKey(2, 1, depth: 8)),
            Fixture(name: "rgb16-trns.png", colour: .rgb, depth: 16, transparency: rgbKey(3, 2, depth: 16)),
            Fixture(name: "palette8-trns.png", colour: .palette, depth: 8, transparency: .palette(count: 100)),
            Fixture(name: "palette2-trns.png", colour: .palette, depth: 2, transparency: .palette(count: 3)),
            Fixture(name: "interlaced-rgba8.png", colour: .rgba, depth: 8, width: 13, height: 11),
            Fixture(name: "interlaced-gray2.png", colour: .gray, depth: 2, width: 13, height: 11),
            // Exact since the full API: the simplified one scrambled these (pnggroup/libpng#853).
            Fixture(name: "interlaced-rgb16.png", colour: .rgb, depth: 16, width: 13, height: 11),
            Fixture(name: "interlaced-rgba16.png", colour: .rgba, depth: 16, width: 13, height: 11),
            Fixture(
                name: "interlaced-gray16-trns.png", colour: .gray, depth: 16, width: 13, height: 11,
                transparency: .gray(sample(4, 3, 0, depth: 16))),
            // IEND is missing but every pixel is there; libpng (like browsers) shows it.
            Fixture(name: "no-iend.png", colour: .rgba, depth: 8),
        ]
        return all
    }()

    static let rgba8 = named("rgba8.png")

    static func named(_ name: String) -> Fixture { all.first { $0.name == name }! }

    /// The colour of pixel (x, y), made the transparent one.
    private static func rgbKey(_ x: Int, _ y: Int, depth: Int) -> Transparency {
        .rgb(sample(x, y, 0, depth: depth), sample(x, y, 1, depth: depth), sample(x, y, 2, depth: depth))
    }

    // MARK: The script's formulas

    static func sample(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        let n = x * 37 + y * 101 + c * 53 + 11
        return depth == 16 ? (n * 2311) % 65536 : n % (1 << depth)
    }

    static let alpha8 = [0, 255, 1, 127, 128, 254, 200, 64, 3]
    static let alpha16 = [0, 65535, 1, 128, 129, 32767, 32896, 65406, 65407, 51400, 300]

    static func alpha(_ x: Int, _ y: Int, depth: Int) -> Int {
        let table = depth == 16 ? alpha16 : alpha8
        return table[(x * 3 + y * 5) % table.count]
    }

    static func paletteEntry(_ i: Int) -> (Int, Int, Int) {
        ((i * 53 + 7) % 256, (i * 101 + 50) % 256, (i * 199 + 100) % 256)
    }

    static func paletteAlpha(_ i: Int) -> Int { i == 0 ? 0 : (i * 71 + 3) % 256 }

    // MARK: Expected pixels

    /// A sample at `depth` as 8 bits: bit replication below 8, rounding to nearest from 16.
    static func to8(_ value: Int, depth: Int) -> Int {
        switch depth {
        case 16: return (2 * value + 257) / 514 // round(value / 257); never a tie, 257 is odd
        case 8: return value
        default: return value * 255 / ((1 << depth) - 1) // 1, 3 and 15 divide 255
        }
    }

    /// Premultiplied 0xAARRGGBB from straight 8-bit channels, each rounded to nearest.
    static func premultiplied(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
        func scale(_ c: Int) -> Int { (2 * c * alpha + 255) / 510 } // round(c * alpha / 255)
        return UInt32(alpha << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue))
    }

    /// The straight 8-bit (red, green, blue, alpha) the script wrote at (x, y).
    func straight(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
        func s(_ c: Int) -> Int { Fixture.sample(x, y, c, depth: depth) }
        func eight(_ v: Int) -> Int { Fixture.to8(v, depth: depth) }
        switch colour {
        case .gray:
            var a = 255
            if case .gray(let key) = transparency, s(0) == key { a = 0 }
            return (eight(s(0)), eight(s(0)), eight(s(0)), a)
        case .rgb:
            var a = 255
            if case .rgb(let r, let g, let b) = transparency, (s(0), s(1), s(2)) == (r, g, b) { a = 0 }
            return (eight(s(0)), eight(s(1)), eight(s(2)), a)
        case .palette:
            let index = s(0)
            let (r, g, b) = Fixture.paletteEntry(index)
            var a = 255
            if case .palette(let count) = transparency, index < count { a = Fixture.paletteAlpha(index) }
            return (r, g, b, a)
        case .grayAlpha:
            return (eight(s(0)), eight(s(0)), eight(s(0)), eight(Fixture.alpha(x, y, depth: depth)))
        case .rgba:
            return (eight(s(0)), eight(s(1)), eight(s(2)), eight(Fixture.alpha(x, y, depth: depth)))
        }
    }

    /// The premultiplied pixel the reader must produce at (x, y).
    func expected(_ x: Int, _ y: Int) -> UInt32 {
        let (r, g, b, a) = straight(x, y)
        return Fixture.premultiplied(red: r, green: g, blue: b, alpha: a)
    }
}
