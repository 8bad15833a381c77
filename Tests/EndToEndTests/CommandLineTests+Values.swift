import Foundation
import XCTest

extension CommandLineTests {
    /// Values that start with "-" are values, as X programs take `-geometry -0-0`: they parse,
    /// or are refused by their own check (status 2, the reason), never ArgumentParser's
    /// "Missing value" (status 64).
    func testValuesStartingWithADash() throws {
        let ok = try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "--geometry", "-0-0"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        for (arguments, message) in [
            (["--size", "-1x5"], "--size: '-1x5': each side must be 1 to 16384"),
            (["--scale", "-1"], "--scale takes a number from 0.5 to 4, not '-1'"),
            (["--box", "-5x5"], "--box: '-5x5': each side must be 1 to 16384"),
            (["--cache-mib", "-1"], "--cache-mib takes a whole number from 16 to 1048576 (MiB), not '-1'"),
            (["--scene", "-x"], "unknown scene '-x'; scenes: focus, blur, tilt, edges, stamps, grid"),
        ] {
            let r = try Harness.run(Harness.vitrine, ["--headless"] + arguments)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stderr, "vitrine: \(message)\n", "\(arguments)")
        }
    }

    /// `--cache-mib` takes a whole number of MiB, 16 to 1048576; anything else is status 2.
    func testCacheMiBValues() throws {
        XCTAssertEqual(
            try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "--cache-mib", "16"]).status, 0)
        for value in ["abc", "1e3", "15", "1048577", "12345678901234567890", "", " 64", "64.0"] {
            let r = try Harness.run(Harness.vitrine, ["--headless", "--cache-mib", value])
            XCTAssertEqual(r.status, 2, "\(value.debugDescription): \(r.stderr)")
            XCTAssertEqual(
                r.stderr, "vitrine: --cache-mib takes a whole number from 16 to 1048576 (MiB), not '\(value)'\n")
        }
    }

    /// A title is bounded in Unicode scalars as well as characters: one "Z" with 60,000
    /// combining marks is one character, refused at once rather than drawn for 20 s.
    func testTitleScalarsAreBounded() throws {
        let heavy = "Z" + String(repeating: "\u{0301}", count: 60_000)
        let started = Date()
        let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "tilt", "--title", heavy])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(
            r.stderr,
            "vitrine: --title takes 1 to 64 characters of at most 256 Unicode scalars in all, not 60001\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        // Accents within the bound are fine: 64 characters of 4 scalars each.
        let accented = String(repeating: "e\u{0301}\u{0300}\u{0302}", count: 64)
        XCTAssertEqual(
            try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "tilt", "--title", accented]).status, 0
        )
    }

    /// `--help` is written for the argument parser to wrap: its paragraphs are single lines
    /// (not broken again mid-sentence), and the key table's rows fit 79 columns, each
    /// continued under its second column.
    func testHelpIsWrappedOnce() throws {
        let help = try Harness.run(Harness.vitrine, ["--help"], environment: Harness.environment(["COLUMNS": "80"]))
        XCTAssertEqual(help.status, 0, help.stderr)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let joined = lines.joined(separator: " ")
        XCTAssertTrue(joined.contains("(-r: with their subfolders; one file opens among its folder's images)"), joined)
        XCTAssertFalse(help.stdout.contains("one file\nopens"), help.stdout)
        guard let keys = lines.firstIndex(where: { $0.hasPrefix("Keys and mouse") }) else {
            return XCTFail("no key table: \(help.stdout)")
        }
        let table = lines[(keys + 1)...].prefix { !$0.isEmpty }
        XCTAssertGreaterThan(table.count, 40)
        for line in table {
            XCTAssertLessThanOrEqual(line.count, 79, String(line))
            let heading = !line.hasPrefix(" ") && line.hasSuffix(":")
            XCTAssertTrue(heading || line.hasPrefix("  "), "a row broken off its columns: \(line)")
            if line.hasPrefix("   ") {
                XCTAssertTrue(
                    line.hasPrefix(String(repeating: " ", count: 36)), "a continuation off column 36: \(line)")
            }
        }
        let drag = "  drag                              scroll, fling; click a neighbour to centre\n"
        XCTAssertTrue(help.stdout.contains(drag + String(repeating: " ", count: 36) + "it\n"), help.stdout)
    }
}

extension CommandLineTests {
    /// Runs `vitrine ARGUMENTS < SOURCE` through the shell: SOURCE is a device or a pipeline
    /// that never ends (`/dev/zero`, `yes |`).
    private func runFed(_ pipeline: String, _ arguments: String) throws -> Harness.Outcome {
        try Harness.run("/bin/sh", ["-c", "\(pipeline) \"$0\" \(arguments)", Harness.vitrine], timeout: 60)
    }

    /// `-i` and `--input -` read standard input within bounds: an endless line, a NUL byte or
    /// a script past 16 MiB end the start at once with status 2 and the line; a million names
    /// (`yes`) stop the reading with a warning, and the run goes on with them. Each ran until
    /// killed, silently.
    func testStandardInputIsBounded() throws {
        for (pipeline, arguments, message) in [
            ("exec </dev/zero", "--headless -i", "standard input line 1: a file name longer than 4096 bytes"),
            ("printf 'a.png\\nb\\0c\\n' |", "--headless -i", "standard input line 2: a file name with a NUL byte"),
            ("exec </dev/zero", "--headless --input -", "input script line 1: a line longer than 4096 bytes"),
            (
                "printf 'move 1 1\\nwa\\0it 5\\n' |", "--headless --input -",
                "input script line 2: a line with a NUL byte"
            ),
            ("yes 'move 1 1' 2>/dev/null |", "--headless --input -", "input script is larger than 16 MiB"),
        ] as [(String, String, String?)] {
            let r = try runFed(pipeline, arguments)
            XCTAssertEqual(r.status, 2, "\(pipeline): \(r.stderr)")
            if let message { XCTAssertEqual(r.stderr, "vitrine: \(message)\n", pipeline) }
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(pipeline): \(r.stderr)")
        }
        let many = try runFed("yes /nonexistent/y.png 2>/dev/null |", "--headless --size 160x100 -i")
        XCTAssertEqual(many.status, 1, many.stderr)
        XCTAssertEqual(
            many.stderr,
            """
            vitrine: standard input has more than 1000000 lines; showing the first 1000000 names
            vitrine: cannot open '/nonexistent/y.png': no such file

            """)
    }
}
