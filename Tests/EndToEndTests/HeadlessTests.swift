import Foundation
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// The real `vitrine` binary, headless: scripted input in, PNGs out.
final class HeadlessEndToEndTests: XCTestCase {
    func testWheelPagesTheStripAndTheSnapSettles() throws {
        let dir = try Harness.scratchFolder(for: self)
        let first = dir.appendingPathComponent("first.png").path
        let moving = dir.appendingPathComponent("moving.png").path
        let second = dir.appendingPathComponent("second.png").path
        let settled = dir.appendingPathComponent("settled.png").path
        let script = """
            move 640 400
            shot \(first)
            wheel down
            wait 60    # mid-snap
            shot \(moving)
            wait 120   # 180 ms after the notch
            shot \(settled)
            wait 400
            """
        let r = try Harness.run(
            Harness.vitrine,
            [
                "--headless", "--size", "640x400", "--scene", "focus",
                "--input", "-", "--screenshot", second,
            ], stdin: script)
        XCTAssertEqual(r.status, 0, r.stderr)
        let a = try PNGFile.read(path: first), b = try PNGFile.read(path: moving), c = try PNGFile.read(path: second)
        XCTAssertEqual(a.size.width, 640)
        XCTAssertFalse(a.hasSamePixels(as: b), "the strip moves after a wheel notch")
        XCTAssertFalse(b.hasSamePixels(as: c), "the snap goes on after 60 ms")
        XCTAssertTrue(try PNGFile.read(path: settled).hasSamePixels(as: c), "settled 180 ms after the notch (issue 22)")
        XCTAssertFalse(a.hasSamePixels(as: c), "the next image is shown")
        // At rest the next image sits where the first one sat: the same slot, the background around it.
        XCTAssertEqual(a[5, 5], 0xFF20_2020)
        XCTAssertEqual(c[5, 5], 0xFF20_2020)
        XCTAssertNotEqual(c[320, 200], 0xFF20_2020)
    }

