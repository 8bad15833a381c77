// vitrine-fuzz: fuzz harnesses for what reads untrusted bytes, the PNG, JPEG, WebP, TIFF, BMP, HEIF, JPEG XL and GIF decoders
// and the input script parser. Built by `make fuzz` (-DVITRINE_FUZZ, -sanitize=fuzzer,address)
// it is a libFuzzer binary; in the normal build it replays the files it is given, so a crasher
// can be rerun under a debugger without the sanitizer build. Start reading at Entry.swift.
import Geometry
import Headless
import ImageFiles
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// One harness: feeds one input to the code under test and traps when an invariant fails.
/// Errors thrown for bad input are the expected outcome, not findings.
enum Harness: String, CaseIterable {
    case png, jpeg, webp, tiff, bmp, heif, jxl, gif, script

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .png: Harness.decodePNG(bytes)
        case .jpeg, .webp, .tiff, .bmp, .heif, .jxl, .gif: Harness.decodeImage(bytes)
        case .script: Harness.parseScript(bytes)
        }
    }

    /// Whether the harness decodes files (through the scratch file).
    var readsFiles: Bool { self != .script }

    /// Far below the viewer's defaults (the refusal path is the same code): a header claiming a
    /// large image then costs a 4 MiB allocation, not 512 MiB, and with the freed memory ASan
    /// keeps in quarantine, 16 MiB decodes took the fuzzer to 1.5 GB, near libFuzzer's 2 GB limit.
    static let limits = DecodeLimits(maxWidth: 4096, maxHeight: 4096, maxBytes: 4 << 20)

    /// The decoders read from a path (libpng reads a FILE), so each input goes to one file per
    /// process in memory (/dev/shm), rewritten each time. No name ending: ImageFile goes by the
    /// first bytes.
    static let scratchPath: String = {
        let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        return "\(folder)/vitrine-fuzz-\(getpid())"
    }()

    /// Decodes the input as it is, then again with every chunk's CRC made right when some were
    /// wrong: libpng is not instrumented, so coverage cannot guide mutations past its CRC check,
    /// and almost every mutant of a chunk would otherwise stop there.
    private static func decodePNG(_ bytes: UnsafeRawBufferPointer) {
        decode(bytes)
        var fixed = Array(bytes)
        if fixCRCs(&fixed) { fixed.withUnsafeBytes { decode($0) } }
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer) {
        writeScratch(bytes)
        readWhatDecodes()
        _ = ExifFacts.read(fromFileAt: scratchPath)
        // The text walk (a thumbnail's keys) reads the chunks on its own, and inflates zTXt.
        _ = try? PNGFile.text(ofFileAt: scratchPath)
        let size = try? PNGFile.size(ofFileAt: scratchPath, limits: limits)
        // Fitted into half its size first: its rows come around libpng when the file allows.
        let half = size.map { PixelSize(max(1, $0.width / 2), max(1, $0.height / 2)) } ?? PixelSize(1, 1)
        // As stored, as PNGFile.read gives them: a file's colour description (iCCP, cHRM) would
        // otherwise convert the one and not the other (readWhatDecodes above converted).
        ColorManagement.configure(enabled: false, displayProfile: nil)
        let fitted = try? ImageFile.read(path: scratchPath, limits: limits, fitting: half)
        ColorManagement.configure(enabled: true, displayProfile: nil)
        guard let surface = try? PNGFile.read(path: scratchPath, limits: limits) else { return }
        // A file that decodes has a header that reads, and they agree on the size.
        precondition(size == surface.size, "size(ofFileAt:) says \(String(describing: size)), read \(surface.size)")
        // libpng's whole image, scaled, is what the fitted read gives, wherever its rows came from.
        guard let fitted else { preconditionFailure("the whole image decoded but the fitted one failed") }
        let expected = surface.size.fitted(into: half) == surface.size ? surface : surface.scaled(to: fitted.size)
        precondition(
            expected.map { e in
                (0..<e.height).allSatisfy { y in (0..<e.width).allSatisfy { e[$0, y] == fitted[$0, y] } }
            }
                ?? false, "the fitted read differs from the whole image scaled")
    }

    /// Decodes the input through ImageFile (the JPEG, WebP, TIFF, BMP, HEIF, JPEG XL and GIF harnesses differ only in their
    /// seeds): whole, and fitted into 16 x 16, where a JPEG decodes at a reduced scale. A file
    /// that decodes has a size that reads and agrees; the reduced decode succeeds too, is no
    /// larger, and still covers the image fitted into 16 x 16.
    private static func decodeImage(_ bytes: UnsafeRawBufferPointer) {
        writeScratch(bytes)
        readWhatDecodes()
        // EXIF through libexif, as the info card reads it (the exif-camera fixtures seed it).
        _ = ExifFacts.read(fromFileAt: scratchPath)
        // A file's later pages (a TIFF's): each that decodes agrees with its own header.
        for page in ImageFile.pages(ofFileAt: scratchPath).pages.prefix(4) where page != 0 {
            guard let read = try? ImageFile.read(path: scratchPath, page: page, limits: limits) else { continue }
            let size = try? ImageFile.size(ofFileAt: scratchPath, page: page, limits: limits)
            precondition(size == read.size, "page \(page): size says \(String(describing: size)), read \(read.size)")
        }
        let size = try? ImageFile.size(ofFileAt: scratchPath, limits: limits)
        _ = ImageFile.decodeCost(ofFileAt: scratchPath, size: size ?? PixelSize(1, 1), fitting: PixelSize(16, 16))
        guard let surface = try? ImageFile.read(path: scratchPath, limits: limits) else { return }
        precondition(size == surface.size, "size(ofFileAt:) says \(String(describing: size)), read \(surface.size)")
        let small: Surface
        do {
            small = try ImageFile.read(path: scratchPath, limits: limits, fitting: PixelSize(16, 16))
        } catch {
            preconditionFailure("the whole image decoded but the reduced one failed: \(error)")
        }
        let scale = min(1, 16 / Double(surface.width), 16 / Double(surface.height))
        precondition(small.width <= surface.width && small.height <= surface.height, "reduced \(small.size)")
        precondition(
            Double(small.width) >= (Double(surface.width) * scale).rounded(.down)
                && Double(small.height) >= (Double(surface.height) * scale).rounded(.down),
            "reduced \(small.size) is smaller than \(surface.size) fitted into 16 x 16")
        // An animation's frames: the first is the still read, each is the canvas's size, and
        // going back (starting over) gives the same frame again.
        guard let animation = try? ImageAnimation.open(path: scratchPath, limits: limits) else { return }
        precondition(animation.size == surface.size, "animation \(animation.size), still \(surface.size)")
        let count = min(animation.frameCount, 4)
        guard let first = try? animation.frame(0) else { return }
        precondition(first.hasSamePixels(as: surface), "the first frame differs from the still read")
        for index in 1..<count {
            guard let frame = try? animation.frame(index) else { return }
            precondition(frame.size == animation.size, "frame \(index) is \(frame.size)")
        }
        if count > 1, let again = try? animation.frame(0) {
            precondition(again.hasSamePixels(as: first), "the first frame differs the second time")
        }
    }

    /// The read that shows a file cut short in part: it gives an image the size the header says,
    /// or fails as the strict read does.
    private static func readWhatDecodes() {
        guard let (surface, _) = try? ImageFile.readWhatDecodes(path: scratchPath, limits: limits) else { return }
        let size = try? ImageFile.size(ofFileAt: scratchPath, limits: limits)
        precondition(
            size == surface.size, "a partial read of \(surface.size) for a header of \(String(describing: size))")
    }

    /// Replaces the scratch file's contents with `bytes`.
    private static func writeScratch(_ bytes: UnsafeRawBufferPointer) {
        let fd = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        precondition(fd >= 0, "cannot create \(scratchPath): errno \(errno)")
        var written = 0
        while written < bytes.count {
            let n = write(fd, bytes.baseAddress! + written, bytes.count - written)
            precondition(n > 0 || errno == EINTR, "cannot write \(scratchPath): errno \(errno)")
            written += max(n, 0)
        }
        close(fd)
    }

    /// Rewrites the CRC of each whole chunk after the 8-byte signature; true if any changed.
    static func fixCRCs(_ bytes: inout [UInt8]) -> Bool {
        var changed = false
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            let end = offset + 8 + length
            let crc = crc32(bytes[offset + 4..<end])
            for i in 0..<4 {
                let byte = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i))
                changed = changed || bytes[end + i] != byte
                bytes[end + i] = byte
            }
            offset = end + 4
        }
        return changed
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    /// CRC-32 as PNG computes it, over a chunk's type and data.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }

    /// Parses the input, checks the line numbers, and checks that CRLF line ends parse as LF.
    private static func parseScript(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let outcome = parse(text)
        if !text.unicodeScalars.contains("\r") {
            let crlf = parse(text.replacing("\n", with: "\r\n"))
            precondition(crlf == outcome, "CRLF changes the outcome: \(outcome) and \(crlf)")
        }
    }

    /// The commands, or the error; traps if a line number is outside the text or out of order.
    private static func parse(_ text: String) -> Result<InputScript, InputScript.SyntaxError> {
        let lineCount = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.count
        do {
            let script = try InputScript(parsing: text)
            let lines = script.commands.map(\.line)
            precondition(lines == lines.sorted() && Set(lines).count == lines.count, "lines out of order: \(lines)")
            precondition(lines.allSatisfy { (1...lineCount).contains($0) }, "line number beyond the text: \(lines)")
            return .success(script)
        } catch {
            precondition((1...lineCount).contains(error.line), "error at line \(error.line) of \(lineCount)")
            return .failure(error)
        }
    }
}
