import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import SceneStamps

/// What the comic stamps look like: goldens, sizes, thin swoosh, sharpness at large scales.
final class StampArtTests: XCTestCase {
    let balloonText = "Hey! Who put all these stickers on my photo?"

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        // Antialiased fills and FreeType's glyphs: allow a few edge pixels to move a little.
        let result = Golden.compare(
            s, area: "stamps", name: name, testFile: #filePath, tolerance: 24,
            maxDifferingShare: 0.002)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    private func sticker() throws -> StampSticker {
        StampSticker(image: try PNGFile.read(path: Harness.resources + "/strip/04-fish.png"), name: "04-fish.png")
    }

    /// Every art, the sticker a small one (a 1024 px PNG at scale 2.5 takes seconds unoptimised).
    private var arts: [StampArt] {
        let dot = Surface(width: 41, height: 29)!
        dot.fill(.circle(center: Point(20, 14), radius: 12), with: Color(red: 200, green: 60, blue: 20, alpha: 180))
        return [.boom, .wham, .swoosh, .balloon(balloonText), .sticker(StampSticker(image: dot, name: "dot"))]
    }

    func testGoldensOfEachArt() throws {
        assertGolden(StampArt.boom.render(scale: 1), "boom")
        assertGolden(StampArt.boom.render(scale: 2.5), "boom-2.5")
        assertGolden(StampArt.wham.render(scale: 1), "wham")
        assertGolden(StampArt.swoosh.render(scale: 1), "swoosh")
        assertGolden(StampArt.balloon(balloonText).render(scale: 1), "balloon")
        assertGolden(StampArt.balloon("Hi!").render(scale: 1), "balloon-short")
        assertGolden(try StampArt.sticker(sticker()).render(scale: 0.2), "sticker-0.2")
    }

    func testRenderIsTheArtSizeTimesTheScaleRoundedUp() {
        for art in arts {
            for scale in [0.2, 0.37, 1, 2.5] {
                let s = art.render(scale: scale)
                XCTAssertEqual(s.width, Int((art.size.width * scale).rounded(.up)), "\(art) at \(scale)")
                XCTAssertEqual(s.height, Int((art.size.height * scale).rounded(.up)), "\(art) at \(scale)")
            }
        }
    }

    func testEveryPixelIsPremultiplied() {
        for art in arts {
            for scale in [0.3, 1, 2.5] {
                let s = art.render(scale: scale)
                var bad = 0
                for y in 0..<s.height {
                    let row = s.row(y)
                    for x in 0..<s.width {
                        let p = row[x], a = Pixel.alpha(p)
                        if Pixel.red(p) > a || Pixel.green(p) > a || Pixel.blue(p) > a { bad += 1 }
                    }
                }
                XCTAssertEqual(bad, 0, "\(art) at \(scale): channels above alpha")
            }
        }
    }

    func testTheBoomsCornersAreTransparentAndItsMiddleOpaque() {
        let s = StampArt.boom.render(scale: 1)
        for (x, y) in [(0, 0), (s.width - 1, 0), (0, s.height - 1), (s.width - 1, s.height - 1)] {
            XCTAssertEqual(s[x, y], 0, "corner (\(x), \(y))")
        }
        XCTAssertEqual(Pixel.alpha(s[s.width / 2, s.height / 2]), 255)
    }

    /// Thin lines in a mostly empty box: what alpha-map hit testing is for.
    func testTheSwooshIsThinLinesInAnEmptyBox() {
        let s = StampArt.swoosh.render(scale: 1)
        var inked = 0
        for y in 0..<s.height {
            for x in 0..<s.width where Pixel.alpha(s[x, y]) > 0 { inked += 1 }
        }
        XCTAssertLessThan(Double(inked) / Double(s.width * s.height), 0.15)
        // Down the middle column, each line is crossed in a run at most 4 px long.
        var runs: [Int] = []
        var run = 0
        for y in 0..<s.height {
            if Pixel.alpha(s[s.width / 2, y]) > 0 {
                run += 1
            } else if run > 0 {
                runs.append(run)
                run = 0
            }
        }
        XCTAssertEqual(runs.count, 3, "three lines: \(runs)")
        XCTAssert(runs.allSatisfy { $0 <= 4 }, "runs \(runs)")
    }

    /// At scale 4 the art is drawn, not enlarged: across the letters' middle row, red rises
    /// from the black outline (under 30) to the fill (over 200) within 2 px every time.
    func testScaleFourIsSharp() {
        let scale = 4.0
        let s = StampArt.boom.render(scale: scale)
        let y = Int(StampArt.boomBurst.center.y * scale)
        let red = (0..<s.width).map { Int(Pixel.red(s[$0, y])) }
        var widths: [Int] = []
        var x = 0
        while x < red.count - 1 {
            guard red[x] <= 30, red[x + 1] > 30 else {
                x += 1
                continue
            }
            var end = x + 1
            while end < red.count, red[end] > red[end - 1], red[end] < 200 { end += 1 }
            if end < red.count, red[end] >= 200 { widths.append(end - x - 1) }
            x = end
        }
        XCTAssertGreaterThanOrEqual(widths.count, 6, "edges found across the letters")
        XCTAssert(widths.allSatisfy { $0 <= 2 }, "edge widths \(widths)")
    }

