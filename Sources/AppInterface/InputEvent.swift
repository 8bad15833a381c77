import Geometry

/// Modifier keys held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
}

public enum PointerButton: Hashable, Sendable {
    case left, middle, right
}

/// One wheel notch; `left`/`right` are horizontal scrolling (X buttons 6 and 7).
public enum WheelDirection: Hashable, Sendable {
    case up, down, left, right
}

/// Where a touchpad pinch is: its first event, one of its changes, or its last.
public enum PinchPhase: Hashable, Sendable {
    case begin, update, end
}

/// A key by what it means, not by its code. Letters are lowercase; `character` also carries
/// digits and printable symbols such as "?", "+" and "-".
public enum Key: Hashable, Sendable {
    case character(Character)
    case tab, escape, enter, backspace, delete, space
    case left, right, up, down, pageUp, pageDown, home, end
    case function(Int)

    /// The key named as in the script language and xdotool: a letter or digit, or Tab, Escape,
    /// F1...F12, Left, Right, Up, Down, Prior, Next, Home, End, space, plus, minus, Return.
    public init?(name: String) {
        switch name.lowercased() {
        case "tab": self = .tab
        case "escape", "esc": self = .escape
        case "return", "enter": self = .enter
        case "backspace": self = .backspace
        case "delete": self = .delete
        case "space": self = .space
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "prior", "pageup", "page_up": self = .pageUp
        case "next", "pagedown", "page_down": self = .pageDown
        case "home": self = .home
        case "end": self = .end
        case "plus": self = .character("+")
        case "minus": self = .character("-")
        case "question": self = .character("?")
        default:
            let lower = name.lowercased()
            if lower.count == 1, let c = lower.first, c.isLetter || c.isNumber || c.isPunctuation || c.isSymbol {
                self = .character(c)
            } else if lower.first == "f", let n = Int(lower.dropFirst()), (1...12).contains(n) {
                self = .function(n)
            } else {
                return nil
            }
        }
    }
}

/// Input in window pixel coordinates, as the hosts deliver it.
public enum InputEvent: Hashable, Sendable {
    /// The pointer moved inside the window (also while a button is held).
    case pointerMoved(Point, Modifiers)
    /// The pointer came into the window.
    case pointerEntered(Point, Modifiers)
    /// The pointer left the window.
    case pointerLeft
    case buttonPressed(PointerButton, Point, Modifiers)
    case buttonReleased(PointerButton, Point, Modifiers)
    /// One wheel notch at a position (X core buttons 4-7, the script's `wheel`).
    case wheel(WheelDirection, Point, Modifiers)
    /// Smooth scrolling (XInput 2 scroll valuators) in notches: one notch of a wheel is 1.0,
    /// positive is down and right, as X's buttons 5 and 7. `precise`: from a device whose steps
    /// are fractions of a notch (a touchpad, a free-spinning wheel), whose one flick is a
    /// burst of small deltas; false for a notched wheel, which gives whole notches.
    case scroll(dx: Double, dy: Double, at: Point, Modifiers, precise: Bool)
    /// A touchpad pinch (XInput 2.4 gestures): `scale` and `rotation` (radians, clockwise
    /// positive, y down) are cumulative since `.begin`; a cancelled pinch ends at 1 and 0.
    case pinch(PinchPhase, scale: Double, rotation: Double, at: Point, Modifiers)
    case keyPressed(Key, Modifiers)
    case keyReleased(Key, Modifiers)
    /// Modifier state changed without another event (e.g. Ctrl pressed alone).
    case modifiersChanged(Modifiers)
    /// The window manager asked the window to close.
    case closeRequested
}
