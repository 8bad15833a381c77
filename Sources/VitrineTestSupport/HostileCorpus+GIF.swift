extension HostileCorpus {
    /// GIFs made here, each named .png (the reader goes by the first bytes): a valid one, the
    /// same cut short, screens and frames lying about their sizes, a frame without colours,
    /// garbage where the pixels should be, and thousands of frames.
    static func addGIF(to corpus: inout CorpusFolder) throws {
        let pixels = (0..<128).map { UInt8($0 % 2) }
        let frame = GIFFrame(x: 0, y: 0, width: 16, height: 8, indices: pixels)
        let valid = gif(width: 16, height: 8, frames: [frame])
        try corpus.add("GIF: 16 x 8, two colours", .decodes, tag: "gif", bytes: valid)
        for cut in [7, 13, 20, 30, valid.count - 8] {
            try corpus.add(
                "GIF: the 16 x 8 one cut at \(cut) bytes", .fails, tag: "gif-cut", bytes: Array(valid.prefix(cut)))
        }
        // Only the trailer lost: the first frame is whole.
        try corpus.add(
            "GIF: the 16 x 8 one without its trailer", .either, tag: "gif-cut", bytes: Array(valid.dropLast()))
        try corpus.add(
            "GIF: a screen of 65535 x 65535", .fails, tag: "gif-huge",
            bytes: gif(width: 65535, height: 65535, frames: [frame]))
        try corpus.add(
            "GIF: a screen of 0 x 0 (the first frame's size)", .decodes, tag: "gif-zero",
            bytes: gif(width: 0, height: 0, frames: [frame]))
        let outside = GIFFrame(x: 8, y: 4, width: 16, height: 8, indices: pixels)
        try corpus.add(
            "GIF: a frame reaching past the screen", .decodes, tag: "gif-frame",
            bytes: gif(width: 16, height: 8, frames: [outside]))
        let huge = GIFFrame(x: 0, y: 0, width: 65535, height: 65535, indices: pixels)
        try corpus.add(
            "GIF: a frame of 65535 x 65535 with 128 pixels", .fails, tag: "gif-frame",
            bytes: gif(width: 16, height: 8, frames: [huge]))
        try corpus.add(
            "GIF: no colour table", .fails, tag: "gif-colours",
            bytes: gif(width: 16, height: 8, frames: [frame], colours: false))
        var garbage = valid
        for i in 40..<(valid.count - 2) { garbage[i] = 0xA5 }
        try corpus.add("GIF: garbage for pixels", .either, tag: "gif-garbage", bytes: garbage)
        let dot = GIFFrame(x: 0, y: 0, width: 1, height: 1, indices: [1])
        try corpus.add(
            "GIF: 25000 frames of one pixel (past the frame limit)", .either, tag: "gif-frames",
            bytes: gif(width: 16, height: 8, frames: [frame] + Array(repeating: dot, count: 25000)))
    }

    public struct GIFFrame {
        public var x, y, width, height: Int
        /// Indices into the table, 0 to 3, row by row.
        public var indices: [UInt8]
        /// Centiseconds.
        public var delay = 10

        public init(x: Int, y: Int, width: Int, height: Int, indices: [UInt8], delay: Int = 10) {
            (self.x, self.y, self.width, self.height, self.indices, self.delay) = (x, y, width, height, indices, delay)
        }
    }

    /// A GIF89a of `frames`, each with a Graphics Control Extension (its delay, kept), a global
    /// table of `palette` (0xRRGGBB, two or four; none when `colours` is false) and a loop
    /// extension of `loops` repeats (0: forever; nil: none, so it plays once). The pixels are
    /// coded with a clear code every two, so the LZW codes stay 3 bits wide.
    public static func gif(
        width: Int, height: Int, frames: [GIFFrame], colours: Bool = true, palette: [UInt32] = [0x000000, 0xFFFFFF],
        loops: Int? = 0
    ) -> [UInt8] {
        let le16 = LittleEndian.u16
        let flags: UInt8 = colours ? (palette.count > 2 ? 0x81 : 0x80) : 0
        var out = Array("GIF89a".utf8) + le16(width) + le16(height) + [flags, 0, 0]
        if colours {
            let table = palette + Array(repeating: 0, count: (palette.count > 2 ? 4 : 2) - palette.count)
            out += table.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
        }
        if let loops { out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loops) + [0] }
        for frame in frames {
            out += [0x21, 0xF9, 4, 0x04] + le16(frame.delay) + [0, 0]
            out += [0x2C] + le16(frame.x) + le16(frame.y) + le16(frame.width) + le16(frame.height) + [0]
            out += [2] + subBlocks(lzw(frame.indices))
        }
        return out + [0x3B]
    }

    /// Indices (0 or 1) as LZW codes of minimum size 2: clear (4), then pairs of pixels each
    /// followed by another clear, then end (5).
    private static func lzw(_ indices: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        for (i, index) in indices.enumerated() {
            if i % 2 == 0 { bits.append(4, count: 3) }
            bits.append(UInt32(index & 3), count: 3)
        }
        bits.append(5, count: 3)
        return bits.bytes
    }

    private static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for start in stride(from: 0, to: data.count, by: 255) {
            let block = data[start..<min(data.count, start + 255)]
            out += [UInt8(block.count)] + block
        }
        return out + [0]
    }
}
