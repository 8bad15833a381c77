import Foundation
import ImageFiles
import Raster
import XCTest

/// The blur scene through the real binary and the script language: a photo of fine checks,
/// shown 1:1, so sharp and blurred are told apart by local contrast.
final class BlurHeadlessTests: XCTestCase {
    private func photo() throws -> String {
        let path = try Harness.scratchFolder(for: self).appendingPathComponent("checks.png").path
        let s = Surface(width: 640, height: 400)!
        for y in 0..<400 {
            for x in 0..<640 { s[x, y] = (x / 2 + y / 2) % 2 == 0 ? 0xFFE0_6020 : 0xFF20_40C0 }
        }
        try PNGFile.write(s, to: path)
        return path
    }

    private func frame(_ script: String, function: String = #function) throws -> Surface {
        let photo = try photo()
        let shot = (photo as NSString).deletingLastPathComponent + "/shot.png"
        let r = try Harness.run(
            Harness.vitrine,
            [
                "blur", photo, "--headless", "--size", "640x400", "--input", "-",
                "--screenshot", shot,
            ], stdin: script + "\nwait 1000\n")
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: shot)
    }

    /// Red range over the 5 x 5 pixels around (x, y): the checks give 192, a blur next to 0.
    private func contrast(_ s: Surface, _ x: Int, _ y: Int) -> Int {
        let reds = (-2...2).flatMap { dy in (-2...2).map { dx in Int(Pixel.red(s[x + dx, y + dy])) } }
        return reds.max()! - reds.min()!
    }

    func testDragMovesTheRegion() throws {
        // The region starts at the centre with radius 0.3 x 400 = 120 (sharp within 72).
        let before = try frame("")
        XCTAssertGreaterThan(contrast(before, 330, 210), 150)
        XCTAssertLessThan(contrast(before, 500, 210), 10)
        let after = try frame("drag 320 200 500 200 300")
        XCTAssertGreaterThan(contrast(after, 510, 210), 150)
        XCTAssertLessThan(contrast(after, 330, 210), 10)
    }

    func testCtrlDragPinchesAndCtrlWheelResizes() throws {
        let pinched = try frame("hold ctrl\ndrag 360 200 400 200 200\nrelease ctrl")
        XCTAssertGreaterThan(contrast(pinched, 450, 210), 150, "radius 120 -> 240: sharp within 144")
        let stepped = try frame("move 320 200\nhold ctrl\nwheel up 3\nrelease ctrl")
        // 1.1^3 = 1.331: radius 160, sharp within 96, full blur beyond 160.
        XCTAssertGreaterThan(contrast(stepped, 410, 210), 150)
        XCTAssertLessThan(contrast(stepped, 490, 210), 10)
        let shrunk = try frame("move 320 200\nhold ctrl\nwheel down 3\nrelease ctrl")
        XCTAssertLessThan(contrast(shrunk, 420, 210), 10, "radius 90: blurred at 100")
    }
}
