import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import Overlay
@testable import SceneKit

/// A list still being found when the window opens (a long `-r` walk, names arriving on
/// standard input): the app shows the first images at once, takes the rest as they come
/// with nothing on screen moving, says "still looking…" until the end, and quits at any time.
final class GrowingListTests: XCTestCase {
    let size = PixelSize(640, 400)
    let strip = Harness.resources + "/strip"

    /// A feed that finds `first`, signals `reached` (when given), then waits for `gate` before
    /// finding `rest`.
    private func feed(
        first: [String], rest: [String], gate: DispatchSemaphore, reached: DispatchSemaphore? = nil
    ) -> CatalogFeed {
        CatalogFeed(walk: ImageCatalog.Walk()) { finder in
            for name in first { _ = finder.add(name) }
            reached?.signal()
            gate.wait()
            for name in rest { _ = finder.add(name) }
        }
    }

    private func waitForNews(_ feed: CatalogFeed, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !feed.hasNews, Date() < deadline { usleep(2_000) }
        XCTAssertTrue(feed.hasNews, "the finder's thread handed nothing over", file: file, line: line)
    }

    private func app(_ feed: CatalogFeed) throws -> VitrineApp {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.moreImages = feed
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(entries: []), options: options)
        app.resize(to: size, time: 0)
        return app
    }

    func testTheFirstImagesShowAtOnceAndTheRestJoinWithoutMovingThem() throws {
        let names = ImageCatalog.images(among: try FileManager.default.contentsOfDirectory(atPath: strip))
            .map { strip + "/" + $0 }
        XCTAssertGreaterThan(names.count, 3)
        let gate = DispatchSemaphore(value: 0), reached = DispatchSemaphore(value: 0)
        let feed = feed(first: Array(names.prefix(2)), rest: Array(names.dropFirst(2)), gate: gate, reached: reached)
        defer { gate.signal() }
        let app = try app(feed)
        let wakes = WakeCounter()
        app.setWakeHandler { wakes.increment() }
        // Both first images handed over, not only the first: the news would race the second.
        XCTAssertEqual(reached.wait(timeout: .now() + 10), .success)
        waitForNews(feed)

        XCTAssertEqual(app.nextFrameTime(after: 0), 0, "the first images are news to draw")
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        XCTAssertEqual(app.facts.status.position?.count, 2)
        XCTAssertTrue(app.facts.status.stillLooking)
        XCTAssertTrue(app.hasWorkInProgress, "tests and hosts wait for the finding to end")
        let centre = frame[size.width / 2, size.height / 2]
        XCTAssertGreaterThan(
            max(Pixel.red(centre), Pixel.green(centre), Pixel.blue(centre)) - Pixel.blue(centre) / 2, 40,
            "the first image shows in colour at the centre")

        app.handle(.keyPressed(.end, []), time: 1)
        XCTAssertEqual(app.scenes[0].imageIndex, 1, "End goes to the last image found so far")
        _ = app.render(into: frame, time: 3)
        let before = frame.copy()

        gate.signal()
        XCTAssertTrue(feed.waitUntilFinished(within: 10))
        waitForNews(feed)
        _ = app.nextFrameTime(after: 3.1)
        XCTAssertEqual(app.facts.status.position?.count, names.count)
        XCTAssertFalse(app.facts.status.stillLooking)
        XCTAssertFalse(app.hasWorkInProgress)
        XCTAssertGreaterThan(wakes.value, 0, "the feed woke the host")
        for scene in app.scenes where scene.id != .tilt {
            XCTAssertEqual(scene.status.position?.count, names.count, "\(scene.name) took the new length")
        }
        app.overlay.statusVisible = false
        _ = app.render(into: frame, time: 3.1)
        // The new neighbour comes into view beside the last image; the image in focus stays.
        let box = PixelRect(x: size.width / 2 - 50, y: size.height / 2 - 50, width: 100, height: 100)
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX where frame[x, y] != before[x, y] {
                return XCTFail("the image in focus moved at (\(x), \(y))")
            }
        }
        app.handle(.keyPressed(.end, []), time: 4)
        XCTAssertEqual(app.scenes[0].imageIndex, names.count - 1, "End now reaches the new end")
    }

    func testAnEmptyStartSaysSoAndQuitsWhileLooking() throws {
        let gate = DispatchSemaphore(value: 0)
        let feed = feed(first: [], rest: [strip + "/01-standing.png"], gate: gate)
        let app = try app(feed)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        XCTAssertNil(app.facts.status.position)
        XCTAssertTrue(app.facts.status.stillLooking, "the status line says no images yet, still looking")
        XCTAssertNil(app.scenes[0].imageIndex)

        gate.signal()
        XCTAssertTrue(feed.waitUntilFinished(within: 10))
        _ = app.nextFrameTime(after: 1)
        XCTAssertEqual(app.scenes[0].imageIndex, 0, "the strip begins with its first image")
        XCTAssertEqual(app.facts.status.fileName, "01-standing.png")

        let waiting = DispatchSemaphore(value: 0)
        let endless = self.feed(first: [strip + "/01-standing.png"], rest: [], gate: waiting)
        defer { waiting.signal() }
        let quitting = try self.app(endless)
        quitting.handle(.keyPressed(.character("q"), []), time: 0)
        XCTAssertTrue(quitting.wantsToQuit, "Q quits while the walk goes on")
    }

    /// What ends the finding early: a refused name stops it, a bound stops it with a warning,
    /// and a cancelled feed tells its finder to stop.
    func testRefusalsWarningsAndCancel() throws {
        let strip = self.strip
        let refused = CatalogFeed(walk: ImageCatalog.Walk()) { finder in
            _ = finder.add(strip + "/01-standing.png")
            finder.refuse("standard input line 2: a file name longer than 4096 bytes")
        }
        XCTAssertTrue(refused.waitUntilFinished(within: 10))
        let batch = refused.take()
        XCTAssertEqual(batch.entries.map(\.path), [strip + "/01-standing.png"])
        XCTAssertEqual(batch.refusal, "standard input line 2: a file name longer than 4096 bytes")
        XCTAssertEqual(batch.problems, [batch.refusal!])
        XCTAssertTrue(batch.finished)
        XCTAssertFalse(refused.hasNews, "the end is taken once")

        let warned = CatalogFeed(walk: ImageCatalog.Walk()) { finder in finder.warn("too many names") }
        XCTAssertTrue(warned.waitUntilFinished(within: 10))
        XCTAssertEqual(warned.take().warnings, ["too many names"])

        let gate = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        let cancelled = CatalogFeed(walk: ImageCatalog.Walk()) { finder in
            gate.wait()
            if !finder.add(strip + "/01-standing.png") { stopped.signal() }
        }
        XCTAssertFalse(cancelled.waitUntilFinished(within: 0.05))
        cancelled.cancel()
        gate.signal()
        XCTAssertEqual(stopped.wait(timeout: .now() + 10), .success, "add says stop once cancelled")
    }
}
