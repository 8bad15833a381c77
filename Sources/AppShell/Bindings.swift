import AppInterface
import Effects
import Overlay
import SceneKit

/// A key that triggers a command: with `modifiers` held (Shift, which caps lock and layouts
/// add to letters and symbols, is ignored unless named), or with any when `anyModifiers`.
struct Chord: Hashable {
    var key: Key
    var modifiers: Modifiers = []
    var anyModifiers = false

    func matches(_ key: Key, _ held: Modifiers) -> Bool {
        guard key == self.key else { return false }
        if anyModifiers { return true }
        return modifiers.contains(.shift) ? held == modifiers : held.subtracting(.shift) == modifiers
    }
}

/// One row of the input map: what the help overlay shows, and the keys that trigger it.
struct Binding {
    enum Scope: Equatable {
        case everywhere
        case scene(SceneID)
    }

    var scope: Scope
    /// The input as the help shows it: "Tab", "wheel, arrows, PgUp/PgDn, space".
    var input: String
    /// What it does, as the help shows it.
    var does: String
    /// The keys that trigger `command`; empty for input a scene reads itself (drag, wheel,
    /// pointer) or the window handles (F11), listed so the help tells of it.
    var chords: [Chord] = []
    var command: Command?
}

/// The input map of DESIGN.md in one table (as st and dwm keep theirs in config.def.h): the app
/// and the scenes look keys up here, and the help overlay lists these rows, so the two never
/// disagree.
enum Bindings {
    static let table: [Binding] = everywhere + focus + blur + tilt + edges + stamps + grid

    private static func key(_ c: Character) -> Chord { Chord(key: .character(c)) }
    private static func any(_ key: Key) -> Chord { Chord(key: key, anyModifiers: true) }

    static let everywhere: [Binding] = [
        Binding(scope: .everywhere, input: "Tab", does: "next scene", chords: [any(.tab)], command: .nextScene),
        Binding(
            scope: .everywhere, input: "1-5", does: "scene 1 focus, 2 blur, 3 tilt, 4 edges, 5 stamps",
            chords: [], command: nil),
        Binding(
            scope: .everywhere, input: "G", does: "thumbnail grid of every picture; G or Esc: back",
            chords: [key("g")], command: .toggleGrid),
        Binding(
            scope: .everywhere, input: "? or F1", does: "this help",
            chords: [any(.character("?")), any(.function(1))], command: .help),
        Binding(
            scope: .everywhere, input: "I", does: "show or hide the status line", chords: [key("i")],
            command: .toggleStatus),
        Binding(
            scope: .everywhere, input: "Ctrl+S",
            does: "save a new PNG (the edited picture in blur and stamps, else the frame)",
            chords: [Chord(key: .character("s"), modifiers: .control)], command: .save),
        Binding(
            scope: .everywhere, input: "Ctrl+I",
            does: "the picture's info: file, dimensions, camera, lens, exposure, date taken, place",
            chords: [Chord(key: .character("i"), modifiers: .control)], command: .toggleInfo),
        Binding(
            scope: .everywhere, input: "Ctrl+C", does: "copy the picture's path (to paste elsewhere)",
            chords: [Chord(key: .character("c"), modifiers: .control)], command: .copyPath),
        Binding(
            scope: .everywhere, input: "< / >, | / _",
            does: "turn the picture a quarter left / right, flip it left to right / top to bottom",
            chords: [key("<")], command: .turnLeft),
        Binding(scope: .everywhere, input: "", does: "", chords: [key(">")], command: .turnRight),
        Binding(scope: .everywhere, input: "", does: "", chords: [key("|")], command: .flipLeftRight),
        Binding(scope: .everywhere, input: "", does: "", chords: [key("_")], command: .flipTopBottom),
        Binding(
            scope: .everywhere, input: "Alt+S", does: "sort by name / date taken / modification time",
            chords: [Chord(key: .character("s"), modifiers: .alt)], command: .sortList),
        Binding(
            scope: .everywhere, input: "Delete / Ctrl+Z",
            does: "move the picture to the trash / put it back (in stamps Ctrl+Z undoes)",
            chords: [any(.delete)], command: .trash),
        Binding(
            scope: .everywhere, input: "", does: "", chords: [Chord(key: .character("z"), modifiers: .control)],
            command: .restoreTrashed),
        // F11 the window host handles itself; F the app asks it for (`WindowRequest`). Plain F
        // only: the focus scene's Shift+F (fill) is its own row, looked up first.
        Binding(
            scope: .everywhere, input: "F, F11", does: "fullscreen", chords: [key("f")], command: .toggleFullscreen),
        // Escape reaches the scene first while it has something open to leave (`Scene.takesEscape`).
        Binding(
            scope: .everywhere, input: "Q, Esc", does: "quit (Esc first leaves focus's closer look)",
            chords: [key("q"), any(.escape)], command: .quit),
    ]

