import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// ImageAnimation over a GIF and an animated WebP of the same four frames (gif2webp of the
/// GIF, lossless; Fixtures/make_gif_fixtures.sh), and over still files.
final class ImageAnimationTests: XCTestCase {
    /// Both formats give the same composed frames and the same timing: GIF's loop extension
    /// counts repeats after the first play (1 here), WebP's counts plays (2).
    func testAGIFAndItsWebPPlayTheSameFrames() throws {
        let gif = try XCTUnwrap(ImageAnimation.open(path: Fixture.path("gif-disposal.gif")))
        let webp = try XCTUnwrap(ImageAnimation.open(path: Fixture.path("webp-disposal.webp")))
        let timeline = AnimationTimeline(delays: [0.1, 0.1, 0.25, 0.1], plays: 2)
        XCTAssertEqual(gif.timeline, timeline)
        XCTAssertEqual(webp.timeline, timeline)
        XCTAssertEqual(gif.size, PixelSize(8, 6))
        XCTAssertEqual(webp.size, PixelSize(8, 6))
        // In order, then backwards (each started over), then the second time round.
        for index in [0, 1, 2, 3, 1, 0, 2, 3, 3] {
            let (a, b) = (try gif.frame(index), try webp.frame(index))
            let worst = a.worstChannelDifferenceAndPlace(from: b)
            XCTAssertEqual(worst.difference, 0, "frame \(index) at (\(worst.x), \(worst.y))")
        }
        XCTAssertEqual(try gif.frame(1)[1, 1], 0xFF00_00FF)
        XCTAssertEqual(try webp.frame(2)[1, 1], 0, "cleared to transparent")
        XCTAssertThrowsError(try webp.frame(4))
    }

    /// A still picture is not an animation: a one-frame GIF, a still WebP, a PNG. The still
    /// read of an animation is its first frame.
    func testStillFilesAreNotAnimations() throws {
        for name in ["gif-still.gif", "blocks-lossless.webp", "gray8.png"] {
            XCTAssertNil(try ImageAnimation.open(path: Fixture.path(name)), name)
        }
        let webp = Fixture.path("webp-disposal.webp")
        XCTAssertTrue(
            try ImageFile.read(path: webp).hasSamePixels(as: XCTUnwrap(ImageAnimation.open(path: webp)).frame(0)))
        XCTAssertEqual(try ImageFile.size(ofFileAt: webp), PixelSize(8, 6))
    }

    /// A frame fitted into a smaller size is the whole frame area-filtered down.
    func testAFittedFrameIsTheWholeOneScaled() throws {
        let gif = try XCTUnwrap(ImageAnimation.open(path: Fixture.path("gif-disposal.gif")))
        let whole = try gif.frame(1)
        let fitted = try gif.frame(1, fitting: PixelSize(4, 4))
        XCTAssertTrue(fitted.hasSamePixels(as: try XCTUnwrap(whole.scaled(to: PixelSize(4, 3)))))
    }
}
