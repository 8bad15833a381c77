import AppInterface
import Geometry

/// Everything the user sees and changes in the tilt scene: the viewer offset the pointer steers
/// (eased, held still under reduced motion), whether the picture card shows instead of the
/// title, and which image of the shared list the card shows.
public struct TiltModel: Equatable, Sendable {
    /// The length of the shared list, which only grows (while a folder walk finds more).
    public private(set) var imageCount: Int
    /// The pointer as a pseudo-tilt.
    public var viewer = ViewerOffset()
    /// C: the picture card instead of the title.
    public var cardMode = false
    /// The image the card shows.
    public var cardIndex = 0

    public init(imageCount: Int) { self.imageCount = max(0, imageCount) }

    /// The shared list grew to `count` images: what is shown stays.
    public mutating func listGrew(to count: Int) { imageCount = max(imageCount, count) }

    /// The shared list was edited to `count` images; the scene shows what it chooses next.
    public mutating func listEdited(count: Int) {
        imageCount = max(0, count)
        cardIndex = min(cardIndex, max(0, imageCount - 1))
    }

    /// Takes `event` in a view of `viewSize`: the pointer steers the offset, leaving eases it
    /// back to the centre. Other events change nothing.
    public mutating func handle(_ event: InputEvent, viewSize: PixelSize, time: Double) {
        switch event {
        case .pointerEntered(let p, _), .pointerMoved(let p, _):
            viewer.point(at: p, in: Size(width: Double(viewSize.width), height: Double(viewSize.height)), time: time)
        case .pointerLeft:
            viewer.leave(at: time)
        default:
            return
        }
    }

    /// A key's command: C toggles the card; while it shows, paging moves through the list and
    /// wraps around.
    public mutating func perform(_ command: Command) {
        switch command {
        case .toggleCard:
            cardMode.toggle()
        case .nextImage where cardMode:
            show(imageAt: (cardIndex + 1) % max(1, imageCount))
        case .previousImage where cardMode:
            show(imageAt: (cardIndex - 1 + imageCount) % max(1, imageCount))
        default:
            break
        }
    }

    /// Image `index` on the card, if it is in the list (a scene switch carries it over).
    public mutating func show(imageAt index: Int) {
        if (0..<imageCount).contains(index) { cardIndex = index }
    }
}
