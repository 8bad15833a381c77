import AppInterface
import AppShell
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Raster
import VitrineTestSupport
import XCTest

/// Every size, radius, sigma and scale that input can reach stays within a limit, in every
/// scene and on any image: tiny photos blown up to fill the view, extreme pointer positions,
/// hundreds of notches and key presses. These once crashed (blur on an 8 x 8 photo; 831
/// Ctrl+wheel notches).
final class InputLimitsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-limits-\(getpid())-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A photo of `width` x `height` fine checks (high local contrast wherever it is sharp).
    private func photo(_ width: Int, _ height: Int) throws -> String {
        let s = Surface(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width { s[x, y] = (x + y) % 2 == 0 ? 0xFFF0_F0F0 : 0xFF10_1010 }
        }
        let path = folder.appendingPathComponent("p\(width)x\(height).png").path
        try PNGFile.write(s, to: path)
        return path
    }

    private func app(_ scene: String, _ paths: [String], size: PixelSize) throws -> (VitrineApp, Surface) {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        let app = try VitrineApp(sceneName: scene, images: ImageCatalog(arguments: paths), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    func testBlurOnTinyPhotosBlownUpToTheWindow() throws {
        for (w, h) in [(1, 1), (8, 8), (64, 48), (3, 200)] {
            let (app, frame) = try app("blur", [try photo(w, h)], size: PixelSize(320, 200))
            for _ in 0..<12 { app.handle(.keyPressed(.character("+"), []), time: 1) }
            _ = app.render(into: frame, time: 1)
            XCTAssertEqual(Pixel.alpha(frame[160, 100]), 255, "\(w)x\(h): the photo is drawn")
        }
    }

    /// Growth stops at the photo's diagonal: after 900 notches out, 30 notches in make the
    /// corners blurred again (unlimited, 1.1^870 would still cover everything).
    func testCtrlWheelGrowthIsLimited() throws {
        let (app, frame) = try app("blur", [try photo(400, 300)], size: PixelSize(400, 300))
        let centre = Point(200, 150)
        for i in 0..<900 { app.handle(.wheel(.up, centre, .control), time: Double(i) * 0.01) }
        _ = app.render(into: frame, time: 20)
        XCTAssertGreaterThan(contrast(frame, Point(10, 10)), 150, "grown past the corners: all sharp")
        for i in 0..<30 { app.handle(.wheel(.down, centre, .control), time: 20 + Double(i) * 0.01) }
        _ = app.render(into: frame, time: 30)
        XCTAssertLessThan(contrast(frame, Point(10, 10)), 20, "30 notches back: the corner is blurred again")
        XCTAssertGreaterThan(contrast(frame, centre), 150, "and the centre still sharp")
    }

    /// A seeded storm of every kind of input, with pointer positions far outside the window,
    /// window sizes from 1 x 1 up, for every scene on small and odd photos. Passing means no
    /// trap; the frame must also stay drawable.
    func testRandomInputStormInEveryScene() throws {
        let paths = [try photo(1, 1), try photo(8, 8), try photo(64, 48), try photo(500, 7)]
        let keys: [Key] = [
            .character("+"), .character("-"), .character("l"), .character("e"), .character("o"), .character("h"),
            .character("p"), .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .space,
        ]
        let sizes = [PixelSize(1, 1), PixelSize(320, 200), PixelSize(1, 240), PixelSize(300, 2), PixelSize(200, 160)]
        for scene in VitrineApp.sceneNames {
            for (n, path) in paths.enumerated() {
                var random = XorShift32(seed: UInt32(0xB1A5 + n))
                let (app, _) = try app(scene, [path] + paths, size: sizes[1])
                var frame = Surface(size: sizes[1])!
                var time = 0.0
                func point() -> Point {
                    // Mostly in the window, sometimes far outside it (X gives Int16 coordinates;
                    // a headless script any finite number).
                    switch random.nextUInt32() % 8 {
                    case 0: return Point(random.uniform(-1, 1) * 1e300, random.uniform(-1, 1) * 1e300)
                    case 1, 2: return Point(random.uniform(-32768, 32767), random.uniform(-32768, 32767))
                    default:
                        return Point(
                            random.uniform(-10, Double(frame.width) + 10),
                            random.uniform(-10, Double(frame.height) + 10))
                    }
                }
                for step in 0..<800 {
                    time += random.uniform(0, 0.05)
                    let mods: Modifiers = [[], .control, [.control, .shift], .shift][Int(random.nextUInt32() % 4)]
                    switch random.nextUInt32() % 9 {
                    case 0: app.handle(.buttonPressed(.left, point(), mods), time: time)
                    case 1: app.handle(.buttonReleased(.left, point(), mods), time: time)
                    case 2, 3: app.handle(.pointerMoved(point(), mods), time: time)
                    case 4 where random.nextUInt32() % 2 == 0:
                        let d: [WheelDirection] = [.up, .down, .left, .right]
                        for _ in 0..<Int(random.nextUInt32() % 40) {
                            app.handle(.wheel(d[Int(random.nextUInt32() % 4)], point(), mods), time: time)
                        }
                    case 4:
                        // XInput 2 scrolls and pinches, with deltas, scales and turns from none to absurd.
                        func amount() -> Double {
                            [0, random.uniform(-2, 2), random.uniform(-1, 1) * 1e300, .nan, -.infinity][
                                Int(random.nextUInt32() % 5)]
                        }
                        let precise = random.nextUInt32() % 2 == 0
                        app.handle(.scroll(dx: amount(), dy: amount(), at: point(), mods, precise: precise), time: time)
                        let phases: [PinchPhase] = [.begin, .update, .update, .end]
                        app.handle(
                            .pinch(
                                phases[Int(random.nextUInt32() % 4)], scale: amount(), rotation: amount(),
                                at: point(), mods), time: time)
                    case 5: app.handle(.keyPressed(keys[Int(random.nextUInt32() % UInt32(keys.count))], []), time: time)
                    case 6: app.handle(.modifiersChanged(mods), time: time)
                    case 7: app.handle(.pointerLeft, time: time)
                    default:
                        if step % 50 == 0 {
                            frame = Surface(size: sizes[Int(random.nextUInt32() % UInt32(sizes.count))])!
                            app.resize(to: frame.size, time: time)
                        }
                    }
                    if let due = app.nextFrameTime(after: time), due <= time + 0.05 {
                        for rect in app.render(into: frame, time: time) {
                            XCTAssertEqual(
                                rect.intersection(frame.bounds), rect, "\(scene) step \(step): damage outside")
                        }
                    }
                }
                XCTAssertFalse(app.wantsToQuit)
            }
        }
    }

    private func contrast(_ s: Surface, _ p: Point) -> Int { s.redContrast(around: p) }
}
