import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Pictures with embedded ICC profiles (Display P3 and Adobe RGB, Fixtures/make_color_fixtures.sh)
/// converted at decode, checked against ImageMagick's conversion of the same files through
/// Little CMS; pictures without one, and sRGB ones on an sRGB display, left as stored.
final class ColorManagementTests: XCTestCase {
    override func tearDown() { ColorManagement.configure(enabled: true, displayProfile: nil) }

    private func read(_ name: String) throws -> Surface { try ImageFile.read(path: Fixture.path(name)) }

    /// Each format's way of carrying a profile: JPEG APP2, PNG iCCP (or cHRM and gAMA), WebP
    /// ICCP, HEIF colr (an ICC profile, or nclx code points), the TIFF tag. Within two levels of lcms2 by way of
    /// ImageMagick (16-bit there, 8 here); the HEIC within six, its lossless coding being a
    /// level off before the conversion steepens it (unconverted, a saturated red is 20 levels
    /// off).
    func testEmbeddedProfilesAreConvertedToSRGB() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "color-p3.jpg", source: "expected-color-p3-jpg.png", worst: 2),
            MadeFromSource(file: "color-p3.png", source: "expected-color-p3-png.png", worst: 2),
            // Translucent: straightened, converted, premultiplied again (lcms2 2.14's own
            // premultiplied BGRA formatter was 225 levels off); within 3 after premultiplying.
            MadeFromSource(file: "color-p3-alpha.png", source: "expected-color-p3-alpha-png.png", worst: 3),
            MadeFromSource(file: "color-p3.webp", source: "expected-color-p3-png.png", worst: 2),
            MadeFromSource(file: "color-p3.heic", source: "expected-color-p3-png.png", worst: 6),
            // No ICC bytes: primaries and curve by code point (nclx), made into a profile here.
            MadeFromSource(file: "color-p3-nclx.avif", source: "expected-color-p3-png.png", worst: 6),
            MadeFromSource(file: "color-adobe.tif", source: "expected-color-adobe-tif.png", worst: 2),
            // No ICC bytes either: P3's primaries in cHRM, a 1/2.2 power in gAMA. (Taken for
            // sRGB's curve instead, its darkest blues would be 15 levels off.)
            MadeFromSource(file: "color-p3-chrm.png", source: "expected-color-p3-chrm-png.png", worst: 2),
            // JPEG XL: an ICC profile kept (lossless); P3 by enumeration (lossy: against djxl's
            // decode of it, converted by ImageMagick); P3 with a 1/2.2 power by enumeration
            // (made from the cHRM PNG).
            MadeFromSource(file: "color-p3-lossless.jxl", source: "expected-color-p3-png.png", worst: 2),
            MadeFromSource(file: "color-p3-lossy.jxl", source: "expected-color-p3-lossy-jxl.png", worst: 2),
            MadeFromSource(file: "color-p3-gamma.jxl", source: "expected-color-p3-chrm-png.png", worst: 2),
        ])
    }

    /// Turned off (`--no-color-management`), a P3 PNG's numbers are shown as stored: far from
    /// their sRGB meaning in a saturated red.
    func testTurnedOffThePixelsAreAsStored() throws {
        let stored = try PNGFile.read(path: Fixture.path("color-p3.png"))
        XCTAssertGreaterThan(try read("color-p3.png").worstChannelDifference(from: stored), 10)
        ColorManagement.configure(enabled: false, displayProfile: nil)
        XCTAssertTrue(try read("color-p3.png").hasSamePixels(as: stored))
    }

    /// The display's profile is the target: an sRGB picture on an Adobe RGB display is
    /// converted to it; on an sRGB display (none set) it is left alone, as is a picture with
    /// no profile on any display.
    func testTheDisplayProfileIsTheTarget() throws {
        let stored = try PNGFile.read(path: Fixture.path("color-srgb.png"))
        XCTAssertTrue(try read("color-srgb.png").hasSamePixels(as: stored), "sRGB to sRGB: no pass")
        let adobe = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/colord/AdobeRGB1998.icc")))
        ColorManagement.configure(enabled: true, displayProfile: adobe)
        let onAdobe = try read("color-srgb.png")
        let reference = try PNGFile.read(path: Fixture.path("expected-srgb-on-adobe.png"))
        XCTAssertLessThanOrEqual(onAdobe.worstChannelDifference(from: reference), 2)
        let untagged = try PNGFile.read(path: Fixture.path("tiff-source.png"))
        XCTAssertTrue(try read("tiff-source.png").hasSamePixels(as: untagged), "no profile: untouched")
    }

    /// A profile lcms2 cannot read is ignored: the picture shows as stored.
    func testABrokenProfileIsIgnored() throws {
        let surface = try PNGFile.read(path: Fixture.path("tiff-source.png"))
        let copy = surface.copy()
        XCTAssertFalse(ColorManagement.convert(surface, from: Array("not a profile at all".utf8)))
        XCTAssertFalse(ColorManagement.convert(surface, from: [UInt8](repeating: 0, count: 200)))
        XCTAssertTrue(surface.hasSamePixels(as: copy))
    }
}
