import AppInterface
import Effects
import Foundation
import Geometry
import SceneKit

extension StampsScene {
    /// One Ctrl+wheel notch scales by this. Default: 1.1.
    static let wheelScale = 1.1
    /// One wheel notch turns to the next multiple of this, in degrees (Shift: 1 degree). Default: 15.
    static let wheelTurn = 15.0
    /// Wheel notches on one stamp less than this many seconds apart make one undo step. Default: 0.8.
    static let wheelRunGap = 0.8

    package func handle(_ event: InputEvent, time: Double) {
        setUpStampsIfNeeded()
        switch event.withinLimits {
        case .pointerMoved(let p, let mods), .pointerEntered(let p, let mods):
            pointer = p
            modifiers = mods
            follow(p)
        case .pointerLeft:
            pointer = nil
        case .modifiersChanged(let mods):
            modifiers = mods
            if let pointer { follow(pointer) }
        case .buttonPressed(.left, let p, let mods):
            pointer = p
            modifiers = mods
            press(at: p, mods)
        case .buttonReleased(.left, let p, _):
            guard gesture != nil else { return }
            follow(p)
            endGesture()
        case .wheel(let direction, let p, let mods):
            wheel(notches: direction.notches, precise: false, at: p, mods, time: time)
        case .scroll(let dx, let dy, let p, let mods, let precise):
            wheel(notches: InputEvent.scrollAlongOneAxis(dx: -dx, dy: dy), precise: precise, at: p, mods, time: time)
        case .pinch(let phase, let scale, let rotation, let p, let mods):
            pinch(phase, scale: scale, rotation: rotation, at: p, snapping: !mods.contains(.shift))
        default:
            return
        }
    }

    /// View pixels -> canvas units.
    func canvasPoint(_ p: Point) -> Point { canvasToView.inverted?.apply(p) ?? p }

    /// The stamp under the pointer and what a press there would do; nil over none or mid-gesture.
    var hover: (id: Int, action: StampAction)? {
        guard gesture == nil, let pointer, let id = stampID(at: pointer) else { return nil }
        return (id, board.action(at: canvasPoint(pointer), on: id, pixelsPerUnit: canvasToView.a))
    }

    /// The topmost stamp whose alpha map holds view point `p`.
    func stampID(at p: Point) -> Int? {
        board.stamp(at: canvasPoint(p), maps: maps)
    }

    /// Ctrl: a pinch on the stamp under the pointer, else on the top one (Ctrl+Shift: the two
    /// fingers pan). Otherwise a move near a stamp's centre, a turn near its edge, nothing
    /// over no stamp. The stamp grabbed comes to the front.
    private func press(at p: Point, _ mods: Modifiers) {
        endWheelRun()
        guard pinch == nil else { return }
        let before = board
        let hit = stampID(at: p)
        let cp = canvasPoint(p)
        let drag: StampDrag
        if mods.contains(.control), let id = hit ?? board.stamps.last?.id, let stamp = board[id] {
            drag = StampDrag(pinching: stamp, pointer: cp, pan: mods.contains(.shift))
        } else if let id = hit, let stamp = board[id] {
            drag = StampDrag(stamp: stamp, action: board.action(at: cp, on: id, pixelsPerUnit: canvasToView.a), pointer: cp)
        } else {
            return
        }
        board.bringToFront(drag.start.id)
        // A newer gesture: the bitmap being rendered for the last one's end is stale.
        sprites[drag.start.id]?.cancelSharpening()
        gesture = Gesture(id: drag.start.id, drag: drag, before: before)
    }

    private func follow(_ p: Point) {
        guard let gesture else { return }
        board.replace(gesture.drag.stamp(pointer: canvasPoint(p), snapping: !modifiers.contains(.shift)))
    }

    /// The gesture's change becomes one undo step, and the stamp is rendered sharp at its new scale.
    private func endGesture() {
        guard let gesture else { return }
        history.record(before: gesture.before, after: board)
        self.gesture = nil
        sharpenSprites()
    }

