import AppInterface
import AppShell
import Foundation
import Geometry
import Headless
import ImageFiles
import ImageLibrary

extension Vitrine {
    /// `--headless`: plays the script, writes the screenshot and prints the app's messages;
    /// exits 1 if one of them is an error or a named file cannot be shown (NamedFileCheck).
    func runHeadless(size: PixelSize, catalog: ImageCatalog?, makeApp: () -> VitrineApp) {
        let script = readScript()
        // The app, and the images it holds, are gone before named files are decoded again:
        // the blur scene keeps its photo at full size, and a 512 MiB photo was held twice.
        let (reported, decoded) = play(script, on: makeApp(), size: size)
        let unshown = catalog.map { NamedFileCheck.problems(in: $0, reported: reported, decoded: decoded) } ?? []
        for problem in unshown { FileHandle.standardError.write(Data("\(AppMessage.error(problem))\n".utf8)) }
        // A named file that could not be shown fails the run, as a script expects.
        if !reported.isEmpty || !unshown.isEmpty { Foundation.exit(1) }
    }

    /// The `--input` script (none: an empty one), or exit 2.
    private func readScript() -> InputScript {
        guard let input else { return InputScript(commands: []) }
        let text: String
        if input == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: input) else {
                fail("cannot read input script '\(printableFileName(input))'", status: 2)
            }
            text = String(decoding: data, as: UTF8.self)
        }
        do {
            return try InputScript(parsing: text)
        } catch {
            fail(error.description, status: 2)
        }
    }

    /// Runs `script` on `app`, writes `--screenshot` and prints the app's messages (errors and
    /// warnings to standard error); returns the errors' texts and the files the run decoded.
    private func play(_ script: InputScript, on app: VitrineApp, size: PixelSize) -> (
        errors: [String], decoded: Set<String>
    ) {
        guard let host = HeadlessHost(app: app, size: size) else { fail("cannot make a \(size) frame", status: 1) }
        do {
            try host.run(script)
            if let screenshot { try host.writeFrame(to: screenshot) }
        } catch {
            fail(error.description, status: 1)
        }
        var reported: [String] = []
        for message in host.takeMessages() {
            if message.isForStandardError {
                if message.isError { reported.append(message.text) }
                FileHandle.standardError.write(Data("\(message)\n".utf8))
            } else {
                print(message)
            }
        }
        return (reported, app.decodedFiles)
    }
}
