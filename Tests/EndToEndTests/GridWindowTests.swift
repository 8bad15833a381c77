import Foundation
import Geometry
import ImageFiles
import Raster
import XCTest

/// The thumbnail grid in the real binary (issue 24): a folder of more pictures than a screen of
/// tiles opens on the grid, fewer on the strip, `--folder-view` says otherwise; the grid's
/// keys through the X server move the selection, Enter opens the strip at it, G and Esc.
extension WindowTests {
    /// A folder of `count` pictures, picture n a flat colour of its own (`gridColour(n)`), so a
    /// tile's middle says which picture it shows.
    private func gridFolder(_ count: Int, name: String = #function) throws -> String {
        let folder = try Harness.scratchFolder(name, for: self).path
        for n in 0..<count {
            let picture = Surface(size: PixelSize(120, 90))!
            picture.clear(to: gridColour(n))
            try PNGFile.write(picture, to: folder + String(format: "/p%02d.png", n))
        }
        return folder
    }

    private func gridColour(_ n: Int) -> Color { Color(red: UInt8(40 + 4 * n), green: 100, blue: UInt8(220 - 3 * n)) }

    func title(_ server: XvfbServer, _ viewer: Viewer) throws -> String {
        try server.client("xdotool", ["getwindowname", viewer.window]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Presses `keys` one at a time, each followed by its frame and the idle after it.
    func press(_ keys: [String], _ server: XvfbServer, _ viewer: Viewer) throws {
        for key in keys {
            let mark = viewer.eventMark()
            _ = try server.client("xdotool", ["key", "--window", viewer.window, key])
            viewer.waitForIdleFrame(since: mark)
        }
    }

    func testAFolderOfMoreThanAScreenfulOpensOnTheGridAndItsKeysWork() throws {
        let server = try XvfbServer()
        // 640 x 400: three columns of 160 px tiles from x = 68, two whole rows from y = 12, 172
        // apart: six tiles a screen, and the folder holds 20.
        let cache = try Harness.scratchFolder("grid-cache", for: self).path
        let folder = try gridFolder(20)
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", folder],
            extraEnvironment: ["XDG_CACHE_HOME": cache])
        viewer.waitUntilIdle()
        XCTAssertEqual(try title(server, viewer), "p00.png — grid — Vitrine")
        let shown = try capture(server, viewer)
        for (n, x, y) in [(0, 148, 92), (2, 148 + 344, 92), (4, 148 + 172, 92 + 172)] {
            XCTAssertEqual(Color(pixel: shown.row(y)[x]), gridColour(n), "tile \(n)'s middle")
        }
        XCTAssertGreaterThan(Color(pixel: shown.row(9)[148]).red, 220, "the selection's white frame")
        // The tiles' thumbnails went to the desktop's shared cache (this test's XDG_CACHE_HOME):
        // 120 x 90 pictures need no more than the 128 px size.
        let shared =
            (try? FileManager.default.contentsOfDirectory(atPath: cache + "/thumbnails/normal"))
        XCTAssertGreaterThanOrEqual(shared?.filter { $0.hasSuffix(".png") }.count ?? 0, 6, "the first screen's, shared")
        // GIO, through which GNOME's file manager and file chooser find thumbnails, finds
        // Vitrine's and counts it valid.
        let gio = try Harness.run(
            "/usr/bin/gio", ["info", "-a", "thumbnail::path,thumbnail::is-valid", folder + "/p00.png"],
            environment: Harness.environment(["XDG_CACHE_HOME": cache]))
        XCTAssertTrue(gio.stdout.contains("thumbnail::path: \(cache)/thumbnails/normal/"), gio.stdout + gio.stderr)
        XCTAssertTrue(gio.stdout.contains("thumbnail::is-valid: TRUE"), gio.stdout + gio.stderr)

        try press(["Right", "Down"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "p04.png — grid — Vitrine")
        try press(["Return"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "p04.png — focus — Vitrine", "Enter: the strip at the selection")
        try press(["Right", "g"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "p05.png — grid — Vitrine", "G: the grid at the strip's picture")
        try press(["End"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "p19.png — grid — Vitrine")
        let end = try capture(server, viewer)
        // 20 tiles in 7 rows, the last row's two at its left; scrolled to the end: the last
        // row's tiles end 12 px above the bottom, at y = 400 - 12 - 160 = 228.
        XCTAssertEqual(Color(pixel: end.row(228 + 80)[148 + 172]), gridColour(19), "the last tile, scrolled to")
        try press(["Escape"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "p19.png — focus — Vitrine", "Esc: back where G came from")
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "Escape"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "Esc in the strip quits")
    }

    func testFewPicturesOrASettingOpenOnTheStrip() throws {
        let server = try XvfbServer()
        let few = try Viewer(server: server, arguments: ["--size", "640x400", try gridFolder(6)])
        XCTAssertEqual(try title(server, few), "p00.png — focus — Vitrine", "six fit one screen of tiles")
        _ = try server.client("xdotool", ["key", "--window", few.window, "q"])
        XCTAssertEqual(few.waitForExit(timeout: 10), 0)

        let many = try gridFolder(20, name: "many")
        let strip = try Viewer(server: server, arguments: ["--size", "640x400", "--folder-view", "strip", many])
        XCTAssertEqual(try title(server, strip), "p00.png — focus — Vitrine")
        _ = try server.client("xdotool", ["key", "--window", strip.window, "q"])
        XCTAssertEqual(strip.waitForExit(timeout: 10), 0)

        let named = try Viewer(server: server, arguments: ["--size", "640x400", "blur", many])
        XCTAssertEqual(try title(server, named), "p00.png — blur — Vitrine", "a named scene opens")
        _ = try server.client("xdotool", ["key", "--window", named.window, "q"])
        XCTAssertEqual(named.waitForExit(timeout: 10), 0)

        let bad = try Harness.run(Harness.vitrine, ["--headless", "--folder-view", "tiles", many])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--folder-view takes grid, strip or auto, not 'tiles'"), bad.stderr)
    }
}

extension WindowTests {
    /// The list's keys through the X server, as a user presses them: `>` and `_` (Shift on a US
    /// layout) turn and flip the picture, Alt+S sorts, Delete trashes and Ctrl+Z puts back.
    func testTurnSortAndTrashKeysThroughTheServer() throws {
        let server = try XvfbServer()
        let folder = try Harness.scratchFolder(for: self).path
        let data = try Harness.scratchFolder("trash-data", for: self).path
        // b.png is the oldest file: sorted by modification time it comes first.
        for (name, seconds) in [("a.png", 1_700_000_000), ("b.png", 1_600_000_000), ("c.png", 1_650_000_000)] {
            let picture = Surface(size: PixelSize(400, 300))!
            picture.fill(PixelRect(x: 0, y: 0, width: 200, height: 300), with: Color(rgb: 0xE02020))
            picture.fill(PixelRect(x: 200, y: 0, width: 200, height: 300), with: Color(rgb: 0x2020E0))
            try PNGFile.write(picture, to: folder + "/" + name)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))],
                ofItemAtPath: folder + "/" + name)
        }
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", folder], extraEnvironment: ["XDG_DATA_HOME": data])
        viewer.waitUntilIdle()
        func colour(_ x: Int, _ y: Int) throws -> Color {
            let shot = try capture(server, viewer)
            return withExtendedLifetime(shot) { Color(pixel: shot.row(y)[x]) }
        }
        XCTAssertEqual(try colour(260, 200), Color(rgb: 0xE02020), "red on the left")

        try press(["greater"], server, viewer)
        XCTAssertEqual(try colour(320, 140), Color(rgb: 0xE02020), "> turned it clockwise: red on top")
        try press(["underscore"], server, viewer)
        XCTAssertEqual(try colour(320, 140), Color(rgb: 0x2020E0), "_ flipped it: blue on top")

        // Alt+S: by date taken (none here: by the files' times).
        try press(["alt+s"], server, viewer)
        viewer.waitUntilIdle()
        XCTAssertEqual(try title(server, viewer), "a.png — focus — Vitrine", "the picture shown stays")
        try press(["Home"], server, viewer)
        XCTAssertEqual(try title(server, viewer), "b.png — focus — Vitrine", "the oldest first")

        try press(["Delete"], server, viewer)
        XCTAssertTrue(FileManager.default.fileExists(atPath: data + "/Trash/files/b.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/b.png"))
        XCTAssertEqual(try title(server, viewer), "c.png — focus — Vitrine")
        try press(["ctrl+z"], server, viewer)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/b.png"))
        XCTAssertEqual(try title(server, viewer), "b.png — focus — Vitrine")
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
        let said = String(decoding: viewer.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(said.contains("moved 'b.png' to the trash"), said)
        XCTAssertTrue(said.contains("sorted by date taken"), said)
    }
}

extension WindowTests {
    /// The rest of issue 24's keys through the X server, each seen to change the window (or its
    /// title): the grid's C, N, + and -, PgDn, PgUp and Home; in the strip <, |, Ctrl+I, S and
    /// D (the info card, and the slideshow's note in the status line, are drawn).
    func testEveryNewKeyChangesWhatTheWindowShows() throws {
        let server = try XvfbServer()
        let folder = try Harness.scratchFolder(for: self).path
        for n in 0..<20 {
            let picture = Surface(size: PixelSize(160, 90))!
            picture.fill(
                PixelRect(x: 0, y: 0, width: 80, height: 90), with: Color(rgb: UInt32(0x400000 + n * 0x0A0000)))
            picture.fill(PixelRect(x: 80, y: 0, width: 80, height: 90), with: Color(rgb: 0x2040E0))
            try PNGFile.write(picture, to: folder + String(format: "/p%02d.png", n))
        }
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", folder],
            extraEnvironment: ["XDG_CACHE_HOME": try Harness.scratchFolder("keys-cache", for: self).path])
        viewer.waitUntilIdle()
        XCTAssertEqual(try title(server, viewer), "p00.png — grid — Vitrine")
        // `idles`: false while a slideshow runs (the viewer then waits for the next page, never
        // idle): the key's frame, and a moment for the toast.
        func changes(
            _ key: String, title expected: String? = nil, idles: Bool = true, file: StaticString = #filePath,
            line: UInt = #line
        ) throws {
            let before = try capture(server, viewer)
            if idles {
                try press([key], server, viewer)
                viewer.waitUntilIdle()
            } else {
                _ = try server.client("xdotool", ["key", "--window", viewer.window, key])
                usleep(500_000)
            }
            let after = try capture(server, viewer)
            XCTAssertFalse(after.hasSamePixels(as: before), "\(key) changed nothing", file: file, line: line)
            if let expected { XCTAssertEqual(try title(server, viewer), expected, key, file: file, line: line) }
        }
        try changes("c")
        try changes("n")
        try changes("minus")
        try changes("plus")
        try changes("Next", title: "p06.png — grid — Vitrine")
        try changes("Prior", title: "p00.png — grid — Vitrine")
        try changes("End", title: "p19.png — grid — Vitrine")
        try changes("Home", title: "p00.png — grid — Vitrine")
        try changes("Return", title: "p00.png — focus — Vitrine")
        // Left and right halves differ: a mirror left to right shows, then a quarter turn.
        try changes("bar")
        try changes("less")
        try changes("ctrl+i")
        // The slideshow's note stays in the status line ("slideshow 5 s", then "10 s").
        try changes("s", idles: false)
        try changes("d", idles: false)
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
