import Effects
import Geometry
import XCTest

final class FocusAreaTests: XCTestCase {
    let area = FocusArea(box: PixelRect(x: 100, y: 100, width: 200, height: 200))

    /// The parts never overlap and together cover the frame exactly.
    private func assertPartition(_ frame: PixelRect, file: StaticString = #filePath, line: UInt = #line) {
        let split = area.split(frame)
        var covered = Set<Int>()
        for part in split.gray + [split.colour] where !part.isEmpty {
            for y in part.y..<part.maxY {
                for x in part.x..<part.maxX {
                    XCTAssertTrue(frame.contains(x: x, y: y), file: file, line: line)
                    XCTAssertTrue(
                        covered.insert(y * 10_000 + x).inserted, "overlap at (\(x), \(y))", file: file, line: line)
                    let inBox = area.box.contains(x: x, y: y)
                    XCTAssertEqual(inBox, split.colour.contains(x: x, y: y), "(\(x), \(y))", file: file, line: line)
                }
            }
        }
        XCTAssertEqual(covered.count, frame.area, file: file, line: line)
    }

    func testEveryOverlapCase() {
        // None, partial from each side, corner, full, and an item larger than the box.
        for frame in [
            PixelRect(x: 400, y: 400, width: 50, height: 50),
            PixelRect(x: 150, y: 20, width: 100, height: 120),
            PixelRect(x: 150, y: 260, width: 100, height: 120),
            PixelRect(x: 20, y: 150, width: 100, height: 100),
            PixelRect(x: 280, y: 150, width: 100, height: 100),
            PixelRect(x: 50, y: 50, width: 100, height: 100),
            PixelRect(x: 120, y: 120, width: 50, height: 50),
            PixelRect(x: 50, y: 80, width: 300, height: 260),
            PixelRect(x: 100, y: 100, width: 200, height: 200),
        ] {
            assertPartition(frame)
        }
    }

    func testNamedCases() {
        XCTAssertTrue(area.split(PixelRect(x: 400, y: 0, width: 10, height: 10)).colour.isEmpty)
        XCTAssertEqual(area.split(PixelRect(x: 120, y: 120, width: 50, height: 50)).gray, [])
        let straddling = area.split(PixelRect(x: 100, y: -50, width: 200, height: 200))
        XCTAssertEqual(straddling.colour, PixelRect(x: 100, y: 100, width: 200, height: 50))
        XCTAssertEqual(straddling.gray, [PixelRect(x: 100, y: -50, width: 200, height: 150)])
        let larger = area.split(PixelRect(x: 0, y: 0, width: 400, height: 400))
        XCTAssertEqual(larger.colour, area.box)
        XCTAssertEqual(larger.gray.count, 4)
    }
}
