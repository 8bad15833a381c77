import Foundation
import XCTest

@testable import AppShell

/// The README's input tables say what the bindings table says (a second list would drift).
final class ReadmeBindingsTests: XCTestCase {
    func testReadmeListsEveryBindingInItsScenesTable() throws {
        let readme = try String(contentsOfFile: Harness.resources + "/../README.md", encoding: .utf8)
        let input = readme[readme.range(of: "## Input\n")!.upperBound...]
        let section = String(input[..<input.range(of: "\n## ")!.lowerBound])
        let tables = section.components(separatedBy: "\nIn **")
        for binding in Bindings.table where !binding.input.isEmpty {
            let table: String
            switch binding.scope {
            case .everywhere: table = tables[0]
            case .scene(let id): table = tables.first { $0.hasPrefix(id.rawValue + "**") } ?? ""
            }
            // A key that is a table's bar is written escaped in Markdown.
            let input = binding.input.replacingOccurrences(of: "|", with: "\\|")
            XCTAssertTrue(
                table.contains("\n| \(input) | \(binding.does)"),
                "README's \(binding.scope) table lacks '| \(binding.input) | \(binding.does)'")
        }
    }
}
