#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The operating system's words for an errno value: "No such file or directory".
func systemMessage(_ code: Int32) -> String {
    guard code != 0, let text = strerror(code) else { return "unknown error" }
    return String(cString: text)
}
