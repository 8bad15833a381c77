import Foundation

/// Files a viewer must survive, written into a folder: valid PNGs of every kind, the same cut
/// short, bit-flipped, with bad CRCs and lying chunk lengths; zero, huge and limit-sized images;
/// decompression bombs; chunks claiming gigabytes; other formats and random bytes named .png;
/// TIFFs, BMPs, AVIFs, JPEG XLs and GIFs, whole, cut, lying and bombs (read through ImageFile, as the viewer does);
/// a folder, a FIFO, a socket, symbolic links (a loop, dangling, to a device), unreadable files,
/// names with control characters. Several hundred files, some 20 MB, the same bytes for the same
/// seed.
///
/// For the decoder's tests (Tests/ImageFilesTests/HostileCorpusTests.swift) and for any test
/// that feeds files to the app: every item must either decode to an image within the limits
/// or fail with an error naming it, never crash, hang or take memory past the limits.
public enum HostileCorpus {
    public struct Item: Sendable, CustomStringConvertible {
        public enum Expectation: Sendable, Equatable {
            /// A PNG every correct reader decodes (within the default DecodeLimits).
            case decodes
            /// Not a readable image: a reader must refuse it.
            case fails
            /// Damage libpng may tolerate or not (a flipped bit in a length, a bad ancillary
            /// chunk): either outcome is right, a crash or a hang is not.
            case either
        }

        public var path: String
        /// What the file is, e.g. "rgba8 (PNGFile.write) cut at 41 bytes, inside IDAT".
        public var label: String
        public var expectation: Expectation

        public var description: String { "\(label) [\((path as NSString).lastPathComponent)]" }
    }

    /// Default: 0x5EED_C0DE.
    public static let defaultSeed: UInt32 = 0x5EED_C0DE

    /// Writes the corpus into `folder` (which must exist, and should be empty) and lists it in
    /// a fixed order. The FIFO, the socket and the links are made there too; the socket is a
    /// bound name with no listener behind it. Takes about 2 s in a debug build.
    public static func write(into folder: URL, seed: UInt32 = defaultSeed) throws -> [Item] {
        var corpus = CorpusFolder(path: folder.path, seed: seed)
        try addValid(to: &corpus)
        try addDamaged(to: &corpus)
        try addSizesAndBombs(to: &corpus)
        try addForeign(to: &corpus)
        try addTIFF(to: &corpus)
        try addBMP(to: &corpus)
        try addHEIF(to: &corpus)
        try addJXL(to: &corpus)
        try addGIF(to: &corpus)
        try addSpecialFiles(to: &corpus)
        try addCostly(to: &corpus)
        return corpus.items
    }
}
