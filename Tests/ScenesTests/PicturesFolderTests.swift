import Foundation
import XCTest

@testable import AppShell
@testable import ImageLibrary

/// Where Ctrl+S puts a frame, with the environment and the file system faked.
final class PicturesFolderTests: XCTestCase {
    private func folder(_ environment: [String: String], files: [String: String] = [:], folders: Set<String>) -> String
    {
        PicturesFolder(
            environment: environment, currentFolder: "/work", readFile: { files[$0] },
            isFolder: { folders.contains($0) }
        ).path
    }

    private let home = ["HOME": "/home/ann"]

    func testUserDirsNamesTheFolder() {
        let dirs = """
            # This file is written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_PICTURES_DIR="$HOME/Bilder"

            """
        let files = ["/home/ann/.config/user-dirs.dirs": dirs]
        XCTAssertEqual(
            folder(home, files: files, folders: ["/home/ann/Bilder", "/home/ann/Pictures"]), "/home/ann/Bilder")
        // Named but missing: ~/Pictures, else the current folder.
        XCTAssertEqual(folder(home, files: files, folders: ["/home/ann/Pictures"]), "/home/ann/Pictures")
        XCTAssertEqual(folder(home, files: files, folders: []), "/work")
    }

    func testConfigHomeAndAbsolutePaths() {
        let environment = ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/etc/ann"]
        let files = [
            "/etc/ann/user-dirs.dirs": "XDG_PICTURES_DIR=\"/data/photos/\"\n",
            "/home/ann/.config/user-dirs.dirs": "XDG_PICTURES_DIR=\"$HOME/Wrong\"\n",
        ]
        XCTAssertEqual(folder(environment, files: files, folders: ["/data/photos", "/home/ann/Wrong"]), "/data/photos")
        // A relative XDG_CONFIG_HOME is ignored, as the spec says.
        let relative = ["HOME": "/home/ann", "XDG_CONFIG_HOME": "conf"]
        XCTAssertEqual(folder(relative, files: files, folders: ["/data/photos", "/home/ann/Wrong"]), "/home/ann/Wrong")
    }

    /// $HOME itself turns the folder off; lines that are not the key or not quoted are skipped;
    /// the last one wins.
    func testOddFiles() {
        let path = "/home/ann/.config/user-dirs.dirs"
        let folders: Set<String> = ["/home/ann", "/home/ann/Pictures", "/home/ann/B", "/home/ann/C"]
        XCTAssertEqual(
            folder(home, files: [path: "XDG_PICTURES_DIR=\"$HOME/\"\n"], folders: folders), "/home/ann/Pictures")
        XCTAssertEqual(
            folder(
                home, files: [path: "XDG_PICTURES_DIR=$HOME/B\n# XDG_PICTURES_DIR=\"$HOME/C\"\n"],
                folders: folders), "/home/ann/Pictures")
        XCTAssertEqual(
            folder(
                home, files: [path: "  XDG_PICTURES_DIR=\"$HOME/B\"\nXDG_PICTURES_DIR=\"$HOME/C\""],
                folders: folders), "/home/ann/C")
        XCTAssertEqual(
            folder(home, files: [path: "XDG_PICTURES_DIR=\"relative/B\"\n"], folders: folders),
            "/home/ann/Pictures")
    }

    func testNoHome() {
        XCTAssertEqual(folder([:], folders: ["/Pictures"]), "/work")
        XCTAssertEqual(folder(["HOME": "relative"], folders: ["relative/Pictures"]), "/work")
    }

    func testFrameFileNameIsTheSceneAndTheLocalTime() {
        let date = Date(timeIntervalSince1970: 1_704_164_645) // 2024-01-02 03:04:05 UTC
        XCTAssertEqual(
            VitrineApp.frameFileName(scene: "focus", date: date, timeZone: TimeZone(identifier: "UTC")!),
            "vitrine-focus-20240102-030405.png")
        XCTAssertEqual(
            VitrineApp.frameFileName(scene: "tilt", date: date, timeZone: TimeZone(secondsFromGMT: -5 * 3600)!),
            "vitrine-tilt-20240101-220405.png")
    }
}
