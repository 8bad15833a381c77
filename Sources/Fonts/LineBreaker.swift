/// Greedy line breaking by shaped width: a line takes words while the whole line, shaped, fits.
///
/// Every candidate line is shaped whole rather than summing the words' widths, so kerning and
/// contextual forms across the line count exactly as drawn. That is a shape per word added, a
/// cost in the length of a line, not of the text: fine for labels, toasts and help pages.
/// Out of scope: UAX #14 break opportunities other than spaces (CJK runs break only as long
/// words do, between characters), hyphenation, bidirectional reordering of mixed lines.
struct LineBreaker {
    var maxWidth: Double?
    var maxLines: Int?
    let shape: (String) -> ShapedRun

    static let ellipsis = "…"

    func lines(of text: String) -> [TextLine] {
        let limit = maxLines.map { max(0, $0) }
        var texts: [String] = []
        var cut = false
        for paragraph in TextCleaning.paragraphs(text) {
            if let limit, texts.count > limit { break }
            if let maxWidth, maxWidth.isFinite {
                texts += breakParagraph(paragraph, maxWidth: max(0, maxWidth))
            } else {
                texts.append(paragraph)
            }
        }
        if let limit, texts.count > limit {
            texts.removeSubrange(limit...)
            cut = true
        }
        if cut, let last = texts.indices.last { texts[last] = ellipsized(texts[last]) }
        return texts.map { line in
            let run = shape(line)
            return TextLine(text: line, glyphs: run.glyphs, width: run.width, baseline: 0)
        }
    }

    private func fits(_ s: String, _ maxWidth: Double) -> Bool { shape(s).width <= maxWidth }

    /// The paragraph's lines, breaking at spaces, a word too wide alone between characters.
    private func breakParagraph(_ paragraph: String, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if fits(candidate, maxWidth) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            if fits(String(word), maxWidth) {
                current = String(word)
            } else {
                var pieces = breakWord(word, maxWidth: maxWidth)
                current = pieces.removeLast()
                lines += pieces
            }
        }
        lines.append(current)
        return lines
    }

    /// Pieces of `word` each as long as fits (at least one character, however narrow maxWidth).
    private func breakWord(_ word: Substring, maxWidth: Double) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for ch in word {
            if !piece.isEmpty && !fits(piece + String(ch), maxWidth) {
                pieces.append(piece)
                piece = ""
            }
            piece.append(ch)
        }
        pieces.append(piece)
        return pieces
    }

    /// `line` shortened until it fits with "…" after it (spaces before the "…" dropped).
    private func ellipsized(_ line: String) -> String {
        var kept = line
        while true {
            while kept.last == " " { kept.removeLast() }
            if kept.isEmpty || maxWidth.map({ fits(kept + LineBreaker.ellipsis, $0) }) ?? true { break }
            kept.removeLast()
        }
        return kept + LineBreaker.ellipsis
    }
}
