import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// GIFs made by ImageMagick's own GIF coder (Fixtures/make_gif_fixtures.sh), read through giflib.
final class GIFFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// A still GIF, plain and interlaced, is the 16-colour PNG it was made from, exactly.
    func testAStillGIFReadsAsItsSource() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "gif-still.gif", source: "tiff-source-palette.png", worst: 0, mean: 0),
            MadeFromSource(file: "gif-interlaced.gif", source: "tiff-source-palette.png", worst: 0, mean: 0),
        ])
    }

    /// Four frames on an 8 x 6 screen, one of each disposal (the script's comment says which),
    /// composed as browsers compose them: the blue frame's area cleared to transparent before
    /// the lime one, the lime one's put back (red) before the white one, the lime frame's
    /// transparent pixel showing what lies beneath.
    func testFramesAreComposedWithTheirDisposals() throws {
        let decoder = try GIFDecoder(file: InputFile(path: Fixture.path("gif-disposal.gif")), limits: .default)
        XCTAssertEqual(decoder.size, PixelSize(8, 6))
        let (red, blue, lime, white, clear): (UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0xFFFF_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFFFF_FFFF, 0)
        let expected: [[(x: Int, y: Int, pixel: UInt32)]] = [
            [(0, 0, red), (1, 1, red), (7, 5, red)],
            [(0, 0, red), (1, 1, blue), (4, 2, blue), (5, 2, red), (1, 3, red)],
            [(0, 0, red), (1, 1, clear), (4, 2, clear), (5, 3, red), (6, 3, lime), (6, 4, lime), (7, 5, red)],
            [(0, 0, white), (1, 1, clear), (4, 2, clear), (5, 3, red), (6, 3, red), (6, 4, red), (1, 0, red)],
        ]
        for (index, places) in expected.enumerated() {
            let frame = try decoder.frame(index)
            for place in places {
                XCTAssertEqual(
                    frame[place.x, place.y], place.pixel, "frame \(index) at (\(place.x), \(place.y))")
            }
        }
        // Backwards: composed again from the first frame.
        XCTAssertTrue(try decoder.frame(1).hasSamePixels(as: decoder.frame(1)))
        XCTAssertEqual(try decoder.frame(1)[1, 1], blue)
        XCTAssertTrue(try decoder.decode().hasSamePixels(as: decoder.frame(0)))
        XCTAssertThrowsError(try decoder.frame(4))
    }

    /// The delays as stored (10, 0, 25 and 10 centiseconds) with the browsers' rule for 0,
    /// and the loop extension's 1 (ImageMagick's -loop 2): two plays.
    func testTheTimelineHasTheDelaysAndThePlays() throws {
        let decoder = try GIFDecoder(file: InputFile(path: Fixture.path("gif-disposal.gif")), limits: .default)
        XCTAssertEqual(try decoder.timeline.get(), AnimationTimeline(delays: [0.1, 0.1, 0.25, 0.1], plays: 2))
        let still = try GIFDecoder(file: InputFile(path: Fixture.path("gif-still.gif")), limits: .default)
        XCTAssertEqual(try still.timeline.get(), AnimationTimeline(delays: [0.1], plays: 1))
    }

    /// Interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th from
    /// 2, every 2nd from 1.
    func testInterlacedRowOrder() {
        XCTAssertEqual(GIFReader.rowOrder(height: 10, interlaced: true), [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        XCTAssertEqual(GIFReader.rowOrder(height: 3, interlaced: false), [0, 1, 2])
    }

    /// Cut short anywhere: refused with a reason naming the file, never a crash; a screen
    /// claiming more than the limits refused from the header.
    func testDamagedFilesAreRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixture.path("gif-still.gif"))))
        for share in stride(from: 0.0, to: 1.0, by: 0.05) {
            let cut = max(4, Int(Double(bytes.count) * share))
            let path = scratch.file("cut-\(cut).gif")
            try Data(bytes.prefix(cut)).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path), "cut at \(cut)") {
                XCTAssertTrue("\($0)".contains("cut-\(cut).gif"), "\($0)")
            }
        }
        var huge = bytes
        (huge[6], huge[7], huge[8], huge[9]) = (0xFF, 0xFF, 0xFF, 0xFF)
        let hugePath = scratch.file("huge.gif")
        try Data(huge).write(to: URL(fileURLWithPath: hugePath))
        XCTAssertThrowsError(try ImageFile.size(ofFileAt: hugePath)) {
            XCTAssertTrue("\($0)".contains("65535 x 65535"), "\($0)")
        }
    }
}
