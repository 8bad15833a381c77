import Foundation
import Raster

@testable import ImageFiles

/// What decoding one hostile-corpus file did, measured in the child process and sent to the
/// parent as one tab-separated line.
struct CorpusDecodeResult {
    /// 0 x 0 when the read failed.
    var width = 0, height = 0
    var cpuSeconds = 0.0, wallSeconds = 0.0
    /// VmHWM after the decode minus VmRSS before it, bytes.
    var peakBytes = 0
    /// The most libpng held at once (decoded files only).
    var libpngBytes = 0
    /// PNGFile.size(ofFileAt:) gave the decoded size (decoded files only).
    var sizeAgrees = true
    /// The error's path is the file's and its description shows the name escaped.
    var namesFile = true
    var oneLine = true
    /// The error's description, or "decoded".
    var message = "decoded"

    /// Decodes `path` in this process, measuring.
    static func measure(path: String) -> CorpusDecodeResult {
        var result = CorpusDecodeResult()
        // Resets VmHWM to the current VmRSS (Linux 4.0 and later).
        let reset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let before = statusKiB("VmRSS")
        let (cpu, wall) = (threadCPUSeconds(), Date())
        do {
            if readsThroughImageFile(path) {
                // The corpus's TIFFs, BMPs, HEIFs, JPEG XLs and GIFs go through ImageFile, as the viewer reads them.
                let surface = try ImageFile.read(path: path)
                (result.width, result.height) = (surface.width, surface.height)
                result.sizeAgrees = (try? ImageFile.size(ofFileAt: path)) == surface.size
            } else {
                let decoder = try PNGDecoder(path: path, limits: .default)
                let surface = try decoder.decode()
                (result.width, result.height) = (surface.width, surface.height)
                result.libpngBytes = decoder.peakWorkingBytes
                result.sizeAgrees = (try? PNGFile.size(ofFileAt: path)) == surface.size
            }
        } catch {
            result.message = error.description
            result.namesFile = error.path == path && error.description.contains("'\(printableFileName(path))'")
            result.oneLine = !error.description.contains(where: \.isNewline)
        }
        (result.cpuSeconds, result.wallSeconds) = (threadCPUSeconds() - cpu, Date().timeIntervalSince(wall))
        // Without the reset the peak would be the process's, and every file would be charged
        // with the largest before it: say so as an impossible figure rather than pass.
        result.peakBytes = reset ? (statusKiB("VmHWM") - before) * 1024 : Int.max / 2
        return result
    }

    /// Whether the file starts with a TIFF's, a BMP's, a HEIF's, a JPEG XL's or a GIF's magic and is longer than the
    /// corpus's bare headers of those formats, which stand for foreign formats named .png.
    private static func readsThroughImageFile(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count > 8 else { return false }
        return Array(data.prefix(4)) == [0x49, 0x49, 42, 0]
            || Array(data.prefix(2)) == Array("BM".utf8) && data.count > 14 && data[14] != 0
            || Array(data[4..<8]) == Array("ftyp".utf8) || Array(data.prefix(2)) == [0xFF, 0x0A]
            || Array(data.prefix(4)) == Array("GIF8".utf8)
    }

    var line: String {
        [width, height, peakBytes, libpngBytes, sizeAgrees ? 1 : 0, namesFile ? 1 : 0, oneLine ? 1 : 0]
            .map(String.init).joined(separator: "\t")
            + "\t\(cpuSeconds)\t\(wallSeconds)\t"
            + message.replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
    }

    init() {}

    init?(line: String) {
        let fields = line.split(separator: "\t", maxSplits: 9, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 10 else { return nil }
        let numbers = fields[0..<7].compactMap { Int($0) }
        guard numbers.count == 7, let cpu = Double(fields[7]), let wall = Double(fields[8]) else { return nil }
        (width, height, peakBytes, libpngBytes) = (numbers[0], numbers[1], numbers[2], numbers[3])
        (sizeAgrees, namesFile, oneLine) = (numbers[4] == 1, numbers[5] == 1, numbers[6] == 1)
        (cpuSeconds, wallSeconds, message) = (cpu, wall, fields[9])
    }

    private static func statusKiB(_ key: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
