import Foundation

/// Lines read from a file descriptor within stated bounds, so standard input cannot make
/// Vitrine read forever or hold gigabytes: `vitrine -i < /dev/zero`, `yes | vitrine -i` and a
/// script of `--input - < /dev/urandom` each ran until killed, silently.
///
/// Read in 64 KiB chunks; a line is checked as it grows, so a line past `maxLineBytes` (a
/// stream of zeros) is refused within its first chunk, not after the whole input.
struct BoundedLines {
    /// What ended the reading early: a line too long or with a NUL byte (`line`: its number,
    /// counted from 1), more bytes or lines than allowed, or a failed read.
    enum Overflow: Equatable {
        case lineTooLong(line: Int)
        case nulByte(line: Int)
        case tooManyBytes
        case tooManyLines
        /// read(2) failed (a folder given as the file): its errno.
        case readFailed(Int32)
    }

    var maxLineBytes: Int
    var maxBytes: Int
    var maxLines: Int

    /// The words for `overflow` of input called `what` ("standard input", "input script").
    func describe(_ overflow: Overflow, what: String, lineWord: String) -> String {
        switch overflow {
        case .lineTooLong(let line): "\(what) line \(line): \(lineWord) longer than \(maxLineBytes) bytes"
        case .nulByte(let line): "\(what) line \(line): \(lineWord) with a NUL byte"
        case .tooManyBytes: "\(what) is larger than \(maxBytes >> 20) MiB"
        case .tooManyLines: "\(what) has more than \(maxLines) lines"
        case .readFailed(let code): "cannot read \(what): \(String(cString: strerror(code)))"
        }
    }

    /// Reads `descriptor` to its end or the first bound it crosses; `each` gets every line
    /// (without its "\n" or "\r\n"), numbered from 1. Returns why it stopped early, nil at the
    /// end of the input.
    func readLines(_ descriptor: Int32, _ each: (Int, [UInt8]) -> Void) -> Overflow? {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var line: [UInt8] = []
        var (lines, bytes) = (0, 0)
        func finish() -> Overflow? {
            if line.last == 0x0D { line.removeLast() }
            guard !line.contains(0) else { return .nulByte(line: lines + 1) }
            guard lines < maxLines else { return .tooManyLines }
            lines += 1
            each(lines, line)
            line.removeAll(keepingCapacity: true)
            return nil
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .readFailed(errno) }
            guard count > 0 else { break }
            bytes += count
            guard bytes <= maxBytes else { return .tooManyBytes }
            var start = 0
            while start < count {
                let end = chunk[start..<count].firstIndex(of: 0x0A) ?? count
                line += chunk[start..<end]
                guard line.count <= maxLineBytes else { return .lineTooLong(line: lines + 1) }
                if end < count, let overflow = finish() { return overflow }
                start = end + 1
            }
        }
        return line.isEmpty ? nil : finish()
    }
}
