import AppInterface
import Effects
import Geometry
import SceneKit

extension TiltScene {
    package func handle(_ event: InputEvent, time: Double) {
        let size = Size(width: Double(viewSize.width), height: Double(viewSize.height))
        switch event {
        case .pointerEntered(let p, _), .pointerMoved(let p, _):
            viewer.point(at: p, in: size, time: time)
        case .pointerLeft:
            viewer.leave(at: time)
        default:
            return
        }
    }

    package func perform(_ command: Command, time: Double) {
        switch command {
        case .toggleCard:
            cardMode.toggle()
            drawn = nil
        case .nextImage where cardMode:
            showImage(at: (cardIndex + 1) % max(1, catalog.entries.count), time: time)
        case .previousImage where cardMode:
            showImage(at: (cardIndex - 1 + catalog.entries.count) % max(1, catalog.entries.count), time: time)
        default:
            break
        }
    }

    /// Now while the eased offset still moves by more than half a pixel, or something else
    /// changed (mode, size, a picture that finished decoding); nil at rest.
    package func nextFrameTime(after time: Double) -> Double? {
        var probe = viewer
        probe.advance(to: time)
        guard let drawn, drawn.card == cardMode else { return time }
        if probe.drawn(pixelsPerUnit: pixelsPerUnit) != drawn.offset { return time }
        if cardMode, card == nil, drawn.generation != loader.generation { return time }
        return nil
    }
}
