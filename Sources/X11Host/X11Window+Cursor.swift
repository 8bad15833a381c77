import AppInterface
internal import CX11

/// The pointer's shape over the window, from the X cursor font (/usr/include/X11/cursorfont.h),
/// which every X server has built in: no Xcursor theme or library needed.
extension X11Window {
    /// Defines the window's cursor as `shape` unless it shows that already: the run loop calls
    /// this after every batch of input and every frame, and most of those change nothing.
    /// Each shape's cursor is made on first use and kept until the window goes.
    func showPointerShape(_ shape: PointerShape) {
        guard shape != pointerShapeRecord.shown else { return }
        XDefineCursor(display.handle, window, fontCursor(for: shape))
        pointerShapeRecord.shown = shape
        pointerShapeRecord.definitions += 1
    }

    private func fontCursor(for shape: PointerShape) -> Cursor {
        if let made = fontCursors[shape] { return made }
        let made = XCreateFontCursor(display.handle, shape.cursorFontGlyph)
        fontCursors[shape] = made
        pointerShapeRecord.cursorsCreated += 1
        return made
    }

    /// Frees the cursors made so far; for the window's deinit.
    func freeFontCursors() {
        for cursor in fontCursors.values { XFreeCursor(display.handle, cursor) }
    }
}

/// What the window's cursor shows, for tests: that it follows the app and is defined only when
/// the shape changes.
package struct PointerShapeRecord: Equatable, Sendable {
    /// The shape defined last; nil before the first (the window then shows its parent's cursor).
    package var shown: PointerShape?
    /// XDefineCursor calls so far.
    package var definitions = 0
    /// XCreateFontCursor calls so far: at most one per shape.
    package var cursorsCreated = 0

    package init() {}
}

extension PointerShape {
    /// The glyph in the X cursor font: the usual desktop arrow, four arrows, turning arrows,
    /// a pointing hand.
    fileprivate var cursorFontGlyph: UInt32 {
        switch self {
        case .arrow: UInt32(XC_left_ptr)
        case .move: UInt32(XC_fleur)
        case .turn: UInt32(XC_exchange)
        case .grab: UInt32(XC_hand2)
        }
    }
}
