import Foundation
import Headless
import XCTest

/// Inputs with which `make fuzz` broke the script parser, kept in Tests/HeadlessTests/Fuzz and
/// replayed with the fuzz harness's check (Sources/vitrine-fuzz/Harness.swift): a script parses,
/// or fails at the same line, alike with LF and with CRLF line ends.
final class FuzzRegressionTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")

    func testFuzzFindingsParseAlikeWithCRLF() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
        XCTAssertFalse(files.isEmpty, "no files in \(Self.folder.path)")
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            XCTAssertEqual(outcome(text), outcome(text.replacing("\n", with: "\r\n")), file.lastPathComponent)
        }
    }

    private func outcome(_ text: String) -> Result<InputScript, InputScript.SyntaxError> {
        Result { () throws(InputScript.SyntaxError) in try InputScript(parsing: text) }
    }
}
