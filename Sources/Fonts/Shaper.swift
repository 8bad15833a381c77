internal import CHarfBuzz

/// Glyphs of one shaped run, left to right as they are shown (HarfBuzz reverses right-to-left
/// text into visual order), in pixels with y down.
struct ShapedRun {
    var glyphs: [PlacedGlyph] = []
    /// The sum of the advances: where the pen ends.
    var width: Double = 0
}

/// A HarfBuzz buffer, reused for every run of one face (under the `Font`'s lock).
final class Shaper {
    private let buffer: OpaquePointer

    init() {
        // hb_buffer_create never returns null: on failure it returns the inert empty buffer,
        // whose adds are ignored, so shaping then yields no glyphs.
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `text` with `font`, whose positions are `unitsPerPixel` to a pixel.
    /// Direction, script and language are guessed from the text (hb_buffer_guess_segment_properties).
    /// `kerning: false` turns the `kern` feature off (tests compare with FreeType's plain advances).
    func shape(_ text: String, font: OpaquePointer, kerning: Bool, unitsPerPixel: Double) -> ShapedRun {
        hb_buffer_reset(buffer)
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                let n = Int32(clamping: chars.count)
                hb_buffer_add_utf8(buffer, chars.baseAddress, n, 0, n)
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if kerning {
            hb_shape(font, buffer, nil, 0)
        } else {
            var off = hb_feature_t(tag: Shaper.tag("kern"), value: 0, start: 0, end: UInt32.max)
            hb_shape(font, buffer, &off, 1)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ShapedRun() }
        var run = ShapedRun()
        run.glyphs.reserveCapacity(Int(count))
        var pen: Int64 = 0
        for i in 0..<Int(count) {
            let p = positions[i]
            run.glyphs.append(
                PlacedGlyph(
                    id: infos[i].codepoint, x: Double(pen + Int64(p.x_offset)) / unitsPerPixel,
                    yOffset: -Double(p.y_offset) / unitsPerPixel))
            pen += Int64(p.x_advance)
        }
        run.width = Double(pen) / unitsPerPixel
        return run
    }

    static func tag(_ s: StaticString) -> hb_tag_t {
        s.withUTF8Buffer { b in b.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    }
}
