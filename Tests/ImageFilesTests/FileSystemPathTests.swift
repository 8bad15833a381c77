import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Paths kept as the bytes the file system holds, through a String and back.
final class FileSystemPathTests: XCTestCase {
    /// Any bytes come back as they went: UTF-8, Latin-1, stray continuation bytes, a name whose
    /// own UTF-8 holds the escape range (U+10FF80), and seeded random bytes.
    func testEveryByteStringRoundTrips() {
        var cases: [[UInt8]] = [
            Array("été 日本.png".utf8), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67], [0x80, 0xBF, 0xC0, 0xFF],
            Array("\u{10FF80}\u{10FFFF}x".utf8), [0xF4, 0x8F, 0xBE], [0xED, 0xA0, 0x80],
        ]
        var seed: UInt64 = 0x5EED
        for _ in 0..<2000 {
            cases.append(
                (0..<Int(seed % 12)).map { _ in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: seed >> 56)
                })
        }
        for bytes in cases {
            XCTAssertEqual(FileSystemPath.bytes(of: FileSystemPath.string(fromBytes: bytes)), bytes, "\(bytes)")
        }
        XCTAssertEqual(FileSystemPath.string(fromBytes: Array("été.png".utf8)), "été.png", "UTF-8 stays as it is")
    }

    /// A Latin-1 name is shown with its byte, as `\xNN`.
    func testANameThatIsNotUTF8IsShownByItsBytes() {
        let name = FileSystemPath.string(fromBytes: [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67])
        XCTAssertEqual(printableFileName(name), "caf\\xe9.png")
    }

    /// Such a file is opened, listed, its status read, and written beside.
    func testAFileNamedSoIsOpenedListedAndWritten() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let name = FileSystemPath.string(fromBytes: [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67])
        let path = scratch.file(name)
        let picture = Surface(width: 3, height: 2)!
        try PNGFile.write(picture, to: path)
        XCTAssertEqual(FileSystemPath.contentsOfFolder(scratch.path), [name])
        XCTAssertEqual(try ImageFile.read(path: path).size, PixelSize(3, 2))
        XCTAssertEqual(FileSystemPath.status(path)?.isFolder, false)
        let edited = FileSystemPath.string(fromBytes: Array("caf".utf8) + [0xE9] + Array("-blur.png".utf8))
        XCTAssertEqual(PNGFile.uniquePath(besides: path, suffix: "-blur"), scratch.file(edited))
    }
}