    static let focus: [Binding] = [
        Binding(
            scope: .scene(.focus), input: "wheel, arrows, PgUp/PgDn", does: "previous / next image",
            chords: [any(.right), any(.down), any(.pageDown)], command: .pageForward),
        Binding(
            scope: .scene(.focus), input: "", does: "",
            chords: [any(.left), any(.up), any(.pageUp)], command: .pageBack),
        Binding(
            scope: .scene(.focus), input: "Home / End", does: "first / last image",
            chords: [any(.home)], command: .firstImage),
        Binding(scope: .scene(.focus), input: "", does: "", chords: [any(.end)], command: .lastImage),
        Binding(scope: .scene(.focus), input: "drag", does: "scroll, fling; click a neighbour to centre it"),
        Binding(scope: .scene(.focus), input: "O", does: "turn the strip", chords: [key("o")], command: .turnStrip),
        Binding(
            scope: .scene(.focus), input: "P", does: "one image a page / neighbours in view", chords: [key("p")],
            command: .togglePeek),
        Binding(
            scope: .scene(.focus), input: "Enter, double click",
            does: "look closer: the image in focus alone; Enter, Esc: back",
            chords: [any(.enter)], command: .toggleZoom),
        Binding(
            scope: .scene(.focus), input: "= / W / Shift+F", does: "1:1 / fit / fill the window (opens it too)",
            chords: [key("=")], command: .zoomActual),
        Binding(scope: .scene(.focus), input: "", does: "", chords: [key("w")], command: .zoomFit),
        Binding(
            scope: .scene(.focus), input: "", does: "", chords: [Chord(key: .character("f"), modifiers: .shift)],
            command: .zoomFill),
        Binding(
            scope: .scene(.focus), input: "closer: wheel, + / -", does: "zoom about the pointer / the centre",
            chords: [any(.character("+"))], command: .zoomIn),
        Binding(scope: .scene(.focus), input: "", does: "", chords: [any(.character("-"))], command: .zoomOut),
        Binding(scope: .scene(.focus), input: "closer: drag", does: "pan"),
        Binding(
            scope: .scene(.focus), input: "S", does: "slideshow on / off (a key, click or wheel pauses it)",
            chords: [key("s")], command: .toggleSlideshow),
        Binding(
            scope: .scene(.focus), input: "D", does: "slideshow delay: 2, 3, 5, 10, 20, 30, 60 s",
            chords: [key("d")], command: .slideshowDelay),
        // Space pages on like the keys above, but pauses an animation in the closer look.
        Binding(
            scope: .scene(.focus), input: "space", does: "next image; closer: pause / play an animation",
            chords: [any(.space)], command: .togglePause),
    ]

