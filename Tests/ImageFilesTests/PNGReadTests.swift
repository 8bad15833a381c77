import Geometry
import ImageFiles
import Raster
import XCTest

final class PNGReadTests: XCTestCase {
    func testEveryFixtureDecodesToTheScriptsPixels() throws {
        XCTAssertEqual(Fixture.all.count, 27)
        for fixture in Fixture.all {
            let surface: Surface
            do {
                surface = try PNGFile.read(path: fixture.path)
            } catch {
                XCTFail("\(fixture): \(error)")
                continue
            }
            XCTAssertEqual(surface.size, PixelSize(fixture.width, fixture.height), "\(fixture)")
            assertPixels(of: surface, match: fixture)
        }
    }

    func testSizeReadsTheHeaderOfEveryFixture() throws {
        for fixture in Fixture.all {
            XCTAssertEqual(
                try PNGFile.size(ofFileAt: fixture.path), PixelSize(fixture.width, fixture.height),
                "\(fixture)")
        }
    }

    func testFixturesCoverTheCasesThatNeedCare() {
        // The expectations would be weak if, say, no pixel were translucent or transparent.
        var alphas = Set<Int>(), keyed = 0
        for fixture in Fixture.all {
            for y in 0..<fixture.height {
                for x in 0..<fixture.width {
                    let alpha = fixture.straight(x, y).3
                    alphas.insert(alpha)
                    if fixture.transparency != nil, alpha == 0 { keyed += 1 }
                }
            }
        }
        XCTAssertTrue(alphas.isSuperset(of: [0, 1, 127, 128, 200, 254, 255]), "\(alphas.sorted())")
        XCTAssertGreaterThan(keyed, 5)
        // 16-bit alphas either side of a rounding boundary reduce to different 8-bit values.
        XCTAssertEqual(Fixture.to8(128, depth: 16), 0)
        XCTAssertEqual(Fixture.to8(129, depth: 16), 1)
        XCTAssertEqual(Fixture.to8(65406, depth: 16), 254)
        XCTAssertEqual(Fixture.to8(65407, depth: 16), 255)
    }

    func testTransparentPixelsAreAllZero() throws {
        // Premultiplied: no colour survives under alpha 0, whatever the file stored there.
        let surface = try PNGFile.read(path: Fixture.rgba8.path)
        XCTAssertEqual(Fixture.alpha(0, 0, depth: 8), 0)
        XCTAssertEqual(surface[0, 0], 0)
    }

    func testReadAcceptsCustomLimitsThatFit() throws {
        let exact = DecodeLimits(maxWidth: 7, maxHeight: 5, maxBytes: 7 * 5 * 4)
        XCTAssertEqual(try PNGFile.read(path: Fixture.rgba8.path, limits: exact).size, PixelSize(7, 5))
    }

    func testReadsConcurrently() throws {
        // Each call has its own libpng state; nothing is shared.
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let fixture = Fixture.all[i % Fixture.all.count]
            guard let surface = try? PNGFile.read(path: fixture.path), surface[0, 0] == fixture.expected(0, 0) else {
                failures.withLock { $0 += 1 }
                return
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, 0)
    }
}

/// Compares every pixel exactly, and reports the first few that differ, with their place.
func assertPixels(of surface: Surface, match fixture: Fixture, file: StaticString = #filePath, line: UInt = #line) {
    var wrong: [String] = []
    for y in 0..<min(surface.height, fixture.height) {
        for x in 0..<min(surface.width, fixture.width) {
            let (expected, actual) = (fixture.expected(x, y), surface[x, y])
            if expected != actual {
                wrong.append("(\(x), \(y)) expected \(hex(expected)) got \(hex(actual))")
            }
        }
    }
    if !wrong.isEmpty {
        XCTFail(
            "\(fixture): \(wrong.count) pixels differ: " + wrong.prefix(4).joined(separator: "; "),
            file: file, line: line)
    }
}

/// A value shared between threads in a test.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
