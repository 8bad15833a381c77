import Foundation
import XCTest

@testable import ImageLibrary

/// Where an edit is written: beside the original, except for files a package installed.
final class SaveDestinationTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        scratch = NSTemporaryDirectory() + "vitrine-save-destination-\(UUID().uuidString)"
        for folder in ["data/vitrine/photo", "shipped", "mine", "Pictures"] {
            try FileManager.default.createDirectory(atPath: scratch + "/" + folder, withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: scratch) }

    private var destinations: SaveDestination {
        SaveDestination(
            protectedFolders: [scratch + "/data", scratch + "/shipped"],
            pictures: PicturesFolder(
                environment: ["HOME": scratch], currentFolder: "/", readFile: { _ in nil },
                isFolder: { $0 == self.scratch + "/Pictures" }))
    }

    func testBesideTheOriginal() {
        XCTAssertEqual(
            destinations.path(forEditOf: scratch + "/mine/photo.jpg", suffix: "-blur"), scratch + "/mine/photo-blur.png"
        )
    }

    /// A file under a data folder or among the shipped images, however its path reaches it (a
    /// link, a "..") goes to the pictures folder, under its own name.
    func testInstalledFilesGoToThePicturesFolder() throws {
        let expected = scratch + "/Pictures/landscape-blur.png"
        XCTAssertEqual(
            destinations.path(forEditOf: scratch + "/data/vitrine/photo/landscape.png", suffix: "-blur"), expected)
        XCTAssertEqual(destinations.path(forEditOf: scratch + "/shipped/landscape.png", suffix: "-blur"), expected)
        XCTAssertEqual(
            destinations.path(forEditOf: scratch + "/mine/../data/vitrine/photo/landscape.png", suffix: "-blur"),
            expected)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/link", withDestinationPath: scratch + "/data")
        XCTAssertEqual(
            destinations.path(forEditOf: scratch + "/link/vitrine/photo/landscape.png", suffix: "-blur"), expected)
        // A folder whose name only starts like a protected one is not under it.
        try FileManager.default.createDirectory(atPath: scratch + "/database", withIntermediateDirectories: true)
        XCTAssertEqual(
            destinations.path(forEditOf: scratch + "/database/a.png", suffix: "-s"), scratch + "/database/a-s.png")
    }

    /// $XDG_DATA_DIRS's absolute folders, else the specification's default.
    func testDataFolders() {
        XCTAssertEqual(SaveDestination.dataFolders(environment: [:]), ["/usr/local/share", "/usr/share"])
        XCTAssertEqual(
            SaveDestination.dataFolders(environment: ["XDG_DATA_DIRS": ""]), ["/usr/local/share", "/usr/share"])
        XCTAssertEqual(
            SaveDestination.dataFolders(environment: ["XDG_DATA_DIRS": "/opt/share:relative:/usr/share/"]),
            ["/opt/share", "/usr/share/"])
        // The running process protects the shipped images wherever they are found.
        let system = SaveDestination.system
        XCTAssertTrue(system.protectedFolders.contains("/usr/share"))
        if let strip = Resources.folder(named: "strip") {
            XCTAssertTrue(system.isProtected(strip + "/01-standing.png"))
        }
    }
}
