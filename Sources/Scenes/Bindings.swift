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
          wheel               page the strip (focus)
          Up/Down, PgUp/PgDn  page; Home/End first/last
          Tab, 1-5            next scene, scene N
          Ctrl+S              save the frame as a PNG
          F11                 fullscreen
          ? or F1             this help
          Q, Esc              quit
        """
}
