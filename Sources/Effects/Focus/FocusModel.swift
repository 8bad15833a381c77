import Geometry
import Gestures

/// Everything the user sees and changes in the focus scene: where the strip is and where it is
/// going (`Pager`, with a drag or fling under way), whether the neighbours show, whether the
/// user turned it, the input that steers what comes next (a press, its velocity, the scroll's
/// paging, a first click), and the closer look (`FocusZoom`) when one is open. The strip's
/// geometry (`StripLayout`, learned from the files' headers) is the scene's, handed to the
/// input functions (FocusModel+Input.swift) as a value.
public struct FocusModel: Equatable, Sendable {
    /// The length of the shared list: it grows while a folder walk finds more, and changes
    /// with an edit (trash, undo, sort).
    public private(set) var imageCount: Int
    /// The strip's scroll; nil until the view has a size.
    public var pager: Pager?
    /// The neighbours show beside the item in focus (P turns it off: one item a page).
    public var peek = true
    /// The user turned the strip (O): a resize keeps the orientation rather than fitting it.
    public var orientationChosen = false
    /// A press on the strip, read as travel along it.
    public var press: StripDrag?
    public var velocity = VelocityTracker()
    public var scrollPaging = ScrollPaging()
    /// Double clicks on an image open the closer look on it.
    public var clicks = FocusZoomClicks()
    /// The item the last click in the strip hit (a double click opens it); nil after a drag.
    public var clickedItem: Int?
    /// The image in focus alone (Enter); nil: the strip shows.
    public var zoom: FocusZoom?
    /// Paging on by itself (S), strip or closer look.
    public var slideshow = Slideshow()

    public init(imageCount: Int) { self.imageCount = max(0, imageCount) }

    /// The shared list grew to `count` images: what is shown stays.
    public mutating func listGrew(to count: Int) { imageCount = max(imageCount, count) }

    /// The shared list was edited to `count` images; the scene shows what it chooses next.
    public mutating func listEdited(count: Int) { imageCount = max(0, count) }
}

/// What the scene must do after an input, beyond drawing the model.
public enum FocusWork: Equatable, Sendable {
    case none
    /// Open the closer look on item `index`, then at `then`'s size (1:1, fit, fill): the scene
    /// reads the file's size and calls `FocusModel.openZoom`.
    case openZoom(index: Int, then: Command?)
    /// The closer look closed: the strip is drawn whole again.
    case closedZoom
    /// Lay the strip out again, turned or with the neighbours shown or not.
    case relayout(orientation: StripOrientation, peek: Bool)
}
