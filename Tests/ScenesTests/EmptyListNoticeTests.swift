import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import Overlay

/// A list that ends with nothing to show (issue 24): the window says so in its middle and its
/// title, lists why, and takes the images back off the screen once some come.
final class EmptyListNoticeTests: XCTestCase {
    let size = PixelSize(640, 400)

    /// A walk still going when the window opens that ends empty: no notice while it goes ("no
    /// images yet, still looking…"), then the headline and every problem it found, in the
    /// title and on a card in the middle, and no toast repeating them.
    func testAWalkThatEndsEmptyShowsTheNoticeWithItsProblems() throws {
        let gate = DispatchSemaphore(value: 0)
        let feed = CatalogFeed(walk: ImageCatalog.Walk()) { finder in
            gate.wait()
            finder.tell("cannot show folder '/photos/a': it holds no images Vitrine reads")
            finder.tell("cannot show folder '/photos/b': it holds no images Vitrine reads")
        }
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.moreImages = feed
        options.emptyListHeadline = "No images to show"
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(entries: []), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 20)
        XCTAssertNil(app.listNotice, "no notice while the walk goes on")
        XCTAssertTrue(app.facts.status.stillLooking)
        let middle = frame[size.width / 2, size.height / 2]

        gate.signal()
        XCTAssertTrue(feed.waitUntilFinished(within: 10))
        var time = 21.0
        while app.listNotice == nil, time < 40 {
            _ = app.nextFrameTime(after: time)
            time += 0.5
        }
        let notice = try XCTUnwrap(app.listNotice)
        XCTAssertEqual(notice.headline, "No images to show")
        XCTAssertEqual(notice.reasons.count, 2)
        XCTAssertEqual(app.title, "No images to show — Vitrine")
        _ = app.render(into: frame, time: time)
        XCTAssertNotEqual(frame[size.width / 2, size.height / 2], middle, "the card covers the middle")
        XCTAssertTrue(app.overlay.toasts.all.isEmpty, "the card lists the problems, no toast repeats them")
        let told = app.takeMessages().map(\.text)
        XCTAssertEqual(told.count, 2, "both still go to standard error: \(told)")
    }

    /// A million failures make one line: the first eight are kept, the rest counted.
    func testTheReasonsAreBounded() {
        var notice = ListNotice(headline: "No images to show", reasons: (0..<5).map { "problem \($0)" })
        notice.add((5..<1_000_000).map { "problem \($0)" })
        XCTAssertEqual(notice.reasons, (0..<8).map { "problem \($0)" })
        XCTAssertEqual(notice.unlisted, 999_992)
    }

    /// A list with an image has no notice, and the title names the file.
    func testAListWithAnImageHasNoNotice() throws {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let app = try VitrineApp(
            sceneName: "focus", images: ImageCatalog(arguments: [Harness.resources + "/strip/01-standing.png"]),
            options: options)
        XCTAssertNil(app.listNotice)
        XCTAssertFalse(app.title.hasPrefix("No images"), app.title)
    }
}
