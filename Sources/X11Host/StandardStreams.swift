import ProcessOutput

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one line to standard error with write(2): safe inside Xlib's error callbacks (no
/// stdio locks, no waiting), and unbuffered, so it is seen even if the process exits next.
func writeErrorLine(_ line: String) { StandardError.writeLineNow(line) }

/// True when the environment variable is set to "1" (VITRINE_NO_SHM, VITRINE_VERBOSE).
func environmentFlag(_ name: String) -> Bool {
    guard let value = getenv(name) else { return false }
    return String(cString: value) == "1"
}
