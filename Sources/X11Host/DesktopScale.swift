/// How large the desktop wants points drawn, read from its X resources (the text `xrdb` puts in
/// the root window's RESOURCE_MANAGER, where GNOME, KDE and Xfce write their scaling setting):
/// `Xft.dpi` / 96, so 1 at 96 dpi and 2 at 192. Pure: X11Display hands it the text.
package enum DesktopScale {
    /// `Xft.dpi` is clamped to this. Below 48 dpi text would be unreadable and above 480 one
    /// glyph would fill a laptop screen; a value out there is a typo, not a wish.
    package static let dpiRange = 48.0...480.0

    /// The scale `resources` ask for: `Xft.dpi` / 96, or 1 without resources or a usable `Xft.dpi`.
    package static func scale(resources: String?) -> Double {
        guard let resources, let dpi = dpi(in: resources) else { return 1 }
        return dpi / 96
    }

    /// The `Xft.dpi` of a resource database in text form ("Xft.dpi:\t192", one resource a
    /// line), clamped to `dpiRange`; nil when absent, or when the value is no positive number.
    /// As in Xlib's resource manager, the last line naming it decides.
    package static func dpi(in resources: String) -> Double? {
        var dpi: Double?
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"), trimmed(line[..<colon]) == "Xft.dpi" else { continue }
            dpi = Double(trimmed(line[line.index(after: colon)...])).flatMap { value in
                value.isFinite && value > 0 ? min(max(value, dpiRange.lowerBound), dpiRange.upperBound) : nil
            }
        }
        return dpi
    }

    /// Without the spaces and tabs around it (Xrm allows both; no Foundation in X11Host).
    private static func trimmed(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = text.drop(while: isBlank)
        return start.dropLast(start.reversed().prefix(while: isBlank).count)
    }
}