    static let blur: [Binding] = [
        Binding(scope: .scene(.blur), input: "drag", does: "move the sharp region"),
        Binding(scope: .scene(.blur), input: "Ctrl+drag", does: "pinch (two mirrored fingers); Ctrl+Shift+drag pans"),
        Binding(scope: .scene(.blur), input: "Ctrl+wheel", does: "resize about the pointer"),
        Binding(
            scope: .scene(.blur), input: "+ / -", does: "stronger / weaker blur",
            chords: [any(.character("+")), key("=")], command: .strongerBlur),
        Binding(scope: .scene(.blur), input: "", does: "", chords: [any(.character("-"))], command: .weakerBlur),
        Binding(
            scope: .scene(.blur), input: "PgUp/PgDn, arrows", does: "previous / next image",
            chords: [any(.pageDown), any(.right), any(.down)], command: .nextImage),
        Binding(
            scope: .scene(.blur), input: "", does: "", chords: [any(.pageUp), any(.left), any(.up)],
            command: .previousImage),
        Binding(scope: .scene(.blur), input: "L", does: "band / circle", chords: [key("l")], command: .toggleBand),
        Binding(
            scope: .scene(.blur), input: "E", does: "ellipse / circle", chords: [key("e")], command: .toggleEllipse),
        Binding(scope: .scene(.blur), input: "O", does: "keep the veil shown", chords: [key("o")], command: .keepVeil),
        Binding(
            scope: .scene(.blur), input: "H", does: "hide / show the guides", chords: [key("h")],
            command: .toggleGuides),
    ]

    static let tilt: [Binding] = [
        Binding(scope: .scene(.tilt), input: "pointer", does: "tilt: the layers, the title and its shadow move"),
        Binding(
            scope: .scene(.tilt), input: "C", does: "picture card / title", chords: [key("c")], command: .toggleCard),
        Binding(
            scope: .scene(.tilt), input: "PgUp/PgDn, arrows", does: "previous / next card picture",
            chords: [any(.pageDown), any(.right), any(.down)], command: .nextImage),
        Binding(
            scope: .scene(.tilt), input: "", does: "", chords: [any(.pageUp), any(.left), any(.up)],
            command: .previousImage),
    ]

    static let edges: [Binding] = [
        Binding(scope: .scene(.edges), input: "drag near a panel's edge", does: "turn the three panels"),
        Binding(scope: .scene(.edges), input: "drag near its centre", does: "move them"),
        Binding(scope: .scene(.edges), input: "wheel", does: "scale them about the pointer (0.1 to 4)"),
        Binding(
            scope: .scene(.edges), input: "space", does: "pause / turn on", chords: [any(.space)],
            command: .togglePause),
        Binding(
            scope: .scene(.edges), input: "M", does: "magnifiers at the pointer's spot in each panel (8x)",
            chords: [key("m")], command: .toggleMagnifier),
        Binding(
            scope: .scene(.edges), input: "R", does: "reset: upright, scale 1, in place, turning",
            chords: [key("r")], command: .resetPanels),
    ]

    static let stamps: [Binding] = [
        Binding(scope: .scene(.stamps), input: "drag near a stamp's centre", does: "move it"),
        Binding(scope: .scene(.stamps), input: "drag near its edge", does: "turn and resize it (Shift: no snapping)"),
        Binding(scope: .scene(.stamps), input: "Ctrl+drag", does: "pinch (two mirrored fingers); Ctrl+Shift+drag pans"),
        Binding(scope: .scene(.stamps), input: "wheel / Ctrl+wheel", does: "turn by 15° (Shift: 1°) / resize"),
        // Redo first: Ctrl+Z's chord ignores Shift, so it would take Ctrl+Shift+Z too.
        Binding(
            scope: .scene(.stamps), input: "Ctrl+Shift+Z, Ctrl+Y", does: "redo",
            chords: [
                Chord(key: .character("z"), modifiers: [.control, .shift]),
                Chord(key: .character("y"), modifiers: .control),
            ], command: .redo),
        Binding(
            scope: .scene(.stamps), input: "Ctrl+Z", does: "undo",
            chords: [Chord(key: .character("z"), modifiers: .control)], command: .undo),
        Binding(
            scope: .scene(.stamps), input: "A", does: "show the alpha maps and move zones", chords: [key("a")],
            command: .toggleMaps),
        Binding(
            scope: .scene(.stamps), input: "R", does: "put the stamps back where they started",
            chords: [key("r")], command: .resetStamps),
        Binding(
            scope: .scene(.stamps), input: "PgUp/PgDn", does: "previous / next picture",
            chords: [any(.pageDown)], command: .nextImage),
        Binding(scope: .scene(.stamps), input: "", does: "", chords: [any(.pageUp)], command: .previousImage),
    ]

