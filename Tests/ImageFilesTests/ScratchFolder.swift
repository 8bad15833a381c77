import Foundation

/// A new empty folder under the system's temporary folder, removed with everything in it by
/// `remove()` (call it from tearDown).
struct ScratchFolder {
    let path: String

    init() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("imagefiles-test.XXXXXX")
        var template = Array(folder.path.utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Names in the folder, hidden ones too, sorted.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func remove() {
        // A test may have made the folder read-only.
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }
}
