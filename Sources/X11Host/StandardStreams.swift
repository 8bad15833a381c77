#if canImport(Glibc)
    import Glibc
#endif

/// Writes one line to standard error with write(2): safe inside Xlib's error callbacks (no
/// stdio locks, no Swift globals), and unbuffered, so it is seen even if the process exits next.
func writeErrorLine(_ line: String) {
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

/// True when the environment variable is set to "1" (VITRINE_NO_SHM, VITRINE_VERBOSE).
func environmentFlag(_ name: String) -> Bool {
    guard let value = getenv(name) else { return false }
    return String(cString: value) == "1"
}
