import Effects
import Geometry
import XCTest

final class BlurRegionTests: XCTestCase {
    let shapes: [BlurRegion.Shape] = [
        .circle, .ellipse(aspect: 0.5, rotation: 0.6), .band(angle: -0.3), .band(angle: 0),
    ]

    private func region(_ shape: BlurRegion.Shape) -> BlurRegion {
        BlurRegion(shape: shape, center: Point(200, 150), radius: 100)
    }

    func testZeroInsideOneOutsideAndMonotonicAcrossTheFeather() {
        for shape in shapes {
            let r = region(shape)
            XCTAssertEqual(r.weight(at: r.center), 0, "\(shape)")
            for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.3) {
                let dir = Point(cos(angle), sin(angle))
                var last = -1.0
                for step in 0...400 {
                    let p = r.center + dir * Double(step)
                    let w = r.weight(at: p)
                    XCTAssertGreaterThanOrEqual(w, last - 1e-12, "\(shape) grows outwards at angle \(angle)")
                    XCTAssertTrue((0...1).contains(w))
                    last = w
                    if r.distance(p) <= r.innerRadius { XCTAssertEqual(w, 0) }
                    if r.distance(p) >= r.radius { XCTAssertEqual(w, 1) }
                }
            }
        }
    }

    func testCircleFeatherDefaults() {
        let r = region(.circle)
        XCTAssertEqual(r.innerRadius, 60)
        XCTAssertEqual(r.weight(at: Point(259, 150)), 0)
        XCTAssertEqual(r.weight(at: Point(280, 150)), 0.5, accuracy: 1e-9, "halfway through the ramp")
        XCTAssertEqual(r.weight(at: Point(301, 150)), 1)
    }

    /// The per-row spans agree with the weights: inside `sharp` 0, outside `affected` 1.
    func testRowSpansAgreeWithWeights() {
        for shape in shapes {
            let r = region(shape)
            for y in stride(from: 0.5, to: 300, by: 7) {
                let spans = r.spans(atY: y)
                for x in stride(from: -50.5, to: 450, by: 1) {
                    let w = r.weight(at: Point(x, y))
                    if let sharp = spans.sharp, sharp.contains(x) {
                        XCTAssertEqual(w, 0, accuracy: 1e-9, "\(shape) (\(x), \(y))")
                    }
                    if !(spans.affected?.contains(x) ?? false) {
                        XCTAssertEqual(w, 1, accuracy: 1e-9, "\(shape) (\(x), \(y))")
                    }
                }
            }
        }
    }

    func testRowWeightsMatchPointWeights() {
        for shape in shapes {
            let r = region(shape)
            var row = [UInt8](repeating: 0, count: 400)
            row.withUnsafeMutableBufferPointer { r.weights(y: 120.5, x0: 0.5, count: 400, into: $0.baseAddress!) }
            for x in 0..<400 {
                XCTAssertEqual(
                    Double(row[x]), (r.weight(at: Point(Double(x) + 0.5, 120.5)) * 255).rounded(), "\(shape) x \(x)")
            }
        }
    }

    /// Every pixel centre of the view closer than the radius (weight below 1; with a margin,
    /// closer than radius + margin for a circle or band) lies in `affectedBounds`, and without
    /// a margin each side of it is within a pixel of such a centre: it is the box, not a box.
    /// (Except for an ellipse cut by the view's edge: its box is the whole ellipse's, cut.)
    func testAffectedBoundsHoldThePointsWithinReach() {
        let view = Rect(x: 0, y: 0, width: 400, height: 300)
        let more: [BlurRegion.Shape] = [.band(angle: .pi / 2), .band(angle: 2), .ellipse(aspect: 0.3, rotation: -1.2)]
        for shape in shapes + more {
            for (centre, margin) in [(Point(200, 150), 0.0), (Point(30, 280), 0), (Point(390, 10), 3.5)] {
                var r = region(shape)
                r.center = centre
                guard let box = r.affectedBounds(in: view, margin: margin) else {
                    XCTFail("\(shape) at \(centre): no box")
                    continue
                }
                var isEllipse = false
                if case .ellipse = shape { isEllipse = true }
                // An ellipse's distance is in units of its major axis: only the radius is checked.
                let reach = r.radius + (isEllipse ? 0 : margin)
                var seen = (
                    minX: Double.infinity, maxX: -Double.infinity,
                    minY: Double.infinity, maxY: -Double.infinity
                )
                var outside = 0
                for y in stride(from: 0.5, to: 300, by: 1) {
                    for x in stride(from: 0.5, to: 400, by: 1) where r.distance(Point(x, y)) < reach {
                        if x < box.minX || x > box.maxX || y < box.minY || y > box.maxY { outside += 1 }
                        seen = (min(seen.minX, x), max(seen.maxX, x), min(seen.minY, y), max(seen.maxY, y))
                    }
                }
                XCTAssertEqual(outside, 0, "\(shape) at \(centre): centres outside \(box)")
                guard margin == 0, !isEllipse || centre == Point(200, 150) else { continue }
                for (gap, side) in [
                    (seen.minX - box.minX, "left"), (box.maxX - seen.maxX, "right"),
                    (seen.minY - box.minY, "top"), (box.maxY - seen.maxY, "bottom"),
                ] {
                    XCTAssertLessThan(gap, 1.5, "\(shape) at \(centre): \(side) of \(box) is loose")
                }
            }
        }
        XCTAssertNil(BlurRegion(center: Point(-500, 0), radius: 100).affectedBounds(in: view), "off the view")
    }

    func testRadiusHasAFloor() {
        var r = region(.circle)
        r.radius = 1
        XCTAssertEqual(r.radius, BlurRegion.minimumRadius)
    }
}

final class VeilFadeTests: XCTestCase {
    func testFadesInOnHoldAndOutAfterRelease() {
        var veil = VeilFade()
        XCTAssertEqual(veil.level(at: 0), 0)
        veil.hold(at: 1)
        XCTAssertEqual(veil.level(at: 1.05), 0.5, accuracy: 1e-9)
        XCTAssertEqual(veil.level(at: 2), 1)
        veil.release(at: 3)
        XCTAssertEqual(veil.level(at: 3.1), 1, "stays a moment after release")
        XCTAssertEqual(veil.nextChange(after: 3.1)!, 3 + VeilFade.holdAfterRelease, accuracy: 1e-9)
        XCTAssertEqual(veil.level(at: 3 + VeilFade.holdAfterRelease + VeilFade.fadeOut / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(veil.level(at: 4), 0)
        XCTAssertNil(veil.nextChange(after: 4))
        veil.persistent = true
        XCTAssertEqual(veil.level(at: 5), 1)
    }
}
