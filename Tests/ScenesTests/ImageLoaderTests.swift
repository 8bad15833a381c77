import Geometry
import Raster
@testable import Scenes
import XCTest

final class ImageLoaderTests: XCTestCase {
    let strip = Harness.resources + "/strip"

    private func paths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: strip).sorted().map { strip + "/" + $0 }
    }

    /// The budget holds whatever is loaded, and what the frame keeps asking for stays cached.
    func testStaysWithinBudgetAndKeepsWhatIsInUse() throws {
        let slot = PixelSize(200, 200)
        // One 200 x 200 pair (colour + gray) is 320 KB; the decodes of 1200 x 900 are 4.3 MB.
        let loader = ImageLoader(budget: 6 << 20, background: .black, synchronous: true)
        let all = try paths()
        for path in all {
            guard case .ready = loader.image(path: path, slot: slot, priority: 0) else { return XCTFail(path) }
            loader.endFrame()
            XCTAssertLessThanOrEqual(loader.residentBytes, loader.budget)
        }
        // The last one is still there: asking again does not decode (no new generation either).
        let before = loader.residentBytes
        guard case .ready = loader.image(path: all.last!, slot: slot, priority: 0) else { return XCTFail() }
        XCTAssertEqual(loader.residentBytes, before)
    }

    /// Room for two display images and one decode: both stay while the second decodes (a decode
    /// counted twice once emptied the cache at every load, and the view decoded forever).
    func testADecodeIsCountedOnce() throws {
        let all = try paths().filter { $0.contains("01-") || $0.contains("03-") }
        let slot = PixelSize(200, 200)
        let pair = 200 * 150 * 4 * 2, decode = DisplayImage.decodeCost(of: PixelSize(1200, 900))
        let loader = ImageLoader(budget: 2 * pair + decode + (64 << 10), background: .black, synchronous: true)
        _ = loader.image(path: all[0], slot: slot, priority: 0)
        _ = loader.image(path: all[1], slot: slot, priority: 0)
        XCTAssertEqual(loader.decodes, 2)
        _ = loader.image(path: all[0], slot: slot, priority: 0)
        XCTAssertEqual(loader.decodes, 2, "the first image is still cached")
    }

    func testBackgroundLoadingWakesTheHostAndBumpsTheGeneration() throws {
        let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: false)
        let woken = expectation(description: "wake")
        loader.setWakeHandler { woken.fulfill() }
        let path = try paths()[0]
        guard case .loading = loader.image(path: path, slot: PixelSize(100, 100), priority: 0) else { return XCTFail() }
        wait(for: [woken], timeout: 10)
        XCTAssertEqual(loader.generation, 1)
        guard case .ready(let image) = loader.image(path: path, slot: PixelSize(100, 100), priority: 0) else { return XCTFail() }
        XCTAssertEqual(image.size, PixelSize(100, 75), "1200 x 900 fitted into 100 x 100")
        XCTAssertTrue((0..<75).allSatisfy { y in image.gray[50, y] == Surface.luma(image.colour[50, y]) })
    }
}
