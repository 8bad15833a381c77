import AppInterface
internal import CX11
import Geometry

/// What an X event means to the run loop.
enum HostEvent: Equatable {
    case input(InputEvent)
    case resized(PixelSize)
    /// The server lost this area of the window: present it again from the framebuffer.
    case exposed(PixelRect)
    /// A ShmCompletion: the server has read the segment with this id.
    case presented(segment: UInt)
    case mapped(Bool)
    /// F11 pressed (when the host handles it).
    case fullscreenKey
    /// The window no longer exists: another client destroyed it (`xdotool windowclose`, a
    /// window manager's xkill-like action) without asking through WM_DELETE_WINDOW.
    case destroyed
    /// The desktop's XSETTINGS changed, their owner went away, or a new one took over: read
    /// them again (X11Display+XSettings.swift).
    case desktopSettingsChanged
}

/// Turns each XEvent into `HostEvent`s: one function, one switch on the event type (dwm and
/// st dispatch through a table indexed by it). The only state kept is what X leaves implicit:
/// whether the pointer is inside, the modifiers last reported, and which key each held
/// keycode produced.
///
/// Modifier changes the app did not see (Shift released while the pointer was over another
/// window, where the key went) are reported as `.modifiersChanged` just before the next
/// event that carries the new state, so the app's idea of the held modifiers never sticks.
struct EventTranslator {
    let display: OpaquePointer
    let window: Window
    let atoms: X11Display.Atoms
    /// The ShmCompletion event type; -1 without MIT-SHM.
    let completionType: Int32
    let detectableAutoRepeat: Bool
    var handlesFullscreenKey = true
    /// The window holding the desktop's XSETTINGS, whose changes we watch (0: none).
    var settingsOwner: Window = 0
    private(set) var modifiers: Modifiers = []
    private(set) var pointerInside = false
    /// The key each held keycode produced when pressed.
    private var pressedKeys: [UInt32: Key] = [:]
    /// Smooth scrolling and pinches, when the server has XInput 2.1 or later.
    private(set) var xinput: XInput2?

    init(display: X11Display, window: Window) {
        self.display = display.handle
        self.window = window
        atoms = display.atoms
        completionType = display.sharedMemory?.completionEventType ?? -1
        detectableAutoRepeat = display.detectableAutoRepeat
        xinput = XInput2(display: display.handle, window: window)
    }

    /// The events `event` means, in order (usually one, none for events the host ignores,
    /// a `.modifiersChanged` first when the event shows modifiers changed unseen).
    mutating func translate(_ event: inout XEvent, _ emit: (HostEvent) -> Void) {
        switch event.type {
        case MotionNotify:
            let e = event.xmotion
            sync(e.state, emit)
            emit(.input(.pointerMoved(Point(Double(e.x), Double(e.y)), modifiers)))
        case ButtonPress, ButtonRelease:
            sync(event.xbutton.state, emit)
            if let translated = button(event.xbutton, pressed: event.type == ButtonPress) { emit(translated) }
        case KeyPress, KeyRelease:
            key(&event, pressed: event.type == KeyPress, emit)
        case EnterNotify, LeaveNotify:
            if let translated = crossing(event.xcrossing, entered: event.type == EnterNotify, emit) { emit(translated) }
        case GenericEvent:
            // A copy: its modifier sync reaches back into this translator.
            guard var xi = xinput else { return }
            xi.translate(&event, display: display, sync: { sync($0, emit) }, emit: { emit(.input($0)) })
            xinput = xi
        default:
            if let translated = other(&event) { emit(translated) }
        }
    }

    /// Everything but pointer and keyboard input: window state and the close button.
    private mutating func other(_ event: inout XEvent) -> HostEvent? {
        switch event.type {
        case FocusOut:
            // Keys released while another window has the focus never reach us (Alt+Tab): forget
            // the modifiers rather than leave Ctrl stuck.
            guard event.xfocus.detail != NotifyPointer, !modifiers.isEmpty else { return nil }
            modifiers = []
            return .input(.modifiersChanged([]))
        case ConfigureNotify:
            let e = event.xconfigure
            guard e.window == window else { return nil }
            return .resized(PixelSize(Int(e.width), Int(e.height)))
        case Expose:
            let e = event.xexpose
            return .exposed(PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case DestroyNotify:
            // StructureNotifyMask (selected for ConfigureNotify) brings this for our own window,
            // and for the settings owner's, selected to see it go.
            let gone = event.xdestroywindow.window
            return gone == window ? .destroyed : gone == settingsOwner && gone != 0 ? .desktopSettingsChanged : nil
        case PropertyNotify:
            let e = event.xproperty
            return e.window == settingsOwner && e.window != 0 && e.atom == atoms.xsettingsSettings
                ? .desktopSettingsChanged : nil
        // Only our own window: the settings owner's StructureNotify would report its mapping too.
        case MapNotify:
            return event.xmap.window == window ? .mapped(true) : nil
        case UnmapNotify:
            return event.xunmap.window == window ? .mapped(false) : nil
        case ClientMessage:
            let e = event.xclient
            if e.message_type == atoms.manager {
                // A settings daemon (re)started on the root window: data[1] names its selection.
                return Atom(truncatingIfNeeded: e.data.l.1) == atoms.xsettingsSelection ? .desktopSettingsChanged : nil
            }
            guard e.message_type == atoms.wmProtocols, Atom(truncatingIfNeeded: e.data.l.0) == atoms.wmDeleteWindow
            else { return nil }
            return .input(.closeRequested)
        case MappingNotify:
            // The keyboard layout changed: XLookupString must see the new one.
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        case completionType where completionType >= 0:
            let segment = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
            }
            return .presented(segment: UInt(segment))
        default:
            return nil
        }
    }

