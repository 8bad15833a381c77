import Gestures

/// What the app shell does with input, before a scene sees it. The input map of DESIGN.md.
enum Bindings {
    enum Action: Equatable {
        case quit, nextScene, help, save
        /// Scene n, 0-based.
        case scene(Int)
    }

    static func action(for event: InputEvent) -> Action? {
        switch event {
        case .closeRequested: .quit
        case .keyPressed(.character("q"), []), .keyPressed(.escape, _): .quit
        case .keyPressed(.tab, _): .nextScene
        case .keyPressed(.character("?"), _), .keyPressed(.function(1), _): .help
        case .keyPressed(.character("s"), let m) where m.contains(.control): .save
        case .keyPressed(.character(let c), []) where ("1"..."5").contains(c): .scene(Int(String(c))! - 1)
        default: nil
        }
    }

    static let helpText = """
        Vitrine keys and mouse:
          Tab, 1-5            next scene, scene N (1 focus, 2 blur)
          Ctrl+S              save as a new PNG (focus: the frame; blur: the edited photo)
          F11                 fullscreen
          ? or F1             this help
          Q, Esc              quit
        focus:
          wheel, arrows, PgUp/PgDn, space   page; Home/End first/last
          drag                scroll, fling; click a neighbour to centre it
          O / P               turn the strip / let neighbours peek in
        blur:
          drag                move the sharp region
          Ctrl+drag           pinch (two mirrored fingers); Ctrl+Shift+drag pans
          Ctrl+wheel          resize about the pointer
          + / -               stronger / weaker blur
          L / E / O / H       band / ellipse / keep the veil / hide the guides
        """
}
