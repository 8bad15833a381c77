import AppInterface
import Effects

/// Input reaches the model (`BlurModel+Input`); the scene only notes that a frame is due.
extension BlurScene {
    package func handle(_ event: InputEvent, time: Double) {
        if model.handle(event, on: displayCopies()?.placement, time: time) { needsDraw = true }
    }

    package var isDecoding: Bool { decoder.isBusy }

    package func perform(_ command: Command, time: Double) {
        model.perform(command)
        needsDraw = true
    }

    /// Now when something changed: input, a finished decode, the save's progress (the app
    /// draws it) or its end.
    package func nextFrameTime(after time: Double) -> Double? {
        if needsDraw || model.veil.level(at: time) != drawnVeil || decoder.hasOutcome
            || saveProgress != drawnSaveFraction
        {
            return time
        }
        return model.veil.nextChange(after: time)
    }
}
