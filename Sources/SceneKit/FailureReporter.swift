import AppInterface
import ImageFiles

/// Tells each failure once: a file that cannot be shown is reported the first time it fails,
/// not each time it scrolls into view or each scene meets it again.
package struct FailureReporter {
    private var told: Set<String> = []
    /// The files told as cut short: apart from `told`, so asking again (each frame a cut-short
    /// item is drawn) builds no key.
    private var toldCutShort: Set<String> = []

    package init() {}

    /// True the first time `key` (a file's path, or a message's text) is seen.
    package mutating func isFirst(_ key: String) -> Bool { told.insert(key).inserted }

    /// Appends "cut short: 'NAME' (why)" as an error the first time `cutShort`'s file is shown
    /// in part (the name as given, as every error names its file): a user who starts Vitrine
    /// from a menu learns it from the window, a script from standard error and the exit status.
    package mutating func reportCutShort(_ cutShort: ImageFileError, into messages: inout [AppMessage]) {
        guard toldCutShort.insert(cutShort.path).inserted else { return }
        let why = Placeholder.shortReason(cutShort.description)
        messages.append(.error("cut short: '\(printableFileName(cutShort.path))' (\(why))", file: cutShort.path))
    }

    /// Appends `.error(why)` to `messages` the first time `path` fails.
    package mutating func report(_ why: String, about path: String, into messages: inout [AppMessage]) {
        if isFirst(path) { messages.append(.error(why, file: path)) }
    }
}