    func testAStickerShowsItsPNG() throws {
        let sticker = try sticker()
        let art = StampArt.sticker(sticker)
        XCTAssertEqual(art.size, Size(1024, 1024))
        XCTAssertTrue(art.render(scale: 1).hasSamePixels(as: sticker.image), "scale 1 is the PNG itself")
        let small = art.render(scale: 0.25)
        let expected = try XCTUnwrap(sticker.image.scaled(to: PixelSize(256, 256)))
        XCTAssertTrue(small.hasSamePixels(as: expected), "shrunk by area averaging")
        // Enlarged bilinearly (a 64 px piece: the whole takes seconds unoptimised), each image
        // pixel's middle keeps its colour.
        let piece = Surface(width: 64, height: 64)!
        piece.copy(from: sticker.image, sourceRect: PixelRect(x: 400, y: 300, width: 64, height: 64), toX: 0, y: 0)
        let large = StampArt.sticker(StampSticker(image: piece, name: "piece")).render(scale: 3)
        var off = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let p = piece[x, y], q = large[3 * x + 1, 3 * y + 1]
                if [0, 8, 16, 24].contains(where: { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) > 2 }) {
                    off += 1
                }
            }
        }
        XCTAssertEqual(off, 0, "pixels off their colour at scale 3")
    }
}

/// The balloon's text, where the art lands at each scale, and the outlines it is filled from.
extension StampArtTests {
    func testBalloonTextTakesTheLargestSizeThatFitsElseEndsInAnEllipsis() {
        XCTAssertEqual(StampArt.balloonLines("Hi!").size, StampArt.balloonTextSizes.first)
        XCTAssertEqual(StampArt.balloonLines("Hi!").lines, ["Hi!"])
        let long = StampArt.balloonLines(balloonText)
        XCTAssertLessThan(long.size, StampArt.balloonTextSizes.first!)
        XCTAssertEqual(long.lines.joined(separator: " "), balloonText, "wrapped, nothing lost")
        let speech = String(repeating: "On and on and on, ", count: 30)
        let cut = StampArt.balloonLines(speech)
        XCTAssertEqual(cut.size, StampArt.balloonTextSizes.last)
        XCTAssertTrue(cut.lines.last?.hasSuffix("…") ?? false, "\(cut.lines)")
    }

    /// However long the text, no letter lands on the outline or outside the balloon.
    func testLongBalloonTextStaysInsideTheBalloon() {
        let s = StampArt.balloon(String(repeating: "Blah blah blah WWW. ", count: 40)).render(scale: 1)
        let body = StampArt.balloonBody, box = StampArt.balloonTextBox
        let textBox = Rect.centered(at: body.center, size: Size(box.width + 8, box.height + 8))
        var stray = 0
        for y in 0..<s.height {
            for x in 0..<s.width {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                let dx = (p.x - body.center.x) / (body.width / 2 - 4)
                let dy = (p.y - body.center.y) / (body.height / 2 - 4)
                // Inside the body, clear of its outline, but outside the text's box: white.
                if dx * dx + dy * dy < 1, !textBox.contains(p), s[x, y] != Color.white.pixel { stray += 1 }
            }
        }
        XCTAssertEqual(stray, 0)
    }

    func testAScaleThatIsNotPositiveGivesOneTransparentPixel() {
        for scale in [0, -1, .nan, .infinity] {
            let s = StampArt.boom.render(scale: scale)
            XCTAssertEqual(s.size, PixelSize(1, 1))
            XCTAssertEqual(s[0, 0], 0)
        }
    }

    /// A square grown by 5 px: solid up to 5 px out from its sides, round at the corners,
    /// and the same however it is wound.
    func testAGrownPolygonIsItsUnionWithADiskAroundEveryPoint() {
        let square = [Point(20, 20), Point(40, 20), Point(40, 40), Point(20, 40)]
        var first: Surface?
        for polygon in [square, square.reversed()] {
            let s = Surface(width: 60, height: 60)!
            s.fill(StrokeOutline.grown([polygon], by: 5), with: .black)
            XCTAssertEqual(Pixel.alpha(s[30, 30]), 255, "inside")
            XCTAssertEqual(Pixel.alpha(s[15, 30]), 255, "4.5 px out from a side")
            XCTAssertEqual(Pixel.alpha(s[14, 30]), 0, "5.5 px out")
            XCTAssertEqual(Pixel.alpha(s[17, 17]), 255, "3.5 px out at the corner, diagonally")
            XCTAssertEqual(Pixel.alpha(s[15, 15]), 0, "6.4 px out at the corner: rounded off")
            if let first { XCTAssertTrue(s.hasSamePixels(as: first), "either winding") } else { first = s }
        }
    }

