import Foundation
import XCTest

@testable import ImageLibrary

/// Paths made absolute by their text alone: "." and ".." taken out, links left as they are
/// (Delete on a link must trash the link, not the photo it points to), home written as ~.
final class UserPathTests: XCTestCase {
    func testPathsAreMadeAbsoluteByTheirTextAlone() {
        XCTAssertEqual(UserPath.absolute("a/./b/../c.png", current: "/home/ann"), "/home/ann/a/c.png")
        XCTAssertEqual(UserPath.absolute("/x//y/", current: "/"), "/x/y")
        XCTAssertEqual(UserPath.absolute("../../..", current: "/a"), "/")
        XCTAssertEqual(UserPath.abbreviated("/home/ann/Pictures", home: "/home/ann/"), "~/Pictures")
        XCTAssertEqual(UserPath.abbreviated("/home/anne", home: "/home/ann"), "/home/anne")
    }

    func testALinkStaysALink() throws {
        let folder = NSTemporaryDirectory() + "vitrine-userpath-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/real/photo.png", contents: Data([1])))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "real/photo.png")
        XCTAssertEqual(UserPath.absolute(folder + "/link.png"), folder + "/link.png")
    }
}