    static let grid: [Binding] = [
        Binding(
            scope: .scene(.grid), input: "arrows", does: "select the picture beside, above, below",
            chords: [any(.left)], command: .gridLeft),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.right)], command: .gridRight),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.up)], command: .gridUp),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.down)], command: .gridDown),
        Binding(
            scope: .scene(.grid), input: "PgUp/PgDn, Home / End", does: "a screenful up / down, first / last",
            chords: [any(.pageUp)], command: .pageBack),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.pageDown)], command: .pageForward),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.home)], command: .firstImage),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.end)], command: .lastImage),
        Binding(scope: .scene(.grid), input: "wheel, drag", does: "scroll, fling; click selects"),
        Binding(
            scope: .scene(.grid), input: "Enter, double click", does: "open the picture in the strip",
            chords: [any(.enter)], command: .openImage),
        Binding(
            scope: .scene(.grid), input: "C", does: "square tiles / whole pictures", chords: [key("c")],
            command: .toggleCrop),
        Binding(
            scope: .scene(.grid), input: "N", does: "names under the tiles", chords: [key("n")],
            command: .toggleNames),
        Binding(
            scope: .scene(.grid), input: "+ / -, Ctrl+wheel", does: "larger / smaller tiles",
            chords: [any(.character("+")), key("=")], command: .largerTiles),
        Binding(scope: .scene(.grid), input: "", does: "", chords: [any(.character("-"))], command: .smallerTiles),
    ]

    /// The command a key triggers in `scene` (the scene's own rows first, then the shared ones).
    static func command(for key: Key, _ modifiers: Modifiers, in scene: SceneID) -> Command? {
        if modifiers.isEmpty, case .character(let c) = key, ("1"..."5").contains(c) {
            return .scene(Int(String(c))! - 1)
        }
        let rows = table.filter { $0.scope == .scene(scene) } + everywhere
        return rows.first { $0.chords.contains { $0.matches(key, modifiers) } }?.command
    }

    /// The rows the help shows for `scene`: the scene's own, then those that work everywhere.
    /// Rows without text only add keys to the row above (they share its line).
    static func helpRows(for scene: SceneID) -> (scene: [Binding], everywhere: [Binding]) {
        (
            table.filter { $0.scope == .scene(scene) && !$0.input.isEmpty },
            table.filter { $0.scope == .everywhere && !$0.input.isEmpty }
        )
    }
}

extension Bindings {
    /// The help's rows for `scene`, as the overlay shows them.
    static func help(for scene: SceneID) -> HelpRows {
        let rows = helpRows(for: scene)
        func plain(_ rows: [Binding]) -> [HelpRow] { rows.map { HelpRow(input: $0.input, does: $0.does) } }
        return HelpRows(scene: plain(rows.scene), everywhere: plain(rows.everywhere))
    }

    /// The help as plain text, for a terminal (`vitrine --help`): every scene's rows, then the
    /// shared ones.
    static var helpText: String {
        var lines = ["Keys and mouse (? or F1 in the window shows them too):"]
        for scene in SceneID.allCases {
            lines.append("\(scene.rawValue):")
            lines += helpRows(for: scene).scene.flatMap(terminalLines)
        }
        lines.append("everywhere:")
        lines += everywhere.filter { !$0.input.isEmpty }.flatMap(terminalLines)
        return lines.joined(separator: "\n")
    }

    /// Columns a terminal row takes at most: 79, so an 80-column terminal, the narrowest in
    /// common use, never wraps a row again (the argument parser wraps lines at the terminal's
    /// width, from the first column).
    static let terminalColumns = 79
    /// Where the second column starts: after two spaces and the longest input, with a gap.
    static let doesColumn = 36

    /// One row for a terminal: two spaces, the input padded to `doesColumn`, then what it does,
    /// broken at spaces onto lines that start at `doesColumn` (packaging/man-page.awk reads
    /// those as continuations).
    private static func terminalLines(_ row: Binding) -> [String] {
        let width = terminalColumns - doesColumn
        var lines: [String] = [], line = ""
        for word in row.does.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let indent = String(repeating: " ", count: doesColumn)
        let first = ("  " + row.input).padding(toLength: doesColumn, withPad: " ", startingAt: 0) + lines[0]
        return [first] + lines.dropFirst().map { indent + $0 }
    }
}