    func testMalformedScriptStopsWithLineNumberAndStatus2() throws {
        let r = try Harness.run(Harness.vitrine, ["--headless", "--input", "-"], stdin: "move 1 2\n\nwheel sideways\n")
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("line 3"), r.stderr)
        XCTAssertTrue(r.stderr.contains("sideways"), r.stderr)
    }

    func testBadImageFilesGiveOneClearLineAndStatus1() throws {
        let dir = try Harness.scratchFolder(for: self)
        let truncated = dir.appendingPathComponent("truncated.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: truncated)
        let text = dir.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for (file, words) in [
            (dir.appendingPathComponent("missing.png").path, "missing.png"),
            (truncated.path, "truncated.png"), (text.path, "notes.png"), (empty.path, "no images"),
        ] {
            let r = try Harness.run(Harness.vitrine, ["--headless", file], timeout: 20)
            XCTAssertEqual(r.status, 1, "\(file): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("vitrine: "), r.stderr)
            XCTAssertTrue(r.stderr.contains(words), r.stderr)
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
    }

    /// In a folder, a broken file does not stop the others: it shows as a crossed tile and is
    /// reported once, on standard error. The user named the folder, not the file: the run
    /// does not fail for it (NamedFileCheck's rule, the same in every scene).
    func testBrokenFileInAFolderShowsAPlaceholder() throws {
        let dir = try Harness.scratchFolder(for: self)
        let good = Harness.repositoryRoot.appendingPathComponent("Resources/strip/01-standing.png")
        try FileManager.default.copyItem(at: good, to: dir.appendingPathComponent("a.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("b.png"))
        let shot = dir.appendingPathComponent("shot.png").path
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "400x300", dir.path, "--input", "-", "--screenshot", shot],
            stdin: "key Down\nwait 400\nkey Up\nkey Down\nwait 400\nwait 7000\n")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "b.png").count - 1, 1, r.stderr)
        XCTAssertFalse(r.stdout.contains("b.png"), r.stdout)
        let frame = try PNGFile.read(path: shot)
        // Once the error's toast has gone, the only red is the tile's cross and the only pink
        // its line saying why, in colour inside the box.
        var red = 0, pink = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let c = Color(pixel: frame[x, y])
                if Int(c.red) > Int(c.green) + 50 { red += 1 }
                if abs(Int(c.red) - 0xE0) < 24 && abs(Int(c.green) - 0xA0) < 24 && abs(Int(c.blue) - 0xA0) < 24 {
                    pink += 1
                }
            }
        }
        XCTAssertGreaterThan(red, 300, "a red cross")
        XCTAssertGreaterThan(pink, 15, "the reason written on the tile")
    }

    /// One bad file among named ones: the good ones are still shown, the bad one is told once
    /// on standard error whether its header or its pixels are broken, and the run fails.
    func testNamedBadFilesAreToldOnStandardErrorAndFailTheRun() throws {
        let dir = try Harness.scratchFolder(for: self)
        let good = Harness.repositoryRoot.appendingPathComponent("Resources/strip/01-standing.png")
        let goodData = try Data(contentsOf: good)
        // A sound header and IHDR, then IDAT bytes cut short: only decoding finds out.
        try goodData.prefix(200).write(to: dir.appendingPathComponent("pixels.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("header.png"))
        for bad in ["pixels.png", "header.png"] {
            for scene in ["focus", "blur"] {
                let shot = dir.appendingPathComponent("shot.png").path
                let r = try Harness.run(
                    Harness.vitrine,
                    [
                        "--headless", "--size", "400x300", "--scene", scene,
                        dir.appendingPathComponent(bad).path, good.path,
                        "--screenshot", shot,
                    ], timeout: 20)
                XCTAssertEqual(r.status, 1, "\(scene) \(bad): \(r.stderr)")
                XCTAssertEqual(r.stderr.components(separatedBy: bad).count - 1, 1, "\(scene): told once: \(r.stderr)")
                XCTAssertTrue(r.stderr.hasPrefix("vitrine: cannot open"), r.stderr)
                XCTAssertEqual(r.stdout, "", "nothing on standard output")
                XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the frame was still drawn")
            }
        }
    }

    /// The strip's files, all good, and a scratch file with a sound header and IDAT bytes cut
    /// short, which only decoding finds out.
    private func goodFilesAndTruncated(in dir: URL) throws -> (good: [String], truncated: String) {
        let strip = Harness.repositoryRoot.appendingPathComponent("Resources/strip")
        let good = ["01-standing", "02-waving", "03-sliding", "04-fish", "05-chick"].map {
            strip.appendingPathComponent("\($0).png").path
        }
        let truncated = dir.appendingPathComponent("cut.png")
        try Data(contentsOf: URL(fileURLWithPath: good[0])).prefix(200).write(to: truncated)
        return (good, truncated.path)
    }

    /// A named file that cannot be shown fails a headless run even when the script never brings
    /// it into view, and it is told once.
    func testNamedFileNeverShownStillFailsTheRun() throws {
        let dir = try Harness.scratchFolder(for: self)
        let (good, truncated) = try goodFilesAndTruncated(in: dir)
        let lists = [
            ("alone", "focus", [truncated]),
            ("second of two", "focus", [good[0], truncated]),
            ("second of two", "blur", [good[0], truncated]),
            ("third of six", "focus", Array(good[0..<2]) + [truncated] + Array(good[2...])),
        ]
        for (place, scene, files) in lists {
            let r = try Harness.run(
                Harness.vitrine, ["--headless", "--size", "400x300", "--scene", scene] + files,
                timeout: 30)
            XCTAssertEqual(r.status, 1, "\(scene), \(place): \(r.stderr)")
            XCTAssertEqual(
                r.stderr.components(separatedBy: "cut.png").count - 1, 1, "\(scene), \(place): told once: \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(scene), \(place): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("vitrine: cannot open '\(truncated)': "), r.stderr)
        }
    }

    /// Files found in a named folder were not named: one the run never shows does not fail it.
    func testFolderMemberNeverShownDoesNotFailTheRun() throws {
        let dir = try Harness.scratchFolder(for: self)
        let (good, truncated) = try goodFilesAndTruncated(in: dir)
        let folder = dir.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (i, file) in good.enumerated() {
            try FileManager.default.copyItem(atPath: file, toPath: folder.appendingPathComponent("\(i).png").path)
        }
        try FileManager.default.copyItem(atPath: truncated, toPath: folder.appendingPathComponent("9-cut.png").path)
        let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "400x300", folder.path], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    /// A name holding a terminal escape and a newline is shown escaped, on one line.
    func testFileNamesAreShownEscaped() throws {
        let dir = try Harness.scratchFolder(for: self)
        let name = "red\u{1B}[31m\nsecond line.png"
        try Data("not a png".utf8).write(to: dir.appendingPathComponent(name))
        for scene in ["focus", "blur"] {
            let r = try Harness.run(
                Harness.vitrine, ["--headless", "--scene", scene, dir.appendingPathComponent(name).path])
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertFalse(r.stderr.contains("\u{1B}"), "no raw escape reaches the terminal: \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("red\\x1b[31m\\nsecond line.png"), r.stderr)
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        }
        let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "1\u{1B}x2"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("1\\x1bx2"), r.stderr)
    }

    func testUnknownSceneAndBadSizeAreRefused() throws {
        XCTAssertEqual(try Harness.run(Harness.vitrine, ["--headless", "--scene", "nope"]).status, 2)
        XCTAssertEqual(try Harness.run(Harness.vitrine, ["--headless", "--size", "0x5"]).status, 2)
        // Sizes that once overflowed Int arithmetic in the layout.
        let huge = "9223372036854775807x9223372036854775807"
        for arguments in [
            ["--box", huge], ["--size", huge], ["--box", "16385x10"], ["--cache-mib", "9223372036854775807"],
        ] {
            let r = try Harness.run(Harness.vitrine, ["--headless"] + arguments)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("vitrine: "), r.stderr)
        }
    }

    func testCtrlSSavesANewFileEachTime() throws {
        let dir = try Harness.scratchFolder(for: self)
        let script = "hold ctrl\nkey s\nkey s\nrelease ctrl\n"
        // A HOME without a pictures folder: the frames go into the current one.
        let process = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "320x200", "--input", "-"],
            environment: Harness.environment(["HOME": dir.path, "XDG_CONFIG_HOME": nil]),
            stdin: script, workingDirectory: dir)
        XCTAssertEqual(process.status, 0, process.stderr)
        let saved = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }
            .sorted()
        XCTAssertEqual(saved.count, 2, "\(saved)")
        XCTAssertTrue(process.stdout.contains("saved"), process.stdout)
        XCTAssertEqual(try PNGFile.read(path: dir.appendingPathComponent(saved[0]).path).size.width, 320)
    }
}

