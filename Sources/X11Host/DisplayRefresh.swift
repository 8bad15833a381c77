internal import CX11
internal import CXRandR

/// How often the display showing the window draws a new picture, from XRandR: the host
/// presents at most one frame each time, so a 144 Hz monitor gets 144 frames a second and a
/// 60 Hz one no more than it can show.
enum DisplayRefresh {
    /// The rates taken as they are; outside, the server's timing is not believed.
    static let believable = 24.0...500.0

    /// A mode's refresh rate in Hz: its dot clock over the pixels a frame takes, blanking
    /// included; an interlaced mode draws a field a refresh (twice the frames), a doublescan
    /// one each line twice (half). Nil when the server gives no timing: Xvfb's modes are all 0.
    static func rate(dotClock: UInt, hTotal: UInt32, vTotal: UInt32, flags: UInt) -> Double? {
        guard dotClock > 0, hTotal > 0, vTotal > 0 else { return nil }
        var rate = Double(dotClock) / (Double(hTotal) * Double(vTotal))
        if flags & UInt(RR_Interlace) != 0 { rate *= 2 }
        if flags & UInt(RR_DoubleScan) != 0 { rate /= 2 }
        return believable.contains(rate) ? rate : nil
    }

    /// The refresh rate of the monitor (CRTC) showing the root-window point (x, y), else of the
    /// first one lit; nil without RandR 1.2 or a believable timing.
    static func rate(display: OpaquePointer, root: Window, atX x: Int, y: Int) -> Double? {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryExtension(display, &event, &error) != 0, XRRQueryVersion(display, &major, &minor) != 0,
            major > 1 || (major == 1 && minor >= 2),
            let resources = XRRGetScreenResourcesCurrent(display, root)
        else { return nil }
        defer { XRRFreeScreenResources(resources) }
        let shown = resources.pointee
        var chosen: RRMode?
        for i in 0..<Int(shown.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(display, resources, shown.crtcs[i]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let c = crtc.pointee
            guard c.mode != 0 else { continue }
            let inside = x >= Int(c.x) && x < Int(c.x) + Int(c.width) && y >= Int(c.y) && y < Int(c.y) + Int(c.height)
            if inside || chosen == nil { chosen = c.mode }
            if inside { break }
        }
        guard let chosen else { return nil }
        for i in 0..<Int(shown.nmode) where shown.modes[i].id == chosen {
            let m = shown.modes[i]
            return rate(dotClock: m.dotClock, hTotal: m.hTotal, vTotal: m.vTotal, flags: m.modeFlags)
        }
        return nil
    }
}

extension X11Window {
    /// Seconds between the refreshes of the display under the window's centre; nil when the
    /// server does not say (Xvfb), for the host to pace frames by its own default.
    var refreshInterval: Double? {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        let centre = (Int32(size.width / 2), Int32(size.height / 2))
        guard XTranslateCoordinates(display.handle, window, display.root, centre.0, centre.1, &x, &y, &child) != 0,
            let rate = DisplayRefresh.rate(display: display.handle, root: display.root, atX: Int(x), y: Int(y))
        else { return nil }
        return 1 / rate
    }
}
