import Foundation

/// Whether the tests run under a sanitizer (`make sanitize` sets VITRINE_SANITIZED=1). AddressSanitizer
/// keeps freed memory in quarantine and adds shadow memory, and both slow the code 2-10x, so
/// tests that hold a process to a memory or CPU-time budget check their budgets only without it;
/// everything else they assert still holds.
public enum Sanitizers {
    public static var active: Bool { ProcessInfo.processInfo.environment["VITRINE_SANITIZED"] == "1" }
}
