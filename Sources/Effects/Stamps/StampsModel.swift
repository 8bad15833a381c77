import AppInterface
import Geometry

/// Everything the user sees and changes in the stamps scene: the picture chosen, the stamps on
/// it (`StampBoard`, in canvas units), their undo history, the gesture, wheel run or touchpad
/// pinch under way, the pointer and modifiers (the hint, the cursor and the emulated pinch's
/// dots follow them) and whether the alpha maps show. Input changes it through `handle` and
/// `perform` (StampsModel+Input.swift).
public struct StampsModel: Equatable, Sendable {
    /// A gesture on one stamp, from the press to the release.
    public struct Gesture: Equatable, Sendable {
        public var id: Int
        public var drag: StampDrag
        /// The board before it, for undo.
        public var before: StampBoard
    }

    /// Wheel notches on one stamp in a row, which make one undo step: the stamp, the board
    /// before the first notch, and the time of the last.
    public struct WheelRun: Equatable, Sendable {
        public var id: Int
        public var before: StampBoard
        public var time: Double
    }

    /// A touchpad pinch under way (XInput 2.4): the stamp as it began and the board before it,
    /// which becomes one undo step when it ends.
    public struct Pinch: Equatable, Sendable {
        public var start: Stamp
        public var before: StampBoard
    }

    /// The length of the shared list, which only grows (while a folder walk finds more).
    public private(set) var imageCount: Int
    /// The picture the stamps lie on.
    public var index = 0
    public var board = StampBoard([])
    public var history = UndoHistory<StampBoard>()

    /// Whether Ctrl+Z has a change of the stamps to undo (a wheel run still open counts).
    public var canUndo: Bool { history.canUndo || wheelRun != nil }
    public var gesture: Gesture?
    public var wheelRun: WheelRun?
    public var pinch: Pinch?
    public var pointer: Point?
    public var modifiers: Modifiers = []
    /// A: the alpha maps and move zones show.
    public var showsMaps = false

    public init(imageCount: Int) { self.imageCount = max(0, imageCount) }

    /// The shared list grew to `count` images: what is shown stays.
    public mutating func listGrew(to count: Int) { imageCount = max(imageCount, count) }

    /// The shared list was edited to `count` images; the scene shows what it chooses next.
    public mutating func listEdited(count: Int) {
        imageCount = max(0, count)
        index = min(index, max(0, imageCount - 1))
    }

    /// True while a drag or a touchpad pinch holds a stamp.
    public var isHolding: Bool { gesture != nil || pinch != nil }
}

/// Where the stamps are seen and hit, for input: the canvas's map to the view and each stamp's
/// alpha map (made by the scene from the stamps' bitmaps).
public struct StampsView {
    /// Canvas units -> view pixels.
    public var canvasToView: Affine
    public var maps: [Int: AlphaMap]

    public init(canvasToView: Affine, maps: [Int: AlphaMap]) {
        self.canvasToView = canvasToView
        self.maps = maps
    }

    /// View pixels -> canvas units.
    public func canvasPoint(_ p: Point) -> Point { canvasToView.inverted?.apply(p) ?? p }
}

/// What the scene must do after an input, beyond drawing the model: render the stamps'
/// bitmaps sharp at their scale now (a gesture, a wheel run or an undo ended), and drop the
/// sharp rendering under way for a stamp a new gesture took hold of.
public struct StampsWork: Equatable, Sendable {
    public var sharpen = false
    public var cancelSharpening: Int?

    public init(sharpen: Bool = false, cancelSharpening: Int? = nil) {
        self.sharpen = sharpen
        self.cancelSharpening = cancelSharpening
    }
}
