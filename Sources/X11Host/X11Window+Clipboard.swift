internal import CX11

/// Serving the CLIPBOARD selection (`Clipboard`) from the window.
extension X11Window {
    /// Takes the CLIPBOARD selection with `text`, at the time of the input that asked for it
    /// (ICCCM: never CurrentTime). False when the server gave it to no one.
    func ownClipboard(_ text: String) -> Bool {
        let atoms = clipboardAtoms
        XSetSelectionOwner(display.handle, atoms.clipboard, window, lastInputTime)
        guard XGetSelectionOwner(display.handle, atoms.clipboard) == window else { return false }
        clipboard.text = Array(text.utf8)
        clipboard.since = lastInputTime
        return true
    }

    /// Answers a SelectionRequest or takes note of a SelectionClear; false for any other event.
    func answerSelection(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionClear:
            if event.xselectionclear.selection == clipboardAtoms.clipboard { clipboard.text = nil }
            return true
        case SelectionRequest:
            let request = event.xselectionrequest
            // Clients before ICCCM 2 name no property: the target is the property then.
            let property = request.property == 0 ? request.target : request.property
            // A request from before the window took the selection is not ours to answer (ICCCM 2.2).
            let inTime = request.time == 0 || request.time >= clipboard.since
            let reply =
                request.selection == clipboardAtoms.clipboard && inTime
                ? clipboard.answer(target: request.target, atoms: clipboardAtoms) : nil
            var notify = XEvent()
            notify.xselection = XSelectionEvent(
                type: SelectionNotify, serial: 0, send_event: 1, display: display.handle,
                requestor: request.requestor, selection: request.selection, target: request.target,
                property: reply == nil ? 0 : property, time: request.time)
            // The requestor may be gone by now: its BadWindow is no bug of ours.
            _ = XErrorTrap.trap(display.handle) {
                if let reply {
                    let itemSize = reply.format == 32 ? MemoryLayout<CLong>.size : 1
                    reply.bytes.withUnsafeBufferPointer { buffer in
                        _ = XChangeProperty(
                            display.handle, request.requestor, property, reply.type, reply.format, PropModeReplace,
                            buffer.baseAddress, Int32(reply.bytes.count / itemSize))
                    }
                }
                _ = XSendEvent(display.handle, request.requestor, 0, 0, &notify)
            }
            return true
        default:
            return false
        }
    }
}