    /// Buttons 1-3 press and release; 4-7 are wheel notches (X sends a press and a release per
    /// notch; the press is the notch).
    private func button(_ e: XButtonEvent, pressed: Bool) -> HostEvent? {
        let at = Point(Double(e.x), Double(e.y))
        let which: PointerButton
        switch e.button {
        case UInt32(Button1): which = .left
        case UInt32(Button2): which = .middle
        case UInt32(Button3): which = .right
        case 4...7:
            // The server's emulation of a valuator scroll already sent as `.scroll` is dropped.
            guard pressed, xinput?.translator.isEmulatedWheelButton(time: UInt(e.time)) != true else { return nil }
            let direction: [WheelDirection] = [.up, .down, .left, .right]
            return .input(.wheel(direction[Int(e.button) - 4], at, modifiers))
        default:
            return nil
        }
        return .input(pressed ? .buttonPressed(which, at, modifiers) : .buttonReleased(which, at, modifiers))
    }

    /// `state` holds the modifiers before the event, so pressing Ctrl alone reports no Ctrl;
    /// the state after is computed here and sent as `.modifiersChanged`.
    private mutating func key(_ event: inout XEvent, pressed: Bool, _ emit: (HostEvent) -> Void) {
        if !pressed && !detectableAutoRepeat && isAutoRepeatRelease(event.xkey) { return }
        var keysym: KeySym = 0
        // The keysym is what we want; the text buffer is required but unused (on the stack).
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { text in
            _ = XLookupString(&event.xkey, text.baseAddress, Int32(text.count), &keysym, nil)
        }
        let before = Modifiers(xState: event.xkey.state)
        if let modifier = Modifiers(modifierKeysym: XLookupKeysym(&event.xkey, 0)) {
            var after = before
            if pressed { after.insert(modifier) } else { after.remove(modifier) }
            // A held modifier repeats its press: nothing changed, nothing to say.
            guard after != modifiers else { return }
            modifiers = after
            emit(.input(.modifiersChanged(after)))
            return
        }
        sync(event.xkey.state, emit)
        if handlesFullscreenKey && keysym == KeySym(XK_F11) {
            if pressed { emit(.fullscreenKey) }
            return
        }
        let code = event.xkey.keycode
        if !pressed, let key = pressedKeys.removeValue(forKey: code) {
            // Released as it was pressed: Shift let go first must not turn the release of "?"
            // into one of "/".
            emit(.input(.keyReleased(key, before)))
            return
        }
        guard let key = Key(keysym: keysym) else { return }
        if pressed { pressedKeys[code] = key }
        emit(.input(pressed ? .keyPressed(key, before) : .keyReleased(key, before)))
    }

    /// Reports modifiers that changed where we could not see the keys.
    private mutating func sync(_ state: UInt32, _ emit: (HostEvent) -> Void) {
        let now = Modifiers(xState: state)
        guard now != modifiers else { return }
        modifiers = now
        emit(.input(.modifiersChanged(now)))
    }

    /// Without detectable auto-repeat (old servers) a held key sends release+press pairs with
    /// the same time stamp; such a release is dropped.
    private func isAutoRepeatRelease(_ release: XKeyEvent) -> Bool {
        guard XEventsQueued(display, QueuedAfterReading) > 0 else { return false }
        var next = XEvent()
        XPeekEvent(display, &next)
        return next.type == KeyPress && next.xkey.keycode == release.keycode && next.xkey.time == release.time
    }

    /// Grabs count as leaving: a window manager's Alt+Tab grab sends Leave (NotifyGrab), and if
    /// the pointer is still inside when it ends, Enter (NotifyUngrab); the pointer was not ours
    /// in between. The inside flag drops duplicates (the Ungrab crossing after a drag that left
    /// the window, whose Leave was already sent).
    private mutating func crossing(_ e: XCrossingEvent, entered: Bool, _ emit: (HostEvent) -> Void) -> HostEvent? {
        guard e.detail != NotifyInferior else { return nil }
        if entered {
            guard e.mode == NotifyNormal || e.mode == NotifyUngrab, !pointerInside else { return nil }
            sync(e.state, emit)
            pointerInside = true
            xinput?.translator.forgetValues()
            return .input(.pointerEntered(Point(Double(e.x), Double(e.y)), modifiers))
        }
        guard e.mode == NotifyNormal || e.mode == NotifyGrab, pointerInside else { return nil }
        pointerInside = false
        return .input(.pointerLeft)
    }
}

extension EventTranslator {
    /// The events `event` means, collected (for tests; the loop uses the callback form).
    mutating func translate(_ event: inout XEvent) -> [HostEvent] {
        var out: [HostEvent] = []
        translate(&event) { out.append($0) }
        return out
    }
}
