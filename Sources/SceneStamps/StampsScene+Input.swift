import AppInterface
import Effects
import Geometry
import SceneKit

/// Input reaches the model (`StampsModel+Input`); the scene does the work the model asks for
/// (render bitmaps sharp, drop a stale rendering).
extension StampsScene {
    package func handle(_ event: InputEvent, time: Double) {
        setUpStampsIfNeeded()
        carryOut(model.handle(event, in: stampsView, time: time))
    }

    package func perform(_ command: Command, time: Double) {
        setUpStampsIfNeeded()
        let shown = model.index
        carryOut(model.perform(command, defaultBoard: { defaultBoard().0 }))
        if model.index != shown {
            picture = nil
            drawn = nil
        }
    }

    private func carryOut(_ work: StampsWork) {
        if work.sharpen { sharpenSprites() }
        if let id = work.cancelSharpening { sprites[id]?.cancelSharpening() }
    }

    /// Where the stamps are seen and hit now.
    var stampsView: StampsView { StampsView(canvasToView: canvasToView, maps: maps) }

    /// View pixels -> canvas units.
    func canvasPoint(_ p: Point) -> Point { stampsView.canvasPoint(p) }

    /// The stamp under the pointer and what a press there would do; nil over none or mid-gesture.
    var hover: (id: Int, action: StampAction)? { model.hover(in: stampsView) }

    /// The topmost stamp whose alpha map holds view point `p`.
    func stampID(at p: Point) -> Int? { model.stampID(at: p, in: stampsView) }

    /// Every stamp's bitmap at the scale it is shown at now: rendered here when loading is
    /// synchronous, else started in the background (the frames stretch the old one meanwhile).
    func sharpenSprites() {
        let k = canvasToView.a
        for stamp in model.board.stamps { sprites[stamp.id]?.sharpen(to: stamp.scale * k, in: sharpener) }
    }

    /// Now when what the view shows changed (or a bitmap rendered in the background waits to be
    /// swapped in); nil at rest. A render still under way asks for nothing: it wakes the host.
    package func nextFrameTime(after time: Double) -> Double? {
        if saveJob.map({ $0.outcome != nil }) == true { return time }
        if sprites.values.contains(where: { $0.hasSharpened }) { return time }
        wanted(into: &next)
        return drawn != next ? time : nil
    }
}
