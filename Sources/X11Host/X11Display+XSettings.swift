internal import CX11

/// Finding and reading the desktop's XSETTINGS (XSettings.swift parses them).
extension X11Display {
    /// The largest property read, in bytes. A desktop's settings are a few KiB; past this
    /// the data is cut short and so fails to parse, which reads as no settings.
    static let maxSettingsBytes = 1 << 20

    /// Finds the XSETTINGS owner of our screen, asks it for PropertyNotify (a change) and
    /// StructureNotify (its end), and reads its settings. The owner is 0 without a settings
    /// daemon; settings are nil then, or when the data cannot be read or parsed.
    ///
    /// As the spec asks, the owner is looked up and watched under a server grab, so it cannot
    /// go away in between unseen. The root window's StructureNotify brings the MANAGER message
    /// of a daemon that starts later. Errors (an owner that went away while we read) are
    /// trapped: then there are no settings, and its DestroyNotify makes us look again.
    func watchDesktopSettings() -> (owner: Window, settings: [String: XSettings.Value]?) {
        var owner: Window = 0
        var bytes: [UInt8]?
        _ = XErrorTrap.trap(handle) {
            XSelectInput(handle, root, StructureNotifyMask)
            XGrabServer(handle)
            owner = XGetSelectionOwner(handle, atoms.xsettingsSelection)
            if owner != 0 { XSelectInput(handle, owner, PropertyChangeMask | StructureNotifyMask) }
            XUngrabServer(handle)
            guard owner != 0 else { return }
            // The spec gives the property its own name as type, and format 8.
            let settings = atoms.xsettingsSettings
            let found = property(settings, of: owner, type: settings, maxLength: X11Display.maxSettingsBytes / 4)
            if let found, found.format == 8 { bytes = found.bytes }
        }
        return (owner, bytes.flatMap(XSettings.parse))
    }

    /// The root window's `_ICC_PROFILE` (type CARDINAL, format 8: an ICC profile's bytes, as
    /// colord and xcalib set it), nil when none is set. At most 4 MiB is read.
    func iccProfile() -> [UInt8]? {
        let name = XInternAtom(handle, "_ICC_PROFILE", 1)
        guard name != 0 else { return nil }
        var bytes: [UInt8]?
        _ = XErrorTrap.trap(handle) {
            let found = property(name, of: root, type: Atom(XA_CARDINAL), maxLength: 1 << 20)
            if let found, found.format == 8, found.count > 0 { bytes = found.bytes }
        }
        return bytes
    }
}