extension HeadlessEndToEndTests {
    /// One good file named alone, among bad neighbours in its folder: the neighbours the focus
    /// strip brings into view are told on standard error, and the run succeeds in every scene
    /// (it failed in focus and passed in blur, as only focus showed them).
    func testBadNeighboursOfANamedFileDoNotFailTheRunInAnyScene() throws {
        let dir = try Harness.scratchFolder(for: self)
        let good = Harness.repositoryRoot.appendingPathComponent("Resources/strip/01-standing.png")
        try FileManager.default.copyItem(at: good, to: dir.appendingPathComponent("b.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("a.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("c.png"))
        for scene in ["focus", "blur", "tilt", "edges", "stamps"] {
            let r = try Harness.run(
                Harness.vitrine,
                ["--headless", "--size", "400x300", "--scene", scene, dir.appendingPathComponent("b.png").path],
                timeout: 30)
            XCTAssertEqual(r.status, 0, "\(scene): \(r.stderr)")
            if scene == "focus" { XCTAssertTrue(r.stderr.contains("a.png"), "told: \(r.stderr)") }
        }
    }

    /// The end-of-run check is linear in the named files: 100,000 missing names (each told
    /// once) finish in seconds; it was quadratic (16,000 took 167 s).
    func testManyMissingNamedFilesEndQuickly() throws {
        let names = (0..<100_000).map { "/nonexistent/vitrine-missing-\($0).png" }
        let started = Date()
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "320x200", "-i"], stdin: names.joined(separator: "\n"),
            timeout: 120)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(r.status, 1, String(r.stderr.prefix(300)))
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 100_000, "each told once")
        print("100,000 missing named files: \(String(format: "%.1f", seconds)) s")
        XCTAssertLessThan(seconds, Sanitizers.active ? 120 : 30)
    }
}

