import AppInterface

/// Tells each failure once: a file that cannot be shown is reported the first time it fails,
/// not each time it scrolls into view or each scene meets it again.
package struct FailureReporter {
    private var told: Set<String> = []

    package init() {}

    /// True the first time `key` (a file's path, or a message's text) is seen.
    package mutating func isFirst(_ key: String) -> Bool { told.insert(key).inserted }

    /// Appends `.error(why)` to `messages` the first time `path` fails.
    package mutating func report(_ why: String, about path: String, into messages: inout [AppMessage]) {
        if isFirst(path) { messages.append(.error(why, file: path)) }
    }
}
