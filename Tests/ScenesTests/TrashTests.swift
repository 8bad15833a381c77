import AppInterface
import Foundation
import Geometry
import ImageFiles
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary

/// Delete and Ctrl+Z (issue 24): the trash's layout by the freedesktop.org Trash
/// specification (files/ and info/ at 0700, the `.trashinfo` byte for byte, names made
/// unique as GIO makes them), putting back, refusals; and through the app, the list and every
/// scene following the picture out and back.
final class TrashTests: XCTestCase {
    var scratch: ScratchFolder!
    var folder = ""
    var dataHome = ""

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        folder = scratch.file("pictures")
        dataHome = scratch.file("data")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { scratch.remove() }

    /// The app on the folder's pictures in `scene`, trashing into the test's own data home, its
    /// first frame drawn.
    private func app(_ scene: String) throws -> (VitrineApp, Surface) {
        var options = VitrineApp.Options.synchronous()
        options.trashDataHome = dataHome
        let app = try VitrineApp(sceneName: scene, images: ImageCatalog(arguments: [folder]), options: options)
        let frame = Surface(size: PixelSize(640, 400))!
        app.resize(to: frame.size, time: 0)
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    private func picture(_ name: String, _ colour: UInt32 = 0x3080C0, width: Int = 40) throws -> String {
        let surface = Surface(size: PixelSize(width, 30))!
        surface.clear(to: Color(rgb: colour))
        let path = folder + "/" + name
        try PNGFile.write(surface, to: path)
        return path
    }

    private var trash: Trash {
        Trash(
            dataHome: dataHome, now: { Date(timeIntervalSince1970: 1_704_164_645) },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    private func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
    }

    func testAFileGoesToFilesWithItsTrashInfo() throws {
        let path = try picture("my photo%.png")
        let item = try trash.moveToTrash(path)
        let home = dataHome + "/Trash"
        XCTAssertEqual(item.trashedPath, home + "/files/my photo%.png")
        XCTAssertEqual(item.infoPath, home + "/info/my photo%.png.trashinfo")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: item.trashedPath))
        let info = try String(contentsOfFile: item.infoPath, encoding: .utf8)
        XCTAssertEqual(
            info, "[Trash Info]\nPath=\(folder)/my%20photo%25.png\nDeletionDate=2024-01-02T03:04:05\n",
            "the spec's keys, the path escaped, the local time")
        XCTAssertEqual(try mode(home), 0o700)
        XCTAssertEqual(try mode(home + "/files"), 0o700)
        XCTAssertEqual(try mode(home + "/info"), 0o700)
        XCTAssertEqual(try mode(item.infoPath), 0o600)

        // Another of the same name takes the next name, as GIO names it.
        let again = try trash.moveToTrash(try picture("my photo%.png"))
        XCTAssertEqual((again.trashedPath as NSString).lastPathComponent, "my photo%.2.png")
        XCTAssertEqual((again.infoPath as NSString).lastPathComponent, "my photo%.2.png.trashinfo")
        XCTAssertEqual(Trash.uniqueName("archive", 3), "archive.3")
        XCTAssertEqual(Trash.uniqueName(".hidden.png", 2), ".hidden.2.png")
    }

