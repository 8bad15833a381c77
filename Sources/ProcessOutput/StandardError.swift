import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// ProcessOutput: the process's standard error, shared by Vitrine's own lines and the C
// libraries that write there uninvited.

/// Standard error, for Vitrine's lines, and kept quiet for C libraries that print debugging
/// lines there on bad input (libjxl's "./lib/jxl/decode.cc:2143: missing input", dav1d's
/// "Error parsing OBU data" by way of libheif): a file's trouble is told once, in Vitrine's
/// words, on one line. While any such call runs (`quieting`), file descriptor 2 points at
/// /dev/null and Vitrine's own lines wait for it to end.
public enum StandardError {
    /// Writes `line` and a newline, whole, once no library call is being kept quiet.
    public static func writeLine(_ line: String) {
        state.lock()
        while quietCalls > 0 { state.wait() }
        writeLineNow(line)
        state.unlock()
    }

    /// Writes `line` and a newline with write(2), at once, taking no lock: for Xlib's error
    /// callbacks (no stdio locks, no waiting), unbuffered, so it is seen even if the process
    /// exits next. Lost if a library is being kept quiet.
    public static func writeLineNow(_ line: String) {
        var text = line
        text.append("\n")
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }

    /// Runs `body` with standard error sent to /dev/null (from any thread; calls may overlap).
    /// What the process writes there meanwhile, a crash report too, is lost.
    public static func quieting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        state.lock()
        if quietCalls == 0 {
            saved = dup(2)
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            if null >= 0 {
                dup2(null, 2)
                close(null)
            }
        }
        quietCalls += 1
        state.unlock()
        defer {
            state.lock()
            quietCalls -= 1
            if quietCalls == 0, saved >= 0 {
                dup2(saved, 2)
                close(saved)
                saved = -1
                state.broadcast()
            }
            state.unlock()
        }
        return try body()
    }

    private static let state = NSCondition()
    nonisolated(unsafe) private static var quietCalls = 0
    nonisolated(unsafe) private static var saved: Int32 = -1
}
