internal import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// The CLIPBOARD selection as its owner serves it (ICCP, section 2): text the window holds
/// while the viewer runs, handed to any client that asks, in the forms it asks for. X has no
/// clipboard store: the owner answers each paste itself, so the text is gone when Vitrine
/// quits, as with any X program (a clipboard manager keeps it past that).
struct Clipboard {
    /// The atoms of the selection and of the forms offered.
    struct Atoms {
        let clipboard, targets, timestamp, utf8String, text, string, plainUTF8, plain: Atom

        init(_ display: OpaquePointer) {
            let names = [
                "CLIPBOARD", "TARGETS", "TIMESTAMP", "UTF8_STRING", "TEXT", "STRING", "text/plain;charset=utf-8",
                "text/plain",
            ]
            var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
            defer { cNames.forEach { free($0) } }
            var atoms = [Atom](repeating: 0, count: names.count)
            XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
            (clipboard, targets, timestamp, utf8String, text, string, plainUTF8, plain) = (
                atoms[0], atoms[1], atoms[2], atoms[3], atoms[4], atoms[5], atoms[6], atoms[7]
            )
        }

        var offered: [Atom] { [targets, timestamp, utf8String, plainUTF8, text, string, plain] }
    }

    /// The text served, as UTF-8, and the time the window took the selection.
    var text: [UInt8]?
    var since: Time = 0

    /// The reply to a request for `target`: what the requestor's property gets, in which type
    /// and format; nil refuses it. STRING and text/plain are Latin-1 by the ICCCM:
    /// refused for text that has other characters.
    func answer(target: Atom, atoms: Atoms) -> (type: Atom, format: Int32, bytes: [UInt8])? {
        guard let text else { return nil }
        switch target {
        case atoms.targets:
            return (Atom(XA_ATOM), 32, Clipboard.longs(atoms.offered.map { CLong(bitPattern: $0) }))
        case atoms.timestamp:
            return (Atom(XA_INTEGER), 32, Clipboard.longs([CLong(since)]))
        case atoms.utf8String, atoms.plainUTF8, atoms.text:
            return (target == atoms.plainUTF8 ? atoms.plainUTF8 : atoms.utf8String, 8, text)
        case atoms.string, atoms.plain:
            guard let latin1 = String(decoding: text, as: UTF8.self).latin1 else { return nil }
            return (target, 8, latin1)
        default:
            return nil
        }
    }

    /// Format-32 items as Xlib takes them: C longs.
    static func longs(_ values: [CLong]) -> [UInt8] { values.withUnsafeBytes { Array($0) } }
}

extension String {
    /// The string in ISO 8859-1, or nil when it has a character beyond U+00FF.
    fileprivate var latin1: [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in unicodeScalars {
            guard scalar.value < 256 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }
}
