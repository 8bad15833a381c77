import AppInterface
import AppShell
import Foundation
import Geometry
import Headless
import ImageFiles
import ImageLibrary
import ProcessOutput

extension Vitrine {
    /// `--headless`: plays the script, writes the screenshot and prints the app's messages;
    /// exits 1 by the rule of NamedFileCheck (a named file cannot be shown, or another error
    /// about what was asked for).
    func runHeadless(size: PixelSize, catalog: ImageCatalog?, makeApp: () -> VitrineApp) {
        let script = readScript()
        // The app, and the images it holds, are gone before named files are decoded again, so
        // a closer look's full-size picture is never held beside the check's decode.
        let (errors, decoded) = play(script, on: makeApp(), size: size)
        let unshown = catalog.map { NamedFileCheck.problems(in: $0, errors: errors, decoded: decoded) } ?? []
        for problem in unshown { StandardError.writeLine("\(AppMessage.error(problem))") }
        if NamedFileCheck.failsTheRun(errors, catalog: catalog) || !unshown.isEmpty { Foundation.exit(1) }
    }

    /// The bounds on an input script: 16 MiB, lines of at most 4096 bytes.
    static let scriptLines = BoundedLines(maxLineBytes: 4096, maxBytes: 16 << 20, maxLines: .max)

    /// The `--input` script (none: an empty one), or exit 2: unreadable, past its bounds
    /// (`scriptLines`; a script on standard input from /dev/zero ran forever), or malformed.
    private func readScript() -> InputScript {
        guard let input else { return InputScript(commands: []) }
        // Through FileSystemPath, as every path: a script's name need not be UTF-8 either.
        let descriptor =
            input == "-" ? STDIN_FILENO : FileSystemPath.withCString(input) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { fail("cannot read input script '\(printableFileName(input))'", status: 2) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var lines: [String] = []
        if let overflow = Vitrine.scriptLines.readLines(
            descriptor,
            { _, bytes in
                lines.append(String(decoding: bytes, as: UTF8.self))
            })
        {
            let what = input == "-" ? "input script" : "input script '\(printableFileName(input))'"
            fail(Vitrine.scriptLines.describe(overflow, what: what, lineWord: "a line"), status: 2)
        }
        do {
            return try InputScript(parsing: lines.joined(separator: "\n"))
        } catch {
            fail(error.description, status: 2)
        }
    }

    /// Runs `script` on `app`, writes `--screenshot` and prints the app's messages (errors and
    /// warnings to standard error); returns the errors and the files the run decoded.
    private func play(_ script: InputScript, on app: VitrineApp, size: PixelSize) -> (
        errors: [AppMessage], decoded: Set<String>
    ) {
        guard let host = HeadlessHost(app: app, size: size) else { fail("cannot make a \(size) frame", status: 1) }
        do {
            try host.run(script)
            if let screenshot { try host.writeFrame(to: screenshot) }
        } catch {
            fail(error.description, status: 1)
        }
        var reported: [AppMessage] = []
        for message in host.takeMessages() {
            if message.isForStandardError {
                if message.isError { reported.append(message) }
                StandardError.writeLine("\(message)")
            } else {
                print(message)
            }
        }
        return (reported, app.decodedFiles)
    }
}
