// Fonts: text for the viewer's labels, help and toasts. A font is found by fontconfig, text is
// shaped by HarfBuzz (kerning, ligatures, complex scripts), glyphs are rasterised by FreeType
// into 8-bit coverage masks, and Raster blends them (Surface.blend(_:color:atX:y:clip:)).
// The C libraries stay inside (`internal import CFreeType / CHarfBuzz / CFontconfig`): no C
// type appears in a public signature.
//
// Start reading at Font.swift: `Font.named` (Font+Named.swift) walks the fallbacks, fontconfig
// (FontconfigMatch), DejaVu Sans at its usual path, then a built-in bitmap font (BuiltInFont),
// and says in `problem` what it fell back from. `Font.layout` cleans the text (TextCleaning),
// breaks it into lines by shaped width (LineBreaker) and shapes each line (Shaper, through
// FreeTypeFace's hb_ft font) into a `TextLayout`. `TextLayout.draw` (Font+Draw.swift) blends
// each glyph's mask from a bounded cache (GlyphCache), rendered at one of four subpixel offsets.
//
// Units: pixels throughout; sizes are the em in pixels (callers convert points: pt x scale x
// 96 / 72). Glyphs are unhinted, so advances are fractional and match FreeType's exactly.
// Out of scope: colour (emoji) and bitmap-only fonts, font fallback per character (a glyph the
// font lacks is drawn as its .notdef box), bidirectional reordering within a line, vertical
// text, hyphenation, LCD subpixel rendering.