extension HeadlessEndToEndTests {
    /// A file whose name is not UTF-8 (`caf\xe9.png`, Latin-1 from an older disk) is opened
    /// when named, found in its folder, read from standard input, named escaped in messages,
    /// and its edit is saved beside it under the same bytes.
    func testANameThatIsNotUTF8IsOpenedFoundAndSavedBeside() throws {
        let dir = try Harness.scratchFolder(for: self)
        let good = Harness.repositoryRoot.appendingPathComponent("Resources/strip/01-standing.png")
        let latin: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".png".utf8)
        let path = Array(dir.path.utf8) + [0x2F] + latin
        let data = try Data(contentsOf: good)
        let written = path.withUnsafeBufferPointer { bytes -> Bool in
            let cPath = Array(bytes) + [0]
            guard let file = fopen(cPath.map { CChar(bitPattern: $0) }, "wb") else { return false }
            defer { fclose(file) }
            return data.withUnsafeBytes { fwrite($0.baseAddress, 1, data.count, file) } == data.count
        }
        XCTAssertTrue(written)
        // Through the shell, so the argument keeps its byte (Process would make it UTF-8).
        func run(_ command: String) throws -> Harness.Outcome {
            try Harness.run(
                "/bin/sh", ["-c", command, Harness.vitrine, dir.path],
                environment: Harness.environment(["HOME": dir.path, "XDG_CONFIG_HOME": nil]),
                stdin: "hold ctrl\nkey s\nrelease ctrl\n")
        }
        let named = try run("\"$0\" --headless --size 320x200 --scene blur --input - \"$1/$(printf 'caf\\351.png')\"")
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(named.stdout, "saved \(dir.path)/caf\\xe9-blur.png\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(names.count, 2, "\(names)")
        let folder = try run("\"$0\" --headless --size 320x200 \"$1\" < /dev/null")
        XCTAssertEqual(folder.status, 0, folder.stderr)
        let listed = try run("printf '%s/caf\\351.png\\n' \"$1\" | \"$0\" --headless --size 320x200 -i")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let missing = try run("\"$0\" --headless --size 320x200 \"$1/$(printf 'nope\\351.png')\" < /dev/null")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "vitrine: cannot open '\(dir.path)/nope\\xe9.png': no such file\n")
        // An input script whose name is not UTF-8 is read too.
        let script = try run(
            "printf 'wait 10\\n' > \"$1/$(printf 's\\351.txt')\" && \"$0\" --headless --size 320x200 --input \"$1/$(printf 's\\351.txt')\" \"$1\" < /dev/null"
        )
        XCTAssertEqual(script.status, 0, script.stderr)
    }
}

/// Damaged files shown in part, as eog and nsxiv show them (issue 23).
extension HeadlessEndToEndTests {
    /// A JPEG cut short shows its top rows with a "cut short" badge, the line on standard error
    /// names it, and the run fails, as for any named file that is not whole.
    func testAJPEGCutShortIsShownInPartWithABadgeAndFailsTheRun() throws {
        let dir = try Harness.scratchFolder(for: self)
        let photo = Harness.repositoryRoot.appendingPathComponent("Tests/ImageFilesTests/Fixtures/photo.jpg")
        let cut = dir.appendingPathComponent("photo-cut.jpg")
        try Data(contentsOf: photo).prefix(4000).write(to: cut)
        let shot = dir.appendingPathComponent("shot.png").path
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "800x500", cut.path, "--screenshot", shot], timeout: 20)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("vitrine: cut short: '\(cut.path)' (the file is truncated"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "told once: \(r.stderr)")
        let frame = try PNGFile.read(path: shot)
        // The photo's top rows in colour in the box, libjpeg's grey below the cut, the amber badge.
        let top = frame[400, 140], bottom = frame[400, 340]
        XCTAssertFalse(Pixel.red(top) == Pixel.green(top) && Pixel.green(top) == Pixel.blue(top), "colour at the top")
        XCTAssertTrue(
            Pixel.red(bottom) == Pixel.green(bottom) && Pixel.green(bottom) == Pixel.blue(bottom), "grey below")
        // Looked for at the box's bottom left, over libjpeg's grey: the photo's own yellows, above,
        // are amber enough to pass without any badge.
        let amber = (340..<380).flatMap { y in (224..<400).map { x in frame[x, y] } }.filter {
            Pixel.red($0) > 200 && Pixel.green($0) > 150 && Pixel.blue($0) < 130
        }
        XCTAssertGreaterThan(amber.count, 30, "the badge's words")
    }
}
