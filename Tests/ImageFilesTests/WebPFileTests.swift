import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// WebP through ImageFile: lossy and lossless, with and without alpha (premultiplied as PNG's
/// alpha is), animation refused, and files that are not readable failing cleanly.
final class WebPFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Lossy at quality 95 (alpha lossless): a flat block's centre within 6 levels a channel
    /// (measured: at most 3).
    static let lossyTolerance = 6

    private func premultipliedBlock(_ bx: Int, _ by: Int) -> UInt32 {
        let (r, g, b) = FormatFixture.blockColour(bx, by)
        return Fixture.premultiplied(red: r, green: g, blue: b, alpha: FormatFixture.blockAlpha(bx, by))
    }

    func testLossyDecodesToItsBlocks() throws {
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-lossy.webp"))
        FormatFixture.assertBlockCentres(of: surface, tolerance: WebPFileTests.lossyTolerance, "lossy")
    }

    func testLosslessDecodesExactly() throws {
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-lossless.webp"))
        XCTAssertEqual(surface.size, PixelSize(64, 48))
        for y in 0..<48 {
            for x in 0..<64 where surface[x, y] != FormatFixture.opaqueBlock(x / 16, y / 16) {
                return XCTFail("(\(x), \(y)): \(hex(surface[x, y]))")
            }
        }
    }

    func testLosslessAlphaIsPremultipliedAsPNGsIs() throws {
        // Every pixel exactly as Fixture.premultiplied rounds it: half-transparent (128), nearly
        // clear (1), nearly opaque (254) and clear (0) blocks among them.
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-alpha-lossless.webp"))
        XCTAssertEqual(surface.size, PixelSize(64, 48))
        var wrong = 0
        for y in 0..<48 {
            for x in 0..<64 where surface[x, y] != premultipliedBlock(x / 16, y / 16) {
                if wrong == 0 {
                    XCTFail("(\(x), \(y)): \(hex(surface[x, y])), expected \(hex(premultipliedBlock(x / 16, y / 16)))")
                }
                wrong += 1
            }
        }
        XCTAssertEqual(wrong, 0)
        // Block (1, 0) is half transparent: (157, 169, 203) at alpha 128 is 78.8, 84.8 and
        // 101.9 premultiplied, rounded to 79, 85, 102 (truncating would give 78, 84, 101).
        XCTAssertEqual(FormatFixture.blockColour(1, 0) == (157, 169, 203), true)
        XCTAssertEqual(FormatFixture.blockAlpha(1, 0), 128)
        XCTAssertEqual(hex(surface[24, 8]), hex(0x804F_5566))
    }

    /// The header's alpha hint is a hint (the WebP specification says so): a lossless header
    /// with `alpha_is_used` clear, or an extended file without the ALPHA flag but with its ALPH
    /// chunk, still decodes with its alpha, premultiplied. Trusting the hint left straight alpha
    /// in a premultiplied surface: holes in focus, white in blur, garbage in saves.
    func testAlphaIsPremultipliedWhateverTheHintSays() throws {
        var lossless = try FormatFixture.bytes("blocks-alpha-lossless.webp")
        XCTAssertEqual(Array(lossless[12..<16]), Array("VP8L".utf8))
        lossless[24] &= ~0x10 // bit 28 of the VP8L header: alpha_is_used
        var lossy = try FormatFixture.bytes("blocks-alpha-lossy.webp")
        XCTAssertEqual(Array(lossy[12..<16]), Array("VP8X".utf8))
        lossy[20] &= ~0x10 // the VP8X flags' ALPHA bit
        for (name, bytes, tolerance) in [("lossless", lossless, 0), ("lossy", lossy, WebPFileTests.lossyTolerance)] {
            let path = try scratch.write(bytes, to: "no-hint-\(name).webp")
            let surface = try ImageFile.read(path: path)
            FormatFixture.assertBlockCentres(
                of: surface, tolerance: tolerance, "\(name) without the hint", expected: premultipliedBlock)
            var straight = 0
            for y in 0..<surface.height {
                for x in 0..<surface.width where Pixel.straightAlphaLeak(surface[x, y]) { straight += 1 }
            }
            XCTAssertEqual(straight, 0, "\(name): pixels with a channel above their alpha")
        }
    }

    func testLossyAlphaKeepsItsAlphaExactly() throws {
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-alpha-lossy.webp"))
        FormatFixture.assertBlockCentres(
            of: surface, tolerance: WebPFileTests.lossyTolerance, "lossy alpha",
            expected: premultipliedBlock)
        for by in 0..<3 {
            for bx in 0..<4 {
                XCTAssertEqual(Int(surface[bx * 16 + 8, by * 16 + 8] >> 24), FormatFixture.blockAlpha(bx, by))
            }
        }
    }

    func testSizeComesFromTheHeaderAlone() throws {
        for name in ["blocks-lossy.webp", "blocks-lossless.webp", "blocks-alpha-lossy.webp"] {
            XCTAssertEqual(try ImageFile.size(ofFileAt: FormatFixture.path(name)), PixelSize(64, 48), name)
            // Cut after the frame header (an extended file's VP8X chunk, a plain one's VP8 or
            // VP8L header): the size is there, the pixels are not.
            let path = try scratch.write(Array(try FormatFixture.bytes(name).prefix(40)), to: "head.webp")
            XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(64, 48), name)
            assertThrows(.truncated, path: path) { () throws(ImageFileError) in try ImageFile.read(path: path) }
        }
    }

    func testFormatIsChosenByTheFirstBytes() throws {
        let path = scratch.file("picture.png")
        try FileManager.default.copyItem(atPath: FormatFixture.path("blocks-lossless.webp"), toPath: path)
        XCTAssertEqual(try ImageFile.read(path: path).size, PixelSize(64, 48))
    }

    /// An animated WebP (two lossless frames, the blocks and the blocks upside down) reads as
    /// its first frame, and plays both.
    func testAnimatedWebPReadsAsItsFirstFrame() throws {
        let path = FormatFixture.path("animated.webp")
        let first = try ImageFile.read(path: path)
        XCTAssertEqual(first.size, PixelSize(64, 48))
        let animation = try XCTUnwrap(ImageAnimation.open(path: path))
        XCTAssertEqual(animation.frameCount, 2)
        XCTAssertTrue(try animation.frame(0).hasSamePixels(as: first))
        let second = try animation.frame(1)
        XCTAssertEqual(second[0, 0], first[0, 47])
        XCTAssertEqual(second[63, 47], first[63, 0])
    }

    // MARK: Files that are not readable

    func testEveryTruncationFails() throws {
        for name in ["blocks-lossy.webp", "blocks-lossless.webp", "blocks-alpha-lossy.webp"] {
            let bytes = try FormatFixture.bytes(name)
            for length in 1..<bytes.count {
                let path = try scratch.write(Array(bytes.prefix(length)), to: "cut.webp")
                assertThrows(.truncated, path: path) { () throws(ImageFileError) in try ImageFile.read(path: path) }
            }
        }
    }

    func testGarbageAfterTheHeaderIsCorrupt() throws {
        for name in ["blocks-lossy.webp", "blocks-lossless.webp"] {
            let bytes = try FormatFixture.bytes(name)
            var state: UInt32 = 99
            let garbage = (30..<bytes.count).map { _ -> UInt8 in
                state = state &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: state >> 16)
            }
            let path = try scratch.write(Array(bytes.prefix(30)) + garbage, to: "garbage.webp")
            assertThrows(.corrupt("bitstream error", library: "libwebp"), path: path) { () throws(ImageFileError) in
                try ImageFile.read(path: path)
            }
        }
    }

    func testEverySingleByteCorruptionFailsCleanlyOrDecodes() throws {
        for name in ["blocks-lossy.webp", "blocks-alpha-lossless.webp"] {
            let bytes = try FormatFixture.bytes(name)
            for index in 0..<bytes.count {
                var damaged = bytes
                damaged[index] ^= 0x5A
                let path = try scratch.write(damaged, to: "flipped.webp")
                do {
                    let surface = try ImageFile.read(path: path)
                    XCTAssertGreaterThan(surface.width, 0)
                } catch {
                    switch error.reason {
                    case .notAnImage: XCTAssertTrue((0..<4).contains(index) || (8..<12).contains(index), "\(index)")
                    case .corrupt, .truncated, .tooLarge, .unsupported: break
                    default: XCTFail("\(name) byte \(index): \(error)")
                    }
                }
            }
        }
    }

    func testHugeDimensionsAreRefusedFromTheHeaderWithoutAllocating() throws {
        // A lossless file's header holds width - 1 and height - 1 in 14 bits each, from bit 8 of
        // the VP8L data (byte 21 of the file): all ones is 16384 x 16384, 1 GiB of pixels.
        var bytes = try FormatFixture.bytes("blocks-lossless.webp")
        XCTAssertEqual(Array(bytes[12..<16]), Array("VP8L".utf8))
        bytes.replaceSubrange(21..<24, with: [0xFF, 0xFF, 0xFF])
        bytes[24] |= 0x0F
        let path = try scratch.write(bytes, to: "huge.webp")
        assertThrows(.tooLarge(width: 16384, height: 16384), path: path) { () throws(ImageFileError) in
            try ImageFile.size(ofFileAt: path)
        }
        let start = Date()
        for _ in 0..<100 { _ = try? ImageFile.read(path: path) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
        for limits in [DecodeLimits(maxWidth: 63), DecodeLimits(maxBytes: 64 * 48 * 4 - 1)] {
            let normal = FormatFixture.path("blocks-lossy.webp")
            assertThrows(.tooLarge(width: 64, height: 48), path: normal) { () throws(ImageFileError) in
                try ImageFile.read(path: normal, limits: limits)
            }
        }
        let small = DecodeLimits(maxFileBytes: 100)
        let lossy = FormatFixture.path("blocks-lossy.webp")
        let size = try FormatFixture.bytes("blocks-lossy.webp").count
        assertThrows(.fileTooLarge(bytes: size), path: lossy) { () throws(ImageFileError) in
            try ImageFile.read(path: lossy, limits: small)
        }
    }
}

extension Pixel {
    /// Whether a channel exceeds the alpha: a straight-alpha pixel in a premultiplied surface.
    fileprivate static func straightAlphaLeak(_ pixel: UInt32) -> Bool {
        let alpha = pixel >> 24
        return (pixel >> 16) & 0xFF > alpha || (pixel >> 8) & 0xFF > alpha || pixel & 0xFF > alpha
    }
}