    /// A tapered stroke is as wide as asked, across its direction of travel.
    func testATaperedStrokeHasTheWidthsAsked() {
        let points = (0...20).map { Point(10 + Double($0) * 4, 20) }
        let s = Surface(width: 100, height: 40)!
        s.fill(StrokeOutline.tapered(points, widths: points.map { _ in 4 }), with: .black)
        let column = (0..<40).map { Pixel.alpha(s[50, $0]) }
        XCTAssertEqual(column.reduce(0) { $0 + Int($1) }, 4 * 255, "4 px of ink down the middle")
        XCTAssertEqual(column[17], 0)
        XCTAssertEqual(column[18], 255)
        XCTAssertEqual(column[21], 255)
        XCTAssertEqual(column[22], 0)
    }

    /// Art point (x, y) lands at (x scale, y scale): the art drawn at scale 2 and shrunk to
    /// scale 1 is the art drawn at scale 1 (in every channel), but for antialiasing, glyph
    /// hinting, and glyphs placed to a quarter pixel across and a whole pixel down.
    func testTheArtLandsInTheSamePlaceAtEveryScale() throws {
        for art in [StampArt.boom, .wham, .swoosh, .balloon(balloonText)] {
            let one = art.render(scale: 1)
            let two = try XCTUnwrap(art.render(scale: 2).scaled(to: one.size))
            var total = 0, far = 0
            for y in 0..<one.height {
                for x in 0..<one.width {
                    let p = one[x, y], q = two[x, y]
                    let d = [0, 8, 16, 24].map { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) }.max()!
                    total += d
                    if d > 96 { far += 1 }
                }
            }
            let pixels = Double(one.width * one.height)
            // Measured: means up to 2.5 and up to 0.9% far apart, all along letters' edges.
            XCTAssertLessThan(Double(total) / pixels, 4, "\(art): mean channel difference")
            XCTAssertLessThan(Double(far) / pixels, 0.015, "\(art): pixels far apart")
        }
    }

    /// Each edge pushed out by the width, corners sharp, either winding; a spike's outline
    /// comes to a point beyond the spike's tip.
    func testAMitredOutlineMovesEveryEdgeOutByTheWidth() {
        let square = [Point(20, 20), Point(40, 20), Point(40, 40), Point(20, 40)]
        let grown = [Point(18, 18), Point(42, 18), Point(42, 42), Point(18, 42)]
        for polygon in [square, square.reversed()] {
            let out = StrokeOutline.mitred(polygon, by: 2)
            XCTAssertEqual(
                Set(out.map { Point(($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6) }),
                Set(grown))
        }
        // A spike of half-angle 30° at (100, 50): the outline's tip lies 2 / sin 30° = 4 further out.
        let spike = [Point(0, 50 - 100 * tan(Double.pi / 6)), Point(100, 50), Point(0, 50 + 100 * tan(Double.pi / 6))]
        let tip = StrokeOutline.mitred(spike, by: 2)[1]
        XCTAssertEqual(tip.x, 104, accuracy: 1e-9)
        XCTAssertEqual(tip.y, 50, accuracy: 1e-9)
    }

    /// The bursts' outlines, sharp tips and shadows included, stay a pixel inside their box.
    func testTheBurstsFitTheirBoxes() {
        for (burst, art) in [(StampArt.boomBurst, StampArt.boom), (StampArt.whamBurst, StampArt.wham)] {
            let outline = StrokeOutline.mitred(burst.polygon(), by: burst.outlineWidth)
            let minX = outline.map(\.x).min()!, minY = outline.map(\.y).min()!
            let maxX = outline.map(\.x).max()! + burst.shadowOffset, maxY = outline.map(\.y).max()! + burst.shadowOffset
            XCTAssertGreaterThanOrEqual(minX, 1, "\(art) left")
            XCTAssertGreaterThanOrEqual(minY, 1, "\(art) top")
            XCTAssertLessThanOrEqual(maxX, art.size.width - 1, "\(art) right")
            XCTAssertLessThanOrEqual(maxY, art.size.height - 1, "\(art) bottom")
        }
    }

    /// Nothing is cut off: the outermost rows and columns of every drawn art are transparent.
    func testNoArtTouchesTheEdgeOfItsBitmap() {
        for art in [StampArt.boom, .wham, .swoosh, .balloon(balloonText)] {
            for scale in [1, 2.5] {
                let s = art.render(scale: scale)
                var touching = 0
                for x in 0..<s.width where s[x, 0] != 0 || s[x, s.height - 1] != 0 { touching += 1 }
                for y in 0..<s.height where s[0, y] != 0 || s[s.width - 1, y] != 0 { touching += 1 }
                XCTAssertEqual(touching, 0, "\(art) at \(scale)")
            }
        }
    }
}
