import Foundation
import ImageFiles
import Raster
import XCTest

/// What the command line accepts and how it refuses the rest (status 2, one clear line).
final class CommandLineTests: XCTestCase {
    func testVersion() throws {
        let r = try Harness.run(Harness.vitrine, ["--version"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotNil(r.stdout.wholeMatch(of: /vitrine \d+\.\d+\.\d+\n/), r.stdout)
    }

    /// `Blur`, `BLUR` and `--scene Focus` open the scenes their lowercase names open.
    func testSceneNamesInAnyCase() throws {
        let dir = try Harness.scratchFolder(for: self)
        func frame(_ arguments: [String]) throws -> Surface {
            let shot = dir.appendingPathComponent("shot.png").path
            let r = try Harness.run(
                Harness.vitrine, ["--headless", "--size", "160x100", "--screenshot", shot] + arguments)
            XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
            return try PNGFile.read(path: shot)
        }
        let blur = try frame(["blur"]), focus = try frame(["--scene", "focus"])
        XCTAssertFalse(blur.hasSamePixels(as: focus))
        XCTAssertTrue(try frame(["Blur"]).hasSamePixels(as: blur))
        XCTAssertTrue(try frame(["BLUR"]).hasSamePixels(as: blur))
        XCTAssertTrue(try frame(["--scene", "Focus"]).hasSamePixels(as: focus))
        let r = try Harness.run(Harness.vitrine, ["--headless", "--scene", "Nope"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("vitrine: unknown scene 'Nope'"), r.stderr)
    }

    /// --geometry's size is the frame's size headless too; bad values and a size given twice
    /// are status 2 with the reason, as is a --class that is not a plain name.
    func testGeometryAndClassValues() throws {
        let shot = try Harness.scratchFolder(for: self).appendingPathComponent("shot.png").path
        let ok = try Harness.run(
            Harness.vitrine,
            [
                "--headless", "--geometry", "160x100-5+5", "--class", "Gallery",
                "--screenshot", shot,
            ])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(try PNGFile.read(path: shot).size.width, 160)
        let refusals = [
            (["--geometry", "160x"], "--geometry: expected WxH, WxH+X+Y or +X+Y such as 1280x800+0+0, not '160x'"),
            (["--geometry", "0x10+0+0"], "--geometry: '0x10+0+0': each side must be 1 to 16384"),
            (["--geometry", "+40000+0"], "--geometry: '+40000+0': each offset must be -32767 to 32767"),
            (["--geometry", "10x10", "--size", "20x20"], "--size and --geometry both give a size; give one"),
            (["--class", ""], "--class takes 1 to 64 printable ASCII characters, no spaces: ''"),
            (["--class", "My Viewer"], "--class takes 1 to 64 printable ASCII characters, no spaces: 'My Viewer'"),
        ]
        for (arguments, message) in refusals {
            let r = try Harness.run(Harness.vitrine, ["--headless"] + arguments)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stderr, "vitrine: \(message)\n")
        }
        // A place alone is fine: the size stays the default.
        XCTAssertEqual(
            try Harness.run(Harness.vitrine, ["--headless", "--geometry", "+0+0", "--size", "20x20"]).status, 0)
    }

    func testScale() throws {
        XCTAssertEqual(try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "--scale", "2"]).status, 0)
        for value in ["abc", "0.4", "4.5", "nan", "-1"] {
            let r = try Harness.run(Harness.vitrine, ["--headless", "--scale=\(value)"])
            XCTAssertEqual(r.status, 2, "\(value): \(r.stderr)")
            XCTAssertEqual(r.stderr, "vitrine: --scale takes a number from 0.5 to 4, not '\(value)'\n")
        }
    }

    func testBadSizesSayWhatIsWrong() throws {
        for (arguments, message) in [
            (["--size", "abc"], "--size: expected WxH such as 1280x800, not 'abc'"),
            (["--size", "0x600"], "--size: '0x600': each side must be 1 to 16384"),
            (["--size", "99999x10"], "--size: '99999x10': each side must be 1 to 16384"),
            (["--box", "640"], "--box: expected WxH such as 1280x800, not '640'"),
            (["--box", "16385x10"], "--box: '16385x10': each side must be 1 to 16384"),
        ] {
            let r = try Harness.run(Harness.vitrine, ["--headless"] + arguments)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stderr, "vitrine: \(message)\n")
        }
    }
}

