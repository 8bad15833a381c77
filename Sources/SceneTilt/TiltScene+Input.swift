import AppInterface
import Effects
import SceneKit

/// Input reaches the model (`TiltModel`); the scene forgets the caches it outdated.
extension TiltScene {
    package func handle(_ event: InputEvent, time: Double) {
        model.handle(event, viewSize: viewSize, time: time)
    }

    package func perform(_ command: Command, time: Double) {
        let before = model
        model.perform(command)
        forgetWhatChanged(since: before)
    }

    /// Now while the eased offset still moves by more than half a pixel, or something else
    /// changed (mode, size, a picture that finished decoding); nil at rest.
    package func nextFrameTime(after time: Double) -> Double? {
        var probe = model.viewer
        probe.advance(to: time)
        guard let drawn, drawn.card == model.cardMode else { return time }
        if probe.drawn(pixelsPerUnit: pixelsPerUnit) != drawn.offset { return time }
        if model.cardMode, card == nil, drawn.generation != loader.generation { return time }
        return model.cardMode ? cardAnimation?.nextFrameTime(after: time) : nil
    }
}
