import AppInterface
import Geometry
import XCTest

@testable import X11Host

/// Synthetic XInput 2 devices and events, as XInput2.swift reads them from the server, fed to
/// the translator without one.
final class XInput2TranslatorTests: XCTestCase {
    typealias Translator = XInput2Translator
    let here = Point(10, 20)

    /// A libinput touchpad: valuators 2 (vertical) and 3 (horizontal), 15 units a notch.
    let touchpad = Translator.Device(
        id: 12,
        axes: [.init(number: 2, vertical: true, increment: 15), .init(number: 3, vertical: false, increment: 15)],
        values: [2: 0, 3: 0])

    private func motion(_ device: Int32, time: UInt, at p: Point? = nil, _ valuators: [Int: Double])
        -> Translator.Motion
    {
        Translator.Motion(source: device, time: time, position: p ?? here, modifiers: [], valuators: valuators)
    }

    func testTouchpadDeltasAccumulateAsPreciseNotches() {
        var t = Translator()
        t.register(touchpad)
        var dy = 0.0
        for step in 1...10 {
            for event in t.motion(motion(12, time: UInt(step), [2: Double(step) * 1.5])) {
                guard case .scroll(let dx, let y, let at, _, let precise) = event else { continue }
                XCTAssertEqual(dx, 0)
                XCTAssertEqual(at, here)
                XCTAssertTrue(precise, "a tenth of a notch is a touchpad's")
                dy += y
            }
        }
        XCTAssertEqual(dy, 1, accuracy: 1e-9, "15 units: one notch")
        let sideways = t.motion(motion(12, time: 11, [2: 15, 3: -7.5]))
        XCTAssertEqual(
            sideways, [.scroll(dx: -0.5, dy: 0, at: here, [], precise: true)],
            "the pointer did not move: no motion, only the scroll")
    }

    func testNotchedWheelsGiveWholeNotches() {
        var t = Translator()
        // A 120-units-a-notch hi-res wheel and a 15-units one, the second inverted.
        t.register(.init(id: 7, axes: [.init(number: 2, vertical: true, increment: 120)], values: [2: 240]))
        t.register(.init(id: 8, axes: [.init(number: 3, vertical: true, increment: -15)], values: [3: 0]))
        XCTAssertEqual(t.motion(motion(7, time: 0, [:])), [.pointerMoved(here, [])])
        XCTAssertEqual(t.motion(motion(7, time: 1, [2: 360])), [.scroll(dx: 0, dy: 1, at: here, [], precise: false)])
        XCTAssertEqual(t.motion(motion(7, time: 2, [2: 120])), [.scroll(dx: 0, dy: -2, at: here, [], precise: false)])
        XCTAssertEqual(t.motion(motion(8, time: 3, [3: 15])), [.scroll(dx: 0, dy: -1, at: here, [], precise: false)])
    }

    func testTheEmulatedWheelButtonsAreRecognisedByTheirTime() {
        var t = Translator()
        t.register(.init(id: 7, axes: [.init(number: 2, vertical: true, increment: 120)], values: [2: 0]))
        _ = t.motion(motion(7, time: 500, [2: 120]))
        XCTAssertTrue(t.isEmulatedWheelButton(time: 500), "the press the server made of that notch")
        XCTAssertFalse(t.isEmulatedWheelButton(time: 501), "a real button 4 (xdotool click 4, evdev)")
        // A plain move does not make later presses emulated.
        XCTAssertEqual(t.motion(motion(7, time: 600, at: Point(1, 1), [0: 1, 1: 1])), [.pointerMoved(Point(1, 1), [])])
        XCTAssertFalse(t.isEmulatedWheelButton(time: 600))
        XCTAssertFalse(Translator().isEmulatedWheelButton(time: 0), "nothing scrolled yet")
    }

    func testDevicesWithoutScrollAxesOnlyMove() {
        var t = Translator()
        t.register(.init(id: 4, axes: [], values: [0: 5, 1: 5]))
        XCTAssertEqual(t.motion(motion(4, time: 1, [0: 6, 1: 7])), [.pointerMoved(here, [])])
        XCTAssertEqual(t.motion(motion(99, time: 2, [2: 100])), [.pointerMoved(here, [])], "an unknown device")
    }

    /// Back in the window (or after a device change), the first values are a new start: the
    /// scrolling done elsewhere is not replayed.
    func testForgettingValuesStartsAfresh() {
        var t = Translator()
        t.register(touchpad)
        XCTAssertEqual(
            t.motion(motion(12, time: 1, [2: 15])),
            [.pointerMoved(here, []), .scroll(dx: 0, dy: 1, at: here, [], precise: false)])
        t.forgetValues()
        XCTAssertEqual(t.motion(motion(12, time: 2, [2: 900])), [.pointerMoved(here, [])])
        XCTAssertEqual(t.motion(motion(12, time: 3, [2: 915])), [.scroll(dx: 0, dy: 1, at: here, [], precise: false)])
        // A device change brings the values the device has now.
        t.register(.init(id: 12, axes: touchpad.axes, values: [2: 0]))
        XCTAssertEqual(
            t.motion(motion(12, time: 4, [2: 7.5])), [.scroll(dx: 0, dy: 0.5, at: here, [], precise: true)],
            "and it stays a touchpad")
    }

    func testAPinchSumsItsTurnAndACancelledOneEndsWhereItBegan() {
        var t = Translator()
        func pinch(_ phase: PinchPhase, _ scale: Double, _ angle: Double, cancelled: Bool = false) -> InputEvent {
            t.pinch(
                .init(
                    phase: phase, position: here, modifiers: [.control], scale: scale, angleDelta: angle,
                    cancelled: cancelled))
        }
        XCTAssertEqual(pinch(.begin, 1, 0), .pinch(.begin, scale: 1, rotation: 0, at: here, [.control]))
        XCTAssertEqual(pinch(.update, 1.5, 90), .pinch(.update, scale: 1.5, rotation: .pi / 2, at: here, [.control]))
        guard case .pinch(.end, 2, let turned, _, _) = pinch(.end, 2, 90) else { return XCTFail("not the end") }
        XCTAssertEqual(turned, .pi, accuracy: 1e-12)
        XCTAssertEqual(pinch(.begin, 1, 0), .pinch(.begin, scale: 1, rotation: 0, at: here, [.control]), "a new pinch")
        _ = pinch(.update, 3, 10)
        XCTAssertEqual(pinch(.end, 3, 0, cancelled: true), .pinch(.end, scale: 1, rotation: 0, at: here, [.control]))
        _ = pinch(.begin, 1, 0)
        XCTAssertEqual(
            pinch(.update, .nan, .infinity), .pinch(.update, scale: 1, rotation: 0, at: here, [.control]),
            "nonsense from the server changes nothing")
    }
}
