extension Surface {
    /// True when every pixel's alpha is 255. Reads the whole surface (stopping after the first
    /// row that has a non-opaque pixel), so callers keep the answer: MipChain does per level.
    package func everyPixelIsOpaque() -> Bool {
        for y in 0..<height {
            let line = row(y)
            // One AND over the row, tested once: the loop vectorises.
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= line[x] }
            if all >> 24 != 255 { return false }
        }
        return true
    }
}
