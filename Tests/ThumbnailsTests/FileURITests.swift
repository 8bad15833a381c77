import Foundation
import ImageFiles
import XCTest

@testable import Thumbnails

final class FileURITests: XCTestCase {
    func testURIsAreGLibsToTheByte() {
        for vector in GLibVector.all {
            XCTAssertEqual(FileURI.string(forPath: vector.path), vector.uri, printableFileName(bytes: vector.bytes))
        }
    }

    func testThumbnailNamesAreTheMD5OfGLibsURIs() {
        for vector in GLibVector.all {
            XCTAssertEqual(ThumbnailStore.fileName(for: vector.uri), vector.md5 + ".png", vector.uri)
        }
    }

    func testOnlyAbsolutePathsHaveAURI() {
        for relative in ["", "a.png", "./a.png", "../a.png", "~/a.png", "file:///a.png"] {
            XCTAssertNil(FileURI.string(forPath: relative), relative)
        }
    }

    func testEveryByteIsKeptOrEscapedAsGLibsPathTableSays() {
        // What GLib's table keeps, from its output for every printable sign (the last vector);
        // every other byte, 0x01 to 0xFF, escaped.
        let kept = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()/&=:@+$,".utf8))
        for byte in UInt8(1)...UInt8(255) {
            let uri = FileURI.string(forPath: FileSystemPath.string(fromBytes: [0x2F, byte]))
            let expected = kept.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            XCTAssertEqual(uri, "file:///" + expected, "byte \(byte)")
        }
    }
}