    func testRestorePutsItBackAndTakesItsInfoAway() throws {
        let path = try picture("a.png")
        let item = try trash.moveToTrash(path)
        try trash.restore(item)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: item.trashedPath))
        XCTAssertFalse(FileManager.default.fileExists(atPath: item.infoPath))

        // A new file of that name in the folder: the trashed one stays in the trash.
        let second = try trash.moveToTrash(path)
        _ = try picture("a.png")
        XCTAssertThrowsError(try trash.restore(second)) {
            XCTAssertEqual(($0 as? Trash.Failure)?.description, "a file of that name is in its folder now")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: second.trashedPath))
        XCTAssertThrowsError(try trash.moveToTrash(folder + "/gone.png")) {
            XCTAssertEqual(($0 as? Trash.Failure)?.description, "it is not there any more")
        }
    }

    func testDeleteTakesThePictureOutOfEverySceneAndControlZPutsItBack() throws {
        // Widths of their own, so a scene's status says which it shows.
        let paths = try [
            picture("p0.png", 0xC03030, width: 40), picture("p1.png", 0x30C030, width: 50),
            picture("p2.png", 0x3030C0, width: 60),
        ]
        let (app, frame) = try app("focus")
        func key(_ key: Key, _ modifiers: Modifiers = [], at time: Double) {
            app.handle(.keyPressed(key, modifiers), time: time)
            app.handle(.keyReleased(key, modifiers), time: time)
        }
        key(.right, at: 1)
        _ = app.render(into: frame, time: 2)
        // Every scene shows p1 first, and keeps what it decoded of it.
        for n in [1, 2, 3, 4, 0] {
            key(.character(Character(String(n + 1))), at: 2.1 + Double(n) * 0.1)
            _ = app.render(into: frame, time: 2.15 + Double(n) * 0.1)
        }
        XCTAssertEqual(app.sceneName, "focus")
        key(.delete, at: 3)
        XCTAssertEqual(app.list.entries.map(\.path), [paths[0], paths[2]])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dataHome + "/Trash/files/p1.png"))
        XCTAssertEqual(app.scenes[app.current].imageIndex, 1, "the next picture takes its place")
        XCTAssertEqual(app.scenes[app.current].status.fileName, "p2.png")
        XCTAssertTrue(app.takeMessages().contains { $0.text == "moved 'p1.png' to the trash (Ctrl+Z puts it back)" })
        // Every scene draws the shorter list.
        for n in 0..<5 {
            key(.character(Character(String(n + 1))), at: 4 + Double(n))
            _ = app.render(into: frame, time: 4.5 + Double(n))
            XCTAssertEqual(app.scenes[app.current].imageIndex, 1, app.sceneName)
            if app.sceneName != "tilt" {
                XCTAssertEqual(app.scenes[app.current].status.fileName, "p2.png", app.sceneName)
            }
            if app.sceneName == "blur" || app.sceneName == "stamps" {
                XCTAssertEqual(
                    app.scenes[app.current].status.imageSize, PixelSize(60, 30), "\(app.sceneName): p2's pixels")
            }
        }
        key(.character("g"), at: 10)
        _ = app.render(into: frame, time: 11)
        XCTAssertEqual(app.scenes[app.current].status.position?.count, 2, "grid")

        key(.character("z"), .control, at: 12)
        XCTAssertEqual(app.list.entries.map(\.path), paths)
        XCTAssertTrue(FileManager.default.fileExists(atPath: paths[1]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataHome + "/Trash/info/p1.png.trashinfo"))
        XCTAssertEqual(app.scenes[app.current].imageIndex, 1, "shown where it was")
        _ = app.render(into: frame, time: 13)
        key(.character("z"), .control, at: 14)
        XCTAssertTrue(app.takeMessages().contains { $0.text == "nothing moved to the trash to put back" })

        // The last pictures all gone: the list is empty, and says so.
        for time in [15.0, 16, 17] { key(.delete, at: time) }
        XCTAssertTrue(app.list.entries.isEmpty)
        XCTAssertEqual(app.title, "No images to show — Vitrine")
        _ = app.render(into: frame, time: 18)
        key(.character("z"), .control, at: 19)
        XCTAssertEqual(app.list.entries.count, 1)
        _ = app.render(into: frame, time: 20)
    }

    /// A picture the stamps scene could not decode, trashed: the list is empty, and the scene
    /// draws without asking the list for it (it kept the failure by index); with no change of
    /// the stamps to undo, Ctrl+Z puts it back.
    func testAFailedPictureTrashedFromStampsLeavesNothingBehind() throws {
        let path = folder + "/bad.png"
        let bytes = PNGBytes.file(
            width: 40, height: 30, depth: 8, colour: .rgb, imageData: [UInt8](repeating: 9, count: 64))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var options = VitrineApp.Options.synchronous(overlay: true)
        options.trashDataHome = dataHome
        let app = try VitrineApp(sceneName: "stamps", images: ImageCatalog(arguments: [path]), options: options)
        let frame = Surface(size: PixelSize(320, 200))!
        app.resize(to: frame.size, time: 0)
        _ = app.render(into: frame, time: 0)
        app.handle(.keyPressed(.delete, []), time: 1)
        XCTAssertTrue(app.list.entries.isEmpty)
        _ = app.render(into: frame, time: 2)
        app.handle(.keyPressed(.character("z"), .control), time: 3)
        XCTAssertEqual(app.list.entries.count, 1, "no stamp change to undo: Ctrl+Z puts the picture back")
    }

    /// In stamps, Ctrl+Z undoes the stamps' own changes first, then puts back what went to the
    /// trash.
    func testControlZInStampsUndoesTheStampsFirst() throws {
        _ = try [picture("p0.png", width: 400), picture("p1.png", width: 400)]
        let (app, frame) = try app("stamps")
        // The wheel over BOOM!, in the middle, turns it: one change to undo, once the run ends.
        app.handle(.wheel(.up, Point(320, 200), []), time: 1)
        _ = app.render(into: frame, time: 1.1)
        app.handle(.keyPressed(.delete, []), time: 2)
        XCTAssertEqual(app.list.entries.count, 1)
        app.handle(.keyPressed(.character("z"), .control), time: 3)
        XCTAssertEqual(app.list.entries.count, 1, "the turn undone first")
        app.handle(.keyPressed(.character("z"), .control), time: 4)
        XCTAssertEqual(app.list.entries.count, 2, "then the picture put back")
    }

    func testVitrinesOwnPicturesAreNotTrashed() throws {
        var options = VitrineApp.Options.synchronous(overlay: true)
        options.trashDataHome = dataHome
        let app = try VitrineApp(sceneName: "focus", images: nil, options: options)
        app.resize(to: PixelSize(320, 200), time: 0)
        let count = app.list.entries.count
        app.handle(.keyPressed(.delete, []), time: 1)
        XCTAssertEqual(app.list.entries.count, count)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataHome + "/Trash/files"))
    }
}
