import AppInterface
import Foundation
import Geometry

/// Turns XInput 2 pointer events, as plain values, into `InputEvent`s: scroll valuators into
/// smooth `.scroll` deltas, touchpad gestures into `.pinch`. No Xlib here (XInput2.swift reads
/// the events), so tests feed it synthetic devices and events without a server.
///
/// A device's scroll valuators are absolute axes that keep counting; a scroll is the change
/// since the device's last event, divided by the axis's increment (one notch, as the server
/// would emulate one button 4-7 press for it). The last values are forgotten when the pointer
/// comes back into the window or the device changes, so a scroll made elsewhere is not
/// replayed here as one huge delta.
struct XInput2Translator {
    /// One scroll valuator of a device (an XIScrollClass).
    struct ScrollAxis: Equatable {
        /// The valuator's number in the device's events.
        let number: Int
        let vertical: Bool
        /// Valuator units per notch; negative on an inverted axis.
        let increment: Double
    }

    /// A device's scroll axes and its valuators' values when it was queried (or changed).
    struct Device: Equatable {
        let id: Int32
        let axes: [ScrollAxis]
        let values: [Int: Double]
    }

    /// An XI_Motion: the slave device that moved (sourceid), the server time (ms), where the
    /// pointer is in the window, the modifiers, and the valuators the event carries.
    struct Motion: Equatable {
        let source: Int32
        let time: UInt
        let position: Point
        let modifiers: Modifiers
        let valuators: [Int: Double]
    }

    /// An XI_GesturePinchBegin, -Update or -End. `scale` is since the begin, `angleDelta` the
    /// turn since the last event, in degrees (clockwise positive), as the server gives them.
    struct Pinch: Equatable {
        let phase: PinchPhase
        let position: Point
        let modifiers: Modifiers
        let scale: Double
        let angleDelta: Double
        let cancelled: Bool
    }

    /// What the translator keeps per device: its axes, the values last seen, and whether it
    /// has ever scrolled by a fraction of a notch (a touchpad: from then on its deltas are
    /// precise).
    private struct Tracked {
        var axes: [ScrollAxis]
        var values: [Int: Double]
        var precise = false
    }

    /// Valuator deltas within this of a whole number of notches count as whole. Default: 1e-6
    /// (a notched wheel's deltas are exact multiples of its increment).
    static let wholeNotchTolerance = 1e-6

    private var devices: [Int32: Tracked] = [:]
    /// The server time of the last motion that scrolled: the core button 4-7 press the server
    /// emulates for it carries the same time.
    private var lastScrollTime: UInt?
    private var lastPosition: Point?
    /// The pinch's turn since its begin, in radians.
    private var pinchRotation = 0.0

    /// Learns (or relearns, after an XI_DeviceChanged) a device's scroll axes and values.
    mutating func register(_ device: Device) {
        let precise = devices[device.id]?.precise ?? false
        devices[device.id] = Tracked(axes: device.axes, values: device.values, precise: precise)
    }

    func knows(device id: Int32) -> Bool { devices[id] != nil }

    /// The pointer came into the window: the values last seen may be stale.
    mutating func forgetValues() {
        for id in devices.keys { devices[id]!.values = [:] }
        lastPosition = nil
    }

    /// The pointer motion (when the pointer moved or nothing scrolled) and the scroll an
    /// XI_Motion means.
    mutating func motion(_ m: Motion) -> [InputEvent] {
        var out: [InputEvent] = []
        let scroll = scrollDelta(m)
        if scroll == nil || m.position != lastPosition {
            out.append(.pointerMoved(m.position, m.modifiers))
        }
        lastPosition = m.position
        if let scroll {
            lastScrollTime = m.time
            out.append(.scroll(dx: scroll.dx, dy: scroll.dy, at: m.position, m.modifiers, precise: scroll.precise))
        }
        return out
    }

    /// Whether a core button 4-7 press at server time `time` is the server's emulation of a
    /// valuator scroll already sent as `.scroll`. A press from a device without scroll
    /// valuators (a plain wheel under the evdev driver, `xdotool click 4`) has no such motion.
    func isEmulatedWheelButton(time: UInt) -> Bool { lastScrollTime == time }

    /// The `.pinch` a gesture event means: its rotation summed since the begin, in radians; a
    /// cancelled pinch ends where it began (scale 1, no turn).
    mutating func pinch(_ p: Pinch) -> InputEvent {
        if p.phase == .begin { pinchRotation = 0 }
        if p.angleDelta.isFinite { pinchRotation += p.angleDelta * .pi / 180 }
        let scale = p.scale.isFinite && p.scale > 0 ? p.scale : 1
        if p.cancelled {
            return .pinch(.end, scale: 1, rotation: 0, at: p.position, p.modifiers)
        }
        return .pinch(p.phase, scale: scale, rotation: pinchRotation, at: p.position, p.modifiers)
    }

    /// The notches `m` scrolled on its device's axes since the last event; nil when it
    /// scrolled nothing (a plain move, the first event after the values were forgotten).
    private mutating func scrollDelta(_ m: Motion) -> (dx: Double, dy: Double, precise: Bool)? {
        guard var device = devices[m.source], !device.axes.isEmpty else { return nil }
        var dx = 0.0, dy = 0.0
        for axis in device.axes {
            guard let value = m.valuators[axis.number], value.isFinite else { continue }
            let last = device.values[axis.number]
            device.values[axis.number] = value
            guard let last, axis.increment != 0, axis.increment.isFinite else { continue }
            let notches = (value - last) / axis.increment
            if abs(notches - notches.rounded()) > XInput2Translator.wholeNotchTolerance { device.precise = true }
            if axis.vertical { dy += notches } else { dx += notches }
        }
        devices[m.source] = device
        guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return nil }
        return (dx, dy, device.precise)
    }
}
