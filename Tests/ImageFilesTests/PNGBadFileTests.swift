import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// Files that are not readable PNGs: each must fail quickly with the right reason, never crash,
/// hang or allocate for a size it then refuses.
final class PNGBadFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testEachBadFixtureGivesItsReason() {
        let cases: [(String, ImageFileError.Reason)] = [
            ("bad-empty.png", .empty),
            ("bad-truncated-signature.png", .truncated),
            ("bad-truncated-header.png", .truncated),
            ("bad-truncated-idat.png", .truncated),
            ("bad-crc-ihdr.png", .corrupt("IHDR: CRC error")),
            ("bad-crc-idat.png", .corrupt("IDAT: CRC error")),
            ("bad-jpeg.png", .notPNG),
            ("bad-text.png", .notPNG),
            ("bad-huge-header.png", .tooLarge(width: 100000, height: 100000)),
            ("bad-huge-width.png", .tooLarge(width: 2_000_000, height: 1)),
        ]
        for (name, reason) in cases {
            let path = Fixture.path(name)
            assertThrows(reason, path: path) { () throws(ImageFileError) in try PNGFile.read(path: path) }
        }
    }

    func testBrokenZlibAndGarbageChunksAreCorrupt() {
        for name in ["bad-zlib.png", "bad-garbage.png"] {
            let path = Fixture.path(name)
            guard let error = imageFileError({ () throws(ImageFileError) in try PNGFile.read(path: path) }) else {
                continue
            }
            guard case .corrupt(let message, _) = error.reason else {
                XCTFail("\(name): \(error)")
                continue
            }
            XCTAssertFalse(message.isEmpty, name)
        }
    }

    func testSizeFailsLikeReadForBadHeaders() {
        let cases: [(String, ImageFileError.Reason)] = [
            ("bad-empty.png", .empty),
            ("bad-truncated-header.png", .truncated),
            ("bad-crc-ihdr.png", .corrupt("IHDR: CRC error")),
            ("bad-text.png", .notPNG),
            ("bad-huge-header.png", .tooLarge(width: 100000, height: 100000)),
        ]
        for (name, reason) in cases {
            let path = Fixture.path(name)
            assertThrows(reason, path: path) { () throws(ImageFileError) in try PNGFile.size(ofFileAt: path) }
        }
        // The image data is not looked at: a file broken only there still has a size.
        XCTAssertEqual(try PNGFile.size(ofFileAt: Fixture.path("bad-crc-idat.png")), PixelSize(7, 5))
    }

    func testHugeHeaderFailsFastWithoutAllocating() {
        // 100000 x 100000 x 4 bytes is 37 GiB; a refusal that allocated first would take seconds
        // or be killed, so a quick answer shows the check came first.
        let path = Fixture.path("bad-huge-header.png")
        // Sides allowed, so the byte limit is what refuses it.
        let wide = DecodeLimits(maxWidth: 1 << 20, maxHeight: 1 << 20, maxBytes: 1 << 30)
        let start = Date()
        for _ in 0..<100 { _ = try? PNGFile.read(path: path, limits: wide) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
        assertThrows(.tooLarge(width: 100000, height: 100000), path: path) { () throws(ImageFileError) in
            try PNGFile.read(path: path, limits: wide)
        }
    }

    func testSmallLimitsRefuseANormalImage() {
        let path = Fixture.rgba8.path // 7 x 5
        for limits in [DecodeLimits(maxWidth: 6), DecodeLimits(maxHeight: 4), DecodeLimits(maxBytes: 7 * 5 * 4 - 1)] {
            assertThrows(.tooLarge(width: 7, height: 5), path: path) { () throws(ImageFileError) in
                try PNGFile.read(path: path, limits: limits)
            }
            assertThrows(.tooLarge(width: 7, height: 5), path: path) { () throws(ImageFileError) in
                try PNGFile.size(ofFileAt: path, limits: limits)
            }
        }
    }

    func testMissingFile() {
        let path = scratch.file("nothing.png")
        assertThrows(.missing, path: path) { () throws(ImageFileError) in try PNGFile.read(path: path) }
        // A path through a regular file (ENOTDIR) names nothing either.
        let through = Fixture.rgba8.path + "/inside.png"
        assertThrows(.missing, path: through) { () throws(ImageFileError) in try PNGFile.read(path: through) }
        assertThrows(.missing, path: "") { () throws(ImageFileError) in try PNGFile.read(path: "") }
    }

    func testDirectory() {
        let path = scratch.path
        assertThrows(.isDirectory, path: path) { () throws(ImageFileError) in try PNGFile.read(path: path) }
        assertThrows(.isDirectory, path: path) { () throws(ImageFileError) in try PNGFile.size(ofFileAt: path) }
    }

    func testPipesAndDevicesAreRefusedWithoutBlocking() throws {
        // A FIFO with no writer would block an ordinary open forever.
        let fifo = scratch.file("pipe.png")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        assertThrows(.notRegularFile, path: fifo) { () throws(ImageFileError) in try PNGFile.read(path: fifo) }
        assertThrows(.notRegularFile, path: "/dev/zero") { () throws(ImageFileError) in
            try PNGFile.read(path: "/dev/zero")
        }
    }

    func testASocketIsNotARegularFile() throws {
        // open(2) fails on a UNIX socket with ENXIO, "No such device or address"; the reader
        // must say what the file is instead.
        let path = scratch.file("socket.png")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
        assertThrows(.notRegularFile, path: path) { () throws(ImageFileError) in try PNGFile.read(path: path) }
        assertThrows(.notRegularFile, path: path) { () throws(ImageFileError) in try PNGFile.size(ofFileAt: path) }
    }

    func testNoPermission() throws {
        // Root reads anything whatever its mode bits (CAP_DAC_OVERRIDE), so there is no way to
        // make this case happen for root without a second user.
        try XCTSkipIf(geteuid() == 0, "running as root, which may read any file")
        let path = scratch.file("secret.png")
        try FileManager.default.copyItem(atPath: Fixture.rgba8.path, toPath: path)
        XCTAssertEqual(chmod(path, 0), 0)
        assertThrows(.permissionDenied, path: path) { () throws(ImageFileError) in try PNGFile.read(path: path) }
    }

    func testEveryTruncationFailsCleanlyOrHasEveryPixel() throws {
        // Cut each fixture at every length. Before the last IDAT ends the read must fail as
        // truncated (or empty); after it, libpng has every pixel (it does not need IEND).
        for fixture in [Fixture.rgba8, Fixture.named("interlaced-rgba8.png"), Fixture.named("palette2-trns.png")] {
            let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
            let idatEnd = try XCTUnwrap(lastIDATEnd(of: data))
            for length in 0..<data.count {
                let path = scratch.file("cut-\(length).png")
                try data.prefix(length).write(to: URL(fileURLWithPath: path))
                do {
                    let surface = try PNGFile.read(path: path)
                    XCTAssertGreaterThanOrEqual(length, idatEnd, "\(fixture) cut at \(length) decoded")
                    assertPixels(of: surface, match: fixture)
                } catch {
                    let expected: ImageFileError.Reason = length == 0 ? .empty : .truncated
                    XCTAssertEqual(error.reason, expected, "\(fixture) cut at \(length): \(error)")
                }
                unlink(path)
            }
        }
    }

    func testEverySingleByteCorruptionFailsCleanlyOrDecodesRight() throws {
        // Flip each byte in turn: CRCs catch damage to every chunk libpng reads, so a read either
        // fails for a reason that fits or (damage past the image data) decodes exactly.
        let fixture = Fixture.rgba8
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        let path = scratch.file("flipped.png")
        for index in 0..<data.count {
            var damaged = data
            damaged[index] ^= 0x5A
            try damaged.write(to: URL(fileURLWithPath: path))
            do {
                let surface = try PNGFile.read(path: path)
                XCTAssertGreaterThanOrEqual(index, try XCTUnwrap(lastIDATEnd(of: data)), "byte \(index) decoded")
                assertPixels(of: surface, match: fixture)
            } catch {
                switch error.reason {
                case .notPNG: XCTAssertLessThan(index, 8, "byte \(index): \(error)")
                case .corrupt, .truncated: break
                default: XCTFail("byte \(index): \(error)")
                }
            }
        }
    }

    /// The offset just past the CRC of the last IDAT chunk.
    private func lastIDATEnd(of data: Data) -> Int? {
        var offset = 8, end: Int?
        let bytes = [UInt8](data)
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            offset += 12 + length
            if type == "IDAT" { end = offset }
        }
        return end
    }
}
