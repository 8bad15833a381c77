import AppInterface
import Foundation
import Geometry
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary

/// Ctrl+C asks the host for the clipboard with the picture's full path, and the window says
/// what became of it only once the host has tried: a copy another program's race lost says so.
final class CopyPathTests: XCTestCase {
    func testTheToastWaitsForTheHostAndSaysWhatHappened() throws {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let picture = Harness.resources + "/strip/01-standing.png"
        let app = try VitrineApp(sceneName: "focus", images: try ImageCatalog(arguments: [picture]), options: options)
        app.resize(to: PixelSize(640, 400), time: 0)
        _ = app.takeMessages()

        app.handle(.keyPressed(.character("c"), .control), time: 1)
        let requests = app.takeWindowRequests()
        XCTAssertEqual(requests, [.copyToClipboard((picture as NSString).standardizingPath)])
        XCTAssertTrue(app.takeMessages().isEmpty, "nothing said before the host has tried")

        app.windowRequest(requests[0], succeeded: false)
        let failed = app.takeMessages()
        XCTAssertEqual(failed.map(\.isError), [true])
        XCTAssertTrue(failed[0].text.hasPrefix("could not copy the path of '01-standing.png'"), failed[0].text)

        app.windowRequest(requests[0], succeeded: true)
        XCTAssertEqual(app.takeMessages().map(\.text), ["copied the path of '01-standing.png'"])
    }
}
