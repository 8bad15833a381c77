import AppInterface
internal import CXInput2
import Geometry

/// XInput 2 on one window, where the server offers 2.1 or later: scroll valuators (smooth,
/// precise scrolling) and, from 2.4, touchpad pinch gestures. Reads the XI2 events into the
/// plain values `XInput2Translator` turns into input.
///
/// Only XI_Motion (for the valuators), XI_DeviceChanged and the pinch events are selected;
/// buttons, keys and crossings stay core events. An XI2 selection on a window takes the place
/// of the core event of the same kind there, so with XI_Motion selected the pointer's motion
/// arrives as XI_Motion too (except during a button's implicit grab, which is core), and is
/// sent on as `.pointerMoved`.
struct XInput2 {
    /// The server's XInput version, at most the 2.4 we ask for.
    let minorVersion: Int32
    /// The extension's major opcode: XI2 events are GenericEvents with it as `extension`.
    let opcode: Int32
    var translator = XInput2Translator()

    /// Smooth scrolling needs 2.1 (XIScrollClass); pinch gestures 2.4.
    static let scrollMinor: Int32 = 1
    static let gestureMinor: Int32 = 4

    var hasGestures: Bool { minorVersion >= XInput2.gestureMinor }

    /// Nil when the server has no XInputExtension or a version below 2.1: then scrolling
    /// comes from core buttons 4-7 alone.
    init?(display: OpaquePointer, window: Window) {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = XInput2.gestureMinor
        guard XIQueryVersion(display, &major, &minor) == Success, major == 2, minor >= XInput2.scrollMinor
        else { return nil }
        self.opcode = opcode
        minorVersion = minor
        XInput2.select(display: display, window: window, gestures: hasGestures)
        for device in XInput2.devices(display: display, id: XIAllDevices) { translator.register(device) }
    }

    /// The input `event` means when it is one of ours (nothing for other GenericEvents).
    /// `sync` reports the event's modifier state first, as the core events do.
    mutating func translate(
        _ event: inout XEvent, display: OpaquePointer, sync: (UInt32) -> Void, emit: (InputEvent) -> Void
    ) {
        var cookie = event.xcookie
        guard cookie.extension == opcode, XGetEventData(display, &cookie) != 0, let data = cookie.data else { return }
        defer { XFreeEventData(display, &cookie) }
        switch cookie.evtype {
        case XI_Motion:
            let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            if !translator.knows(device: Int32(e.sourceid)) {
                // Plugged in since we asked: learn its axes before reading its values (once: a
                // device already gone again is remembered without any).
                let found = XInput2.devices(display: display, id: e.sourceid)
                for device in found.isEmpty ? [.init(id: e.sourceid, axes: [], values: [:])] : found {
                    translator.register(device)
                }
            }
            let state = UInt32(truncatingIfNeeded: e.mods.effective)
            sync(state)
            let motion = XInput2Translator.Motion(
                source: Int32(e.sourceid), time: UInt(e.time), position: Point(e.event_x, e.event_y),
                modifiers: Modifiers(xState: state), valuators: XInput2.values(e.valuators))
            for input in translator.motion(motion) { emit(input) }
        case XI_DeviceChanged:
            // Another slave now drives the master, or a device's axes changed: its classes and
            // their current values, so no delta spans the change.
            let e = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            translator.register(XInput2.device(id: e.sourceid, classes: e.classes, count: e.num_classes))
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let e = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            let state = UInt32(truncatingIfNeeded: e.mods.effective)
            sync(state)
            let phase: PinchPhase =
                cookie.evtype == XI_GesturePinchBegin ? .begin : cookie.evtype == XI_GesturePinchEnd ? .end : .update
            let pinch = XInput2Translator.Pinch(
                phase: phase, position: Point(e.event_x, e.event_y), modifiers: Modifiers(xState: state),
                scale: e.scale, angleDelta: e.delta_angle,
                cancelled: e.flags & Int32(XIGesturePinchEventCancelled) != 0)
            emit(translator.pinch(pinch))
        default:
            return
        }
    }

    /// Selects the master pointer's motion and device changes (and pinches) on `window`.
    private static func select(display: OpaquePointer, window: Window, gestures: Bool) {
        var types = [XI_Motion, XI_DeviceChanged]
        if gestures { types += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd] }
        // XISetMask is a C macro: bit `type` of the byte array.
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in types { bits[Int(type) / 8] |= 1 << UInt8(type % 8) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// The devices `id` names (one, or all for XIAllDevices) with their scroll axes; none when
    /// the device has gone again (its BadDevice error trapped, not printed).
    private static func devices(display: OpaquePointer, id: Int32) -> [XInput2Translator.Device] {
        var found: [XInput2Translator.Device] = []
        _ = XErrorTrap.trap(display) {
            var count: Int32 = 0
            guard let infos = XIQueryDevice(display, id, &count) else { return }
            defer { XIFreeDeviceInfo(infos) }
            found = (0..<Int(count)).map { i in
                device(id: infos[i].deviceid, classes: infos[i].classes, count: infos[i].num_classes)
            }
        }
        return found
    }

    /// A device's scroll axes (XIScrollClass) and valuator values (XIValuatorClass).
    private static func device(
        id: Int32, classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32
    ) -> XInput2Translator.Device {
        var axes: [XInput2Translator.ScrollAxis] = []
        var values: [Int: Double] = [:]
        for i in 0..<Int(count) {
            guard let info = classes?[i] else { continue }
            switch info.pointee.type {
            case XIScrollClass:
                let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                axes.append(
                    .init(
                        number: Int(scroll.number), vertical: scroll.scroll_type == XIScrollTypeVertical,
                        increment: scroll.increment))
            case XIValuatorClass:
                let valuator = UnsafeRawPointer(info).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                values[Int(valuator.number)] = valuator.value
            default:
                continue
            }
        }
        return XInput2Translator.Device(id: id, axes: axes, values: values)
    }

    /// The valuators an event carries: `values` holds one entry per bit set in `mask`, in order.
    private static func values(_ state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let packed = state.values else { return [:] }
        var out: [Int: Double] = [:]
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where mask[number / 8] & (1 << UInt8(number % 8)) != 0 {
            out[number] = packed[next]
            next += 1
        }
        return out
    }
}
