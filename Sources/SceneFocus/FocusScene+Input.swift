import AppInterface
import Effects
import SceneKit

/// Input reaches the model (`FocusModel+Input`); the scene does the work it asks for (open the
/// closer look, lay the strip out again) and notes what must be drawn whole.
extension FocusScene {
    package func handle(_ event: InputEvent, time: Double) {
        let showing = model.slideshow.isRunning
        carryOut(model.handle(event, layout: layout, time: time))
        tellSlideshow(wasRunning: showing)
    }

    package func perform(_ command: Command, time: Double) {
        let showing = model.slideshow.isRunning
        defer { tellSlideshow(wasRunning: showing, delayStepped: command == .slideshowDelay) }
        // Space pauses an animation in the closer look; anywhere else it pages on.
        if command == .togglePause {
            if model.zoom != nil, zoomAnimation?.togglePause(at: time) == true {
                model.slideshow.pause()
                return
            }
            return carryOut(model.perform(.pageForward, layout: layout, time: time))
        }
        carryOut(model.perform(command, layout: layout, time: time))
    }

    /// Says in a toast what became of the slideshow: on, paused, its new delay.
    private func tellSlideshow(wasRunning: Bool, delayStepped: Bool = false) {
        let show = model.slideshow
        if show.isRunning, !wasRunning || delayStepped {
            messages.append(.info("slideshow: a picture every \(Int(show.delay)) s (D: another delay, S: stop)"))
        } else if !show.isRunning, wasRunning {
            messages.append(.info("slideshow paused (S goes on)"))
        } else if delayStepped {
            messages.append(.info("slideshow delay: \(Int(show.delay)) s (S starts it)"))
        }
    }

    /// The slideshow's page, when one is due at `time` (before a frame is drawn).
    func carryOutSlideshow(at time: Double) { carryOut(model.advanceSlideshow(at: time)) }

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
        let frame = drawingFrameTime(after: time)
        guard let slide = model.slideshow.due else { return frame }
        return min(frame ?? slide, max(time, slide))
    }

    /// When the strip or the closer look must draw again, the slideshow aside.
    private func drawingFrameTime(after time: Double) -> Double? {
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
