import AppInterface
import Effects
import SceneKit

/// Input reaches the model (`FocusModel+Input`); the scene does the work it asks for (open the
/// closer look, lay the strip out again) and notes what must be drawn whole.
extension FocusScene {
    package func handle(_ event: InputEvent, time: Double) {
        carryOut(model.handle(event, layout: layout, time: time))
    }

    package func perform(_ command: Command, time: Double) {
        // Space pauses an animation in the closer look; anywhere else it pages on.
        if command == .togglePause {
            if model.zoom != nil, zoomAnimation?.togglePause(at: time) == true { return }
            return perform(.pageForward, time: time)
        }
        carryOut(model.perform(command, layout: layout, time: time))
    }

    private func carryOut(_ work: FocusWork) {
        switch work {
        case .none:
            return
        case .openZoom(let index, let command):
            openZoom(at: index, then: command)
        case .closedZoom:
            // Back in the strip, the item in focus plays again there.
            (zoomAnimation, animationChecked) = (nil, nil)
            needsFullDraw = true
        case .relayout(let orientation, let peek):
            relayout(viewSize: layout.viewSize, orientation: orientation, peek: peek)
        }
    }

    package func nextFrameTime(after time: Double) -> Double? {
        guard let pager = model.pager else { return needsFullDraw ? time : nil }
        if model.zoom != nil { return zoomFrameTime(after: time) }
        if needsFullDraw || pager.isAnimating(at: time) { return time }
        guard let drawn, drawn.offset == pager.offset(at: time), drawn.generation == loader.generation else {
            return time
        }
        // Resting on an item not yet asked whether it animates: one frame asks.
        if animationChecked != pager.targetIndex { return time }
        return animation?.player.nextFrameTime(after: time)
    }
}
