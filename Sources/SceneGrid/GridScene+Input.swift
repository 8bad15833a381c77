import AppInterface
import Effects
import SceneKit

extension GridScene {
    package func handle(_ event: InputEvent, time: Double) {
        carryOut(model.handle(event, layout: layout, time: time), time: time)
    }

    package func perform(_ command: Command, time: Double) {
        carryOut(model.perform(command, layout: layout, time: time), time: time)
    }

    private func carryOut(_ work: GridWork, time: Double) {
        switch work {
        case .none: break
        case .relayout: relayout(viewSize: layout.viewSize)
        case .open: switchRequest = .focus
        }
    }

    package func nextFrameTime(after time: Double) -> Double? {
        if needsFullDraw || model.scroll.isAnimating(at: time) { return time }
        guard let drawn, drawn == currentDrawing(at: time) else { return time }
        return nil
    }

    /// What a frame at `time` would show, to tell whether it differs from the one drawn.
    func currentDrawing(at time: Double) -> DrawnGrid {
        let scroll = Int(model.scroll.offset(at: time).rounded())
        return DrawnGrid(
            scroll: scroll, generation: thumbnails.generation, selection: model.selection, viewSize: layout.viewSize,
            tileSide: layout.tileSide, labelHeight: layout.labelHeight, visible: layout.visibleIndices(scroll: scroll),
            crops: model.cropsToSquare)
    }
}
