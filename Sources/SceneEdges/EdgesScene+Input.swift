import AppInterface
import Effects
import SceneKit

/// Input reaches the model (`EdgesModel+Input`).
extension EdgesScene {
    package func handle(_ event: InputEvent, time: Double) {
        model.handle(event, viewSize: viewSize, pictureSize: picture?.size, time: time)
    }

    package func perform(_ command: Command, time: Double) {
        model.perform(command, time: time)
    }

    /// Now while turning or when what the view shows changed; nil paused and idle.
    package func nextFrameTime(after time: Double) -> Double? {
        if !model.panels.paused { return time }
        return drawn == wanted(at: time) ? nil : time
    }

    /// What a frame at `time` shows.
    func wanted(at time: Double) -> Drawn {
        Drawn(
            angle: model.panels.angle(at: time), scale: model.panels.scale, offset: model.panels.offset,
            magnifier: model.magnifierOn ? model.pointer : nil, generation: loader.generation, textScale: textScale)
    }
}