    /// Ctrl+wheel scales the stamp under the pointer about the pointer; the wheel turns it to
    /// the next multiple of 15 degrees per notch (Shift: by 1 degree). Up (and left, as the
    /// negative `notches` are): larger, clockwise. Precise scroll deltas (a touchpad) turn it
    /// smoothly, 15 degrees (Shift: 1) per notch scrolled, with no snapping.
    private func wheel(notches: Double, precise: Bool, at p: Point, _ mods: Modifiers, time: Double) {
        guard gesture == nil, pinch == nil, notches.isFinite, let id = stampID(at: p), let stamp = board[id]
        else { return }
        let up = -notches
        var changed = stamp
        if mods.contains(.control) {
            changed = stamp.scaled(by: pow(StampsScene.wheelScale, up), about: canvasPoint(p))
        } else {
            let step = mods.contains(.shift) ? 1.0 : StampsScene.wheelTurn
            var degrees = stamp.rotation * 180 / .pi
            if precise {
                // Within a turn either way: the hint shows whole degrees.
                degrees = remainder(degrees + up * step, 360)
            } else {
                // A whole turn at most: more notches in one event only go round again.
                for _ in 0..<Int(min(360 / step, abs(up).rounded())) {
                    degrees = up > 0 ? (((degrees + 1e-6) / step).rounded(.down) + 1) * step
                        : (((degrees - 1e-6) / step).rounded(.up) - 1) * step
                }
            }
            changed.rotation = degrees * .pi / 180
        }
        if let run = wheelRun, run.id != id || time - run.time > StampsScene.wheelRunGap { endWheelRun() }
        let before = wheelRun?.before ?? board
        board.replace(changed)
        wheelRun = (id, before, time)
        sharpenSprites()
    }

    /// A touchpad pinch scales and turns the stamp under the pointer (else the top one) about
    /// its centre, as a Ctrl+drag's two fingers do; the whole pinch is one undo step.
    private func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, at p: Point, snapping: Bool) {
        if phase == .begin {
            endWheelRun()
            guard gesture == nil, let id = stampID(at: p) ?? board.stamps.last?.id, let stamp = board[id] else { return }
            pinch = (stamp, board)
            board.bringToFront(id)
            sprites[id]?.cancelSharpening()
            return
        }
        guard let (start, before) = pinch else { return }
        var changed = start.scaled(by: scale, about: start.center)
        // Within a turn either way: the hint shows whole degrees.
        changed.rotation = remainder(start.rotation + (rotation.isFinite ? rotation : 0), 2 * .pi)
        if snapping { changed.rotation = StampDrag.snapped(changed.rotation) }
        board.replace(changed)
        guard phase == .end else { return }
        history.record(before: before, after: board)
        pinch = nil
        sharpenSprites()
    }

    /// The wheel notches so far become one undo step.
    func endWheelRun() {
        guard let run = wheelRun else { return }
        history.record(before: run.before, after: board)
        wheelRun = nil
        sharpenSprites()
    }

    package func perform(_ command: Command, time: Double) {
        setUpStampsIfNeeded()
        switch command {
        case .undo:
            endWheelRun()
            guard gesture == nil, pinch == nil, let earlier = history.undo(from: board) else { return }
            board = earlier
            sharpenSprites()
        case .redo:
            endWheelRun()
            guard gesture == nil, pinch == nil, let later = history.redo(from: board) else { return }
            board = later
            sharpenSprites()
        case .toggleMaps:
            showsMaps.toggle()
        case .resetStamps:
            endWheelRun()
            guard gesture == nil, pinch == nil else { return }
            let before = board
            board = defaultBoard().0
            history.record(before: before, after: board)
            sharpenSprites()
        case .nextImage:
            showImage(at: (index + 1) % max(1, catalog.entries.count), time: time)
        case .previousImage:
            showImage(at: (index + catalog.entries.count - 1) % max(1, catalog.entries.count), time: time)
        default:
            break
        }
    }

    /// Every stamp's bitmap at the scale it is shown at now: rendered here when loading is
    /// synchronous, else started in the background (the frames stretch the old one meanwhile).
    func sharpenSprites() {
        let k = canvasToView.a
        for stamp in board.stamps { sprites[stamp.id]?.sharpen(to: stamp.scale * k, in: sharpener) }
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
