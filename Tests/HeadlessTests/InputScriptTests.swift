import Geometry
import Headless
import XCTest

final class InputScriptTests: XCTestCase {
    func testEveryCommandParses() throws {
        let script = try InputScript(
            parsing: """
                # a comment line
                move 10 20.5
                leave
                down 1 2
                up 3 4
                drag 1 2 3 4 250   # trailing comment
                wheel up
                wheel right 3
                key Tab
                key plus
                key F11
                hold ctrl
                release shift
                wait 16
                shot out.png
                """)
        XCTAssertEqual(
            script.commands.map(\.command),
            [
                .move(Point(10, 20.5)), .leave, .down(Point(1, 2)), .up(Point(3, 4)),
                .drag(from: Point(1, 2), to: Point(3, 4), milliseconds: 250), .wheel(.up, count: 1),
                .wheel(.right, count: 3),
                .key(.tab), .key(.character("+")), .key(.function(11)), .hold(.ctrl), .release(.shift),
                .wait(milliseconds: 16),
                .shot(path: "out.png"),
            ])
        XCTAssertEqual(script.commands.map(\.line), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    }

    func testMalformedLinesNameTheirLine() {
        let cases: [(String, String)] = [
            ("move 1", "takes 2"), ("jump 1 2", "unknown command"), ("wheel sideways", "sideways"),
            ("key Hyper", "unknown key"), ("hold meta", "unknown modifier"), ("wait -5", "outside"),
            ("move x 2", "not a number"), ("shot out.jpg", ".png"), ("wheel up 0", "count"),
            ("drag -1e308 0 1e308 0 100", "outside"), ("move 0 1000001", "outside"),
        ]
        for (line, words) in cases {
            XCTAssertThrowsError(try InputScript(parsing: "\n\(line)")) { error in
                let e = error as! InputScript.SyntaxError
                XCTAssertEqual(e.line, 2, line)
                XCTAssertTrue(e.description.contains(words), "\(line): \(e.description)")
            }
        }
    }

    /// Before, "\r\n" (one Character in Swift) did not split lines: this script was one line,
    /// all of it a comment, and ran as nothing.
    func testCRLFLineEndsParseAsLF() throws {
        let script = try InputScript(parsing: "# pinch\r\nhold ctrl\r\n\r\ndrag 1 2 3 4 50\r\n")
        XCTAssertEqual(
            script.commands.map(\.command), [.hold(.ctrl), .drag(from: Point(1, 2), to: Point(3, 4), milliseconds: 50)])
        XCTAssertEqual(script.commands.map(\.line), [2, 4])
        XCTAssertThrowsError(try InputScript(parsing: "wait 1\r\nwait -1\r\n")) { error in
            XCTAssertEqual((error as! InputScript.SyntaxError).line, 2)
        }
    }
}
