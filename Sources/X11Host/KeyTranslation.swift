import AppInterface
internal import CX11

/// Keysyms to `Key`s and modifier masks to `Modifiers`: the keyboard half of the translation.
/// The keysym comes from XLookupString, so Shift is already applied ("?" arrives as question,
/// Shift+Tab as ISO_Left_Tab); letters are folded to lowercase, as `Key` wants.
extension Key {
    init?(keysym: KeySym) {
        let k = Int(keysym)
        switch k {
        case Int(XK_Tab), Int(XK_ISO_Left_Tab), Int(XK_KP_Tab): self = .tab
        case Int(XK_Escape): self = .escape
        case Int(XK_Return), Int(XK_KP_Enter): self = .enter
        case Int(XK_BackSpace): self = .backspace
        case Int(XK_Delete), Int(XK_KP_Delete): self = .delete
        case Int(XK_space), Int(XK_KP_Space): self = .space
        case Int(XK_Left), Int(XK_KP_Left): self = .left
        case Int(XK_Right), Int(XK_KP_Right): self = .right
        case Int(XK_Up), Int(XK_KP_Up): self = .up
        case Int(XK_Down), Int(XK_KP_Down): self = .down
        case Int(XK_Prior), Int(XK_KP_Prior): self = .pageUp
        case Int(XK_Next), Int(XK_KP_Next): self = .pageDown
        case Int(XK_Home), Int(XK_KP_Home): self = .home
        case Int(XK_End), Int(XK_KP_End): self = .end
        case Int(XK_KP_Add): self = .character("+")
        case Int(XK_KP_Subtract): self = .character("-")
        case Int(XK_KP_0)...Int(XK_KP_9): self = .character(Character(String(k - Int(XK_KP_0))))
        case Int(XK_F1)...Int(XK_F12): self = .function(k - Int(XK_F1) + 1)
        // Latin-1 keysyms are their code points; printable ones become characters.
        case 0x21...0x7E, 0xA1...0xFF: self.init(codePoint: k)
        // Other characters: keysym = 0x0100_0000 + Unicode code point.
        case 0x0100_00A0...0x0110_FFFF: self.init(codePoint: k - 0x0100_0000)
        default: return nil
        }
    }

    private init?(codePoint: Int) {
        guard let scalar = Unicode.Scalar(UInt32(codePoint)) else { return nil }
        let text = String(Character(scalar)).lowercased()
        guard text.count == 1, let c = text.first else { return nil }
        self = .character(c)
    }
}

extension Modifiers {
    /// The modifiers in an X event's `state` (held before the event).
    init(xState state: UInt32) {
        self = []
        if state & UInt32(ShiftMask) != 0 { insert(.shift) }
        if state & UInt32(ControlMask) != 0 { insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { insert(.alt) }
    }

    /// The modifier a key itself is (looked up unshifted, so Shift+Alt is still Alt), or nil.
    init?(modifierKeysym keysym: KeySym) {
        switch Int(keysym) {
        case Int(XK_Shift_L), Int(XK_Shift_R): self = .shift
        case Int(XK_Control_L), Int(XK_Control_R): self = .control
        case Int(XK_Alt_L), Int(XK_Alt_R), Int(XK_Meta_L), Int(XK_Meta_R): self = .alt
        default: return nil
        }
    }
}
