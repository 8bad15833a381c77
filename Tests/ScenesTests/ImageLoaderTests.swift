import Geometry
import ImageFiles
import Raster
import XCTest

@testable import ImageLibrary

final class ImageLoaderTests: XCTestCase {
    let strip = Harness.resources + "/strip"

    private func paths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: strip).sorted().map { strip + "/" + $0 }
    }

    /// What decoding `path` for a 200 x 200 slot costs at its peak.
    private func decodeCost(_ path: String) throws -> Int {
        ImageFile.decodeCost(ofFileAt: path, size: try ImageFile.size(ofFileAt: path), fitting: PixelSize(200, 200))
    }

    /// The budget holds whatever is loaded, and what the frame keeps asking for stays cached.
    func testStaysWithinBudgetAndKeepsWhatIsInUse() throws {
        let slot = PixelSize(200, 200)
        // One 200 x 200 pair (colour + gray) is 320 KB; the decodes of 1200 x 900 are 4.3 MB.
        let loader = ImageLoader(budget: 6 << 20, background: .black, synchronous: true)
        let all = try paths()
        for path in all {
            guard case .ready = loader.image(PicturePage(path: path), slot: slot, priority: 0) else {
                return XCTFail(path)
            }
            loader.endFrame()
            XCTAssertLessThanOrEqual(loader.residentBytes, loader.budget)
        }
        // The last one is still there: asking again does not decode (no new generation either).
        let before = loader.residentBytes
        guard case .ready = loader.image(PicturePage(path: all.last!), slot: slot, priority: 0) else {
            return XCTFail()
        }
        XCTAssertEqual(loader.residentBytes, before)
    }

    /// What scenes hold outside the cache (the blur scene's photo, the closer look's picture)
    /// counts in the budget: the cache gives way to it.
    func testHeldBytesCountInTheBudget() throws {
        let slot = PixelSize(200, 200)
        let loader = ImageLoader(budget: 8 << 20, background: .black, synchronous: true)
        for path in try paths() {
            _ = loader.image(PicturePage(path: path), slot: slot, priority: 0)
            loader.endFrame()
        }
        // Two frames that ask for nothing: no image is in view any more.
        loader.endFrame()
        loader.endFrame()
        let before = loader.bytesInUse.cached
        XCTAssertGreaterThan(before, 1 << 20)
        loader.hold(7 << 20, for: "blur")
        let use = loader.bytesInUse
        XCTAssertEqual(use.held, 7 << 20)
        XCTAssertLessThanOrEqual(use.cached + use.held, loader.budget, "the cache gave way")
        XCTAssertLessThan(use.cached, before)
        loader.hold(0, for: "blur")
        XCTAssertEqual(loader.bytesInUse.held, 0)
    }

    /// A companion (what a scene makes from an image) is made once, counted with its image and
    /// dropped with it when the image is evicted.
    func testACompanionIsCountedWithItsImageAndEvictedWithIt() throws {
        final class Made {}
        let all = try paths()
        let slot = PixelSize(200, 200)
        let loader = ImageLoader(budget: 1 << 30, background: .black, synchronous: true)
        guard case .ready(let image) = loader.image(PicturePage(path: all[0]), slot: slot, priority: 0) else {
            return XCTFail()
        }
        XCTAssertNil(
            loader.companion(PicturePage(path: all[1]), slot: slot) { _ in (Made(), 1) }, "not loaded: nothing is made")
        var makes = 0
        let first = loader.companion(PicturePage(path: all[0]), slot: slot) { _ in
            makes += 1
            return (Made(), 1000)
        }
        XCTAssertEqual(loader.residentBytes, image.bytes + 1000)
        let again = loader.companion(PicturePage(path: all[0]), slot: slot) { _ in
            makes += 1
            return (Made(), 1000)
        }
        XCTAssert(first === again)
        XCTAssertEqual(makes, 1)
        // A frame at another slot size drops the image, and its companion's bytes with it.
        loader.endFrame()
        guard case .ready(let small) = loader.image(PicturePage(path: all[0]), slot: PixelSize(100, 100), priority: 0)
        else {
            return XCTFail()
        }
        loader.endFrame()
        XCTAssertEqual(loader.residentBytes, small.bytes)
        XCTAssertNil(loader.companion(PicturePage(path: all[0]), slot: slot) { _ in (Made(), 1) })
    }

    /// Room for two display images and one decode: both stay while the second decodes (a decode
    /// counted twice once emptied the cache at every load, and the view decoded forever).
    func testADecodeIsCountedOnce() throws {
        let all = try paths().filter { $0.contains("01-") || $0.contains("03-") }
        let slot = PixelSize(200, 200)
        let pair = 200 * 150 * 4 * 2, decode = DisplayImage.decodeCost(of: PixelSize(1200, 900))
        let loader = ImageLoader(budget: 2 * pair + decode + (64 << 10), background: .black, synchronous: true)
        _ = loader.image(PicturePage(path: all[0]), slot: slot, priority: 0)
        _ = loader.image(PicturePage(path: all[1]), slot: slot, priority: 0)
        XCTAssertEqual(loader.decodes, 2)
        _ = loader.image(PicturePage(path: all[0]), slot: slot, priority: 0)
        XCTAssertEqual(loader.decodes, 2, "the first image is still cached")
    }

    /// Two images in view, each costing more to decode than the whole budget: each is decoded
    /// once and stays, frame after frame (they used to evict each other forever).
    func testImagesInViewLargerThanTheBudgetAreDecodedOnce() throws {
        let two = Array(try paths().prefix(2))
        let loader = ImageLoader(budget: try decodeCost(two[0]) - 1, background: .black, synchronous: true)
        for _ in 0..<5 {
            for path in two {
                guard case .ready = loader.image(PicturePage(path: path), slot: PixelSize(200, 200), priority: 0) else {
                    return XCTFail()
                }
            }
            loader.endFrame()
        }
        XCTAssertEqual(loader.decodes, 2)
    }

    /// The same with background decoding: the loader settles (no wake after the two loads).
    func testBackgroundLoadingSettlesWhenImagesExceedTheBudget() throws {
        let two = Array(try paths().prefix(2))
        let loader = ImageLoader(budget: try decodeCost(two[0]) - 1, background: .black, synchronous: false)
        let deadline = Date().addingTimeInterval(20)
        var ready = 0
        while ready < 2, Date() < deadline {
            ready =
                two.filter { path in
                    if case .ready = loader.image(PicturePage(path: path), slot: PixelSize(200, 200), priority: 0) {
                        return true
                    }
                    return false
                }.count
            loader.endFrame()
            usleep(5_000)
        }
        XCTAssertEqual(ready, 2, "both shown")
        for _ in 0..<20 {
            for path in two { _ = loader.image(PicturePage(path: path), slot: PixelSize(200, 200), priority: 0) }
            loader.endFrame()
            // Whatever the frame set going has ended before the next: no fixed sleep.
            XCTAssertTrue(BlurTestPhotos.wait { !loader.isBusy }, "the loader settles")
        }
        XCTAssertEqual(loader.decodes, 2, "and never decoded again")
    }

    /// After a resize, copies made for the old slot size are dropped, not kept until evicted.
    func testCopiesForAnOldSlotSizeAreDropped() throws {
        let path = try paths()[0]
        let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: true)
        for side in [300, 280, 260, 240] {
            _ = loader.image(PicturePage(path: path), slot: PixelSize(side, side), priority: 0)
            loader.endFrame()
        }
        XCTAssertEqual(loader.residentBytes, 240 * 180 * 4 * 2, "only the 240 x 180 pair is left")
    }

    /// Stopped, the background thread ends and lets the loader go (it held it forever).
    func testStopEndsTheThreadAndFreesTheLoader() throws {
        weak var released: ImageLoader?
        try {
            let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: false)
            released = loader
            let woken = expectation(description: "wake")
            loader.setWakeHandler { woken.fulfill() }
            _ = loader.image(PicturePage(path: try paths()[0]), slot: PixelSize(100, 100), priority: 0)
            wait(for: [woken], timeout: 10)
            loader.stop()
        }()
        let deadline = Date().addingTimeInterval(5)
        while released != nil, Date() < deadline { usleep(10_000) }
        XCTAssertNil(released)
    }

    func testBackgroundLoadingWakesTheHostAndBumpsTheGeneration() throws {
        let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: false)
        let woken = expectation(description: "wake")
        loader.setWakeHandler { woken.fulfill() }
        let path = try paths()[0]
        guard case .loading = loader.image(PicturePage(path: path), slot: PixelSize(100, 100), priority: 0) else {
            return XCTFail()
        }
        wait(for: [woken], timeout: 10)
        XCTAssertEqual(loader.generation, 1)
        guard case .ready(let image) = loader.image(PicturePage(path: path), slot: PixelSize(100, 100), priority: 0)
        else {
            return XCTFail()
        }
        XCTAssertEqual(image.size, PixelSize(100, 75), "1200 x 900 fitted into 100 x 100")
        XCTAssertTrue((0..<75).allSatisfy { y in image.gray[50, y] == Surface.luma(image.colour[50, y]) })
    }

    /// A decode begun before `forgetDecoded` (the display's colours changed under it) is not
    /// kept: its pixels were made for the old colours. Asked again, the picture decodes anew.
    func testADecodeInFlightWhenForgottenIsNotKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Large enough that its decode is surely still running when forgotten (a second or so).
        let big = try XCTUnwrap(Surface(width: 4000, height: 3000))
        big.clear(to: Color(red: 200, green: 120, blue: 40))
        let path = folder + "/big.png"
        try PNGFile.write(big, to: path)
        let loader = ImageLoader(budget: 256 << 20, background: .black, synchronous: false)
        loader.setWakeHandler {}
        defer { loader.stop() }
        let picture = PicturePage(path: path), slot = PixelSize(100, 100)
        guard case .loading = loader.image(picture, slot: slot, priority: 0) else { return XCTFail() }
        // In flight: its cost is claimed (queued, it would start after the forgetting, and count).
        let deadline = Date().addingTimeInterval(20)
        while loader.residentBytes == 0, Date() < deadline { usleep(500) }
        loader.forgetDecoded()
        while loader.isBusy, Date() < deadline { usleep(2000) }
        XCTAssertFalse(loader.isBusy)
        guard case .loading = loader.image(picture, slot: slot, priority: 0) else {
            return XCTFail("the decode begun before the forgetting was kept")
        }
    }
}