extension CommandLineTests {
    /// With fontconfig finding no fonts, the viewer says so once, on standard error, falls
    /// back to DejaVu Sans at its usual path, and still writes its text: the run succeeds.
    func testNoFontsFallsBackWithOneWarning() throws {
        let dir = try Harness.scratchFolder(for: self)
        let config = dir.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><cachedir>\(dir.path)/cache</cachedir></fontconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        let shot = dir.appendingPathComponent("shot.png").path
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "320x200", "--screenshot", shot],
            environment: Harness.environment(["FONTCONFIG_FILE": config.path]))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "vitrine: fontconfig found no fonts; using DejaVu Sans\n")
        let frame = try PNGFile.read(path: shot)
        // The status line's text: light pixels in its left part.
        let light = (frame.height - 18..<frame.height).flatMap { y in (0..<120).map { frame[$0, y] } }
            .filter { Color(pixel: $0).red > 180 }.count
        XCTAssertGreaterThan(light, 20, "the status line is written")
    }
}

extension CommandLineTests {
    /// `--title` takes 1 to 64 characters without control characters or line breaks; anything
    /// else is one line and status 2, before any scene is made.
    func testTitleValidation() throws {
        for (title, message) in [
            ("", "--title takes 1 to 64 characters, not 0"),
            (String(repeating: "x", count: 65), "--title takes 1 to 64 characters, not 65"),
            ("a\tb", "--title must not contain control characters: 'a\\tb'"),
            ("line\none", "--title must not contain control characters: 'line\\none'"),
            ("\u{1b}[31mred", "--title must not contain control characters: '\\x1b[31mred'"),
            ("a\u{2028}b", "--title must not contain control characters: 'a\\u{2028}b'"),
        ] {
            let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", "--title", title])
            XCTAssertEqual(r.status, 2, "\(title.debugDescription): \(r.stderr)")
            XCTAssertEqual(r.stderr, "vitrine: \(message)\n", title.debugDescription)
        }
    }

    /// A valid title (64 characters counted as people see them) and --reduce-motion run the
    /// focus scene as usual.
    func testValidTitleAndReduceMotion() throws {
        for title in ["X", "Été 2024 — 日本", String(repeating: "é", count: 64)] {
            let r = try Harness.run(
                Harness.vitrine, ["--headless", "--size", "160x100", "--title", title, "--reduce-motion", "focus"])
            XCTAssertEqual(r.status, 0, "\(title): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", title)
        }
        let help = try Harness.run(Harness.vitrine, ["--help"])
        XCTAssertTrue(help.stdout.contains("--reduce-motion"), help.stdout)
        XCTAssertTrue(help.stdout.contains("--title"), help.stdout)
    }

    /// `--stamp` adds each PNG as a sticker on the stamps scene's picture; a file that cannot
    /// be read stops the start with its name and status 1, too many with status 2.
    func testStampStickers() throws {
        let dir = try Harness.scratchFolder(for: self)
        let shot = dir.appendingPathComponent("shot.png").path
        let sticker = dir.appendingPathComponent("dot.png").path
        let red = Surface(width: 60, height: 60)!
        red.clear(to: Color(red: 255, green: 0, blue: 0))
        try PNGFile.write(red, to: sticker)
        func frame(_ extra: [String]) throws -> Surface {
            let r = try Harness.run(
                Harness.vitrine,
                [
                    "--headless", "--size", "640x400", "stamps", "--input", "-",
                    "--screenshot", shot,
                ] + extra, stdin: "move 5 5\n")
            XCTAssertEqual(r.status, 0, r.stderr)
            return try PNGFile.read(path: shot)
        }
        let plain = try frame([]), stamped = try frame(["--stamp", sticker])
        // The first sticker lies at 14% across and 80% down the picture (640 x 360 at y 20).
        let p = stamped[90, 20 + 288]
        XCTAssertEqual(Pixel.red(p), 255, String(p, radix: 16))
        XCTAssertEqual(Pixel.green(p), 0)
        XCTAssertNotEqual(plain[90, 308], p)

        let missing = try Harness.run(Harness.vitrine, ["--headless", "stamps", "--stamp", dir.path + "/nope.png"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.png"), missing.stderr)
        let many = try Harness.run(
            Harness.vitrine,
            ["--headless", "stamps"] + Array(repeating: ["--stamp", sticker], count: 13).flatMap { $0 })
        XCTAssertEqual(many.status, 2)
        XCTAssertTrue(many.stderr.contains("at most 12"), many.stderr)
    }

    /// `-i` and `-` take the list from standard input, one name a line, as given (no
    /// neighbours added); a headless run fails for a listed file that cannot be shown.
    func testFileNamesFromStandardInput() throws {
        let strip = Harness.repositoryRoot.appendingPathComponent("Resources/strip").path
        let list = "\(strip)/02-waving.png\n\n\(strip)/01-standing.png\n"
        for arguments in [["-i"], ["-"]] {
            let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "320x200"] + arguments, stdin: list)
            XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
        }
        let bad = try Harness.run(Harness.vitrine, ["--headless", "--size", "320x200", "-i"], stdin: "/nope/x.png\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("x.png"), bad.stderr)
        let empty = try Harness.run(Harness.vitrine, ["--headless", "-i"], stdin: "")
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stderr.contains("no file names on standard input"), empty.stderr)
    }
}
