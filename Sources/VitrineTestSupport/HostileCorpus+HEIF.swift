extension HostileCorpus {
    /// AVIFs, each named .png (the reader goes by the first bytes): a valid 16 x 8 one made by
    /// libheif's heif-enc (libaom), the same cut short, its ispe box lying about the size, its
    /// coded picture damaged, and a bomb within the limits (4032 x 3024 flat from 477 bytes).
    static func addHEIF(to corpus: inout CorpusFolder) throws {
        let valid = bytes(hex: small)
        try corpus.add("AVIF: 16 x 8, lossy", .decodes, tag: "heif", bytes: valid)
        for cut in [12, 40, 120, 250, valid.count - 1] {
            try corpus.add(
                "AVIF: the 16 x 8 one cut at \(cut) bytes", .fails, tag: "heif-cut", bytes: Array(valid.prefix(cut)))
        }
        try corpus.add(
            "AVIF: claiming 100000 x 100000", .fails, tag: "heif-huge", bytes: claiming(100_000, 100_000, in: valid))
        try corpus.add("AVIF: claiming 0 x 8", .fails, tag: "heif-zero", bytes: claiming(0, 8, in: valid))
        // The coded picture (16 x 8) no longer what the boxes say: libheif may crop or refuse.
        try corpus.add("AVIF: claiming 8 x 4", .either, tag: "heif-lie", bytes: claiming(8, 4, in: valid))
        try corpus.add("AVIF: claiming 64 x 32", .either, tag: "heif-lie", bytes: claiming(64, 32, in: valid))
        var garbled = valid
        for i in (valid.count - 24)..<valid.count { garbled[i] ^= 0x5A }
        try corpus.add("AVIF: its AV1 data garbled", .either, tag: "heif-garbled", bytes: garbled)
        try corpus.add(
            "AVIF: a bomb, 4032 x 3024 flat from 477 bytes", .decodes, tag: "heif-bomb", bytes: bytes(hex: flat))
    }

    /// `bytes` with every ispe box saying `width` x `height`.
    private static func claiming(_ width: Int, _ height: Int, in bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for at in 0..<(bytes.count - 16) where bytes[at..<at + 4].elementsEqual("ispe".utf8) {
            for (offset, value) in [(at + 8, width), (at + 12, height)] {
                for i in 0..<4 { out[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
            }
        }
        return out
    }

    private static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex.utf8).map { $0 <= 57 ? $0 - 48 : $0 - 87 }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    /// heif-enc -q 50 -A of a flat 16 x 8 PNG24.
    private static let small =
        "0000001c667479706176696600000000617669666d6966316d696166000000ea6d657461000000000000002168646c72"
        + "000000000000000070696374000000000000000000000000000000000e7069746d00000000000100000022696c6f6300"
        + "00000044400001000100000000010e0001000000000000001d0000002369696e6600000000000100000015696e666502"
        + "0000000001000061763031000000006a697072700000004b6970636f00000013636f6c726e636c780002000200068000"
        + "00000c6176314381000c0000000014697370650000000000000010000000080000001070697869000000000308080800"
        + "00001769706d61000000000000000100010481820384000000256d64617412000a08180cbfb0408081a1320f18000a28"
        + "a2840056780ed93df31c40"

    /// Tests/ImageFilesTests/Fixtures/flat-4032x3024.avif.
    private static let flat =
        "0000001c667479706176696600000000617669666d6966316d696166000000ea6d657461000000000000002168646c72"
        + "000000000000000070696374000000000000000000000000000000000e7069746d00000000000100000022696c6f6300"
        + "00000044400001000100000000010e000100000000000000cf0000002369696e6600000000000100000015696e666502"
        + "0000000001000061763031000000006a697072700000004b6970636f00000013636f6c726e636c780002000200068000"
        + "00000c6176314381100c0000000014697370650000000000000fc000000bd00000001070697869000000000308080800"
        + "00001769706d61000000000000000100010481820384000000d76d64617412000a0b1c2efefef3f8204040d08032bd01"
        + "18130010410410005af50b9a3a9c052f7516c99a33a03284eded960291dcf814ade71e49585d46c2dedb1c05b7c38982"
        + "3f659900ac461f5431de2e7daea06bded3a823a88e4bbf57e8e3e40a7095962ac2403224f968ca42e3ffb3c87337d74d"
        + "cd610180f50b9a3a9c052f7516c99a33a03284eded960291dcf814ade71e49585d46c2dedb1c05b7c389823f65991a3b"
        + "e66c433752b4c25e6251aba4dc1ca99eb3efcaf6a55799f363906fefe0fe3c232dbedc3dc5d297a20ade14dbca"
}
