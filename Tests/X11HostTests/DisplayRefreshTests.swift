import XCTest

@testable import X11Host

/// The refresh rate that paces frames, from a mode's timing as XRandR gives it.
final class DisplayRefreshTests: XCTestCase {
    func testRatesOfKnownModes() throws {
        // CEA 1080p60: 148.5 MHz over 2200 x 1125.
        XCTAssertEqual(
            try XCTUnwrap(DisplayRefresh.rate(dotClock: 148_500_000, hTotal: 2200, vTotal: 1125, flags: 0)), 60,
            accuracy: 1e-9)
        // A 144 Hz monitor's mode (cvt -r): 452.5 MHz over 2672 x 1177.
        XCTAssertEqual(
            try XCTUnwrap(DisplayRefresh.rate(dotClock: 452_500_000, hTotal: 2672, vTotal: 1177, flags: 0)), 143.88,
            accuracy: 0.01)
        // 1080i: a field a refresh, twice the frame rate.
        let interlaced = UInt(0x10)
        XCTAssertEqual(
            try XCTUnwrap(DisplayRefresh.rate(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125, flags: interlaced)), 60,
            accuracy: 1e-9)
        // Doublescan: each line twice, half the rate.
        XCTAssertEqual(
            try XCTUnwrap(DisplayRefresh.rate(dotClock: 50_350_000, hTotal: 800, vTotal: 525, flags: 0x20)), 59.94,
            accuracy: 0.01)
    }

    /// No timing (Xvfb's modes) or a rate no monitor has: not believed, so the host keeps its own pace.
    func testMissingOrImplausibleTimingGivesNoRate() {
        XCTAssertNil(DisplayRefresh.rate(dotClock: 0, hTotal: 0, vTotal: 0, flags: 0))
        XCTAssertNil(DisplayRefresh.rate(dotClock: 148_500_000, hTotal: 0, vTotal: 1125, flags: 0))
        XCTAssertNil(DisplayRefresh.rate(dotClock: 1_000_000, hTotal: 2200, vTotal: 1125, flags: 0), "0.4 Hz")
        XCTAssertNil(DisplayRefresh.rate(dotClock: 5_000_000_000, hTotal: 100, vTotal: 100, flags: 0), "500 kHz")
    }
}

/// On a real server: Xvfb's one mode has no timing, so no rate is read off it.
final class DisplayRefreshOnXvfbTests: PrivateXServerTestCase {
    func testXvfbGivesNoRate() throws {
        let display = try X11Display(name: server.display)
        XCTAssertNil(DisplayRefresh.rate(display: display.handle, root: display.root, atX: 10, y: 10))
    }
}
