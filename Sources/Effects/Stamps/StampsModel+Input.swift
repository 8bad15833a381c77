import AppInterface
import Foundation
import Geometry

/// Input to the stamps scene's model: pure functions of the model, the event and where the
/// stamps are seen (`StampsView`). What only the scene can do comes back as `StampsWork`.
extension StampsModel {
    /// One Ctrl+wheel notch scales by this. Default: 1.1.
    public static let wheelScale = 1.1
    /// One wheel notch turns to the next multiple of this, in degrees (Shift: 1 degree). Default: 15.
    public static let wheelTurn = 15.0
    /// Wheel notches on one stamp less than this many seconds apart make one undo step. Default: 0.8.
    public static let wheelRunGap = 0.8

    /// Takes `event` (its points already within limits).
    public mutating func handle(_ event: InputEvent, in view: StampsView, time: Double) -> StampsWork {
        var work = StampsWork()
        switch event {
        case .pointerMoved(let p, let mods), .pointerEntered(let p, let mods):
            pointer = p
            modifiers = mods
            follow(p, view)
        case .pointerLeft:
            pointer = nil
        case .modifiersChanged(let mods):
            modifiers = mods
            if let pointer { follow(pointer, view) }
        case .buttonPressed(.left, let p, let mods):
            pointer = p
            modifiers = mods
            press(at: p, mods, view, &work)
        case .buttonReleased(.left, let p, _):
            guard gesture != nil else { break }
            follow(p, view)
            endGesture(&work)
        case .wheel(let direction, let p, let mods):
            wheel(notches: direction.notches, precise: false, at: p, mods, view, time: time, &work)
        case .scroll(let dx, let dy, let p, let mods, let precise):
            wheel(
                notches: InputEvent.scrollAlongOneAxis(dx: -dx, dy: dy), precise: precise, at: p, mods, view,
                time: time, &work)
        case .pinch(let phase, let scale, let rotation, let p, let mods):
            pinch(phase, scale: scale, rotation: rotation, at: p, snapping: !mods.contains(.shift), view, &work)
        default:
            break
        }
        return work
    }

    /// A key's command. `defaultBoard` gives the stamps as they first lay (R).
    public mutating func perform(_ command: Command, defaultBoard: () -> StampBoard) -> StampsWork {
        var work = StampsWork()
        switch command {
        case .undo:
            endWheelRun(&work)
            guard !isHolding, let earlier = history.undo(from: board) else { break }
            board = earlier
            work.sharpen = true
        case .redo:
            endWheelRun(&work)
            guard !isHolding, let later = history.redo(from: board) else { break }
            board = later
            work.sharpen = true
        case .toggleMaps:
            showsMaps.toggle()
        case .resetStamps:
            endWheelRun(&work)
            guard !isHolding else { break }
            let before = board
            board = defaultBoard()
            history.record(before: before, after: board)
            work.sharpen = true
        case .nextImage:
            show(imageAt: (index + 1) % max(1, imageCount))
        case .previousImage:
            show(imageAt: (index + imageCount - 1) % max(1, imageCount))
        default:
            break
        }
        return work
    }

    /// Picture `index`, if it is in the list (a scene switch carries it over).
    public mutating func show(imageAt index: Int) {
        if (0..<imageCount).contains(index) { self.index = index }
    }

    /// The topmost stamp whose alpha map holds view point `p`.
    public func stampID(at p: Point, in view: StampsView) -> Int? {
        board.stamp(at: view.canvasPoint(p), maps: view.maps)
    }

    /// The stamp under the pointer and what a press there would do; nil over none or mid-gesture.
    public func hover(in view: StampsView) -> (id: Int, action: StampAction)? {
        guard gesture == nil, let pointer, let id = stampID(at: pointer, in: view) else { return nil }
        return (id, board.action(at: view.canvasPoint(pointer), on: id, pixelsPerUnit: view.canvasToView.a))
    }

    /// Ctrl: a pinch on the stamp under the pointer, else on the top one (Ctrl+Shift: the two
    /// fingers pan). Otherwise a move near a stamp's centre, a turn near its edge, nothing
    /// over no stamp. The stamp grabbed comes to the front.
    private mutating func press(at p: Point, _ mods: Modifiers, _ view: StampsView, _ work: inout StampsWork) {
        endWheelRun(&work)
        guard pinch == nil else { return }
        let before = board
        let hit = stampID(at: p, in: view)
        let cp = view.canvasPoint(p)
        let drag: StampDrag
        if mods.contains(.control), let id = hit ?? board.stamps.last?.id, let stamp = board[id] {
            drag = StampDrag(pinching: stamp, pointer: cp, pan: mods.contains(.shift))
        } else if let id = hit, let stamp = board[id] {
            drag = StampDrag(
                stamp: stamp, action: board.action(at: cp, on: id, pixelsPerUnit: view.canvasToView.a),
                pointer: cp)
        } else {
            return
        }
        board.bringToFront(drag.start.id)
        // A newer gesture: the bitmap being rendered for the last one's end is stale.
        work.cancelSharpening = drag.start.id
        gesture = Gesture(id: drag.start.id, drag: drag, before: before)
    }

    private mutating func follow(_ p: Point, _ view: StampsView) {
        guard let gesture else { return }
        board.replace(gesture.drag.stamp(pointer: view.canvasPoint(p), snapping: !modifiers.contains(.shift)))
    }

    /// The gesture's change becomes one undo step, and the stamp is rendered sharp at its new scale.
    private mutating func endGesture(_ work: inout StampsWork) {
        guard let gesture else { return }
        history.record(before: gesture.before, after: board)
        self.gesture = nil
        work.sharpen = true
    }

    /// Ctrl+wheel scales the stamp under the pointer about the pointer; the wheel turns it to
    /// the next multiple of 15 degrees per notch (Shift: by 1 degree). Up (and left, as the
    /// negative `notches` are): larger, clockwise. Precise scroll deltas (a touchpad) turn it
    /// smoothly, 15 degrees (Shift: 1) per notch scrolled, with no snapping.
    private mutating func wheel(
        notches: Double, precise: Bool, at p: Point, _ mods: Modifiers, _ view: StampsView, time: Double,
        _ work: inout StampsWork
    ) {
        guard !isHolding, notches.isFinite, let id = stampID(at: p, in: view), let stamp = board[id] else { return }
        let up = -notches
        var changed = stamp
        if mods.contains(.control) {
            changed = stamp.scaled(by: pow(StampsModel.wheelScale, up), about: view.canvasPoint(p))
        } else {
            let step = mods.contains(.shift) ? 1.0 : StampsModel.wheelTurn
            var degrees = stamp.rotation * 180 / .pi
            if precise {
                // Within a turn either way: the hint shows whole degrees.
                degrees = remainder(degrees + up * step, 360)
            } else {
                // A whole turn at most: more notches in one event only go round again.
                for _ in 0..<Int(min(360 / step, abs(up).rounded())) {
                    degrees =
                        up > 0
                        ? (((degrees + 1e-6) / step).rounded(.down) + 1) * step
                        : (((degrees - 1e-6) / step).rounded(.up) - 1) * step
                }
            }
            changed.rotation = degrees * .pi / 180
        }
        if let run = wheelRun, run.id != id || time - run.time > StampsModel.wheelRunGap { endWheelRun(&work) }
        let before = wheelRun?.before ?? board
        board.replace(changed)
        wheelRun = WheelRun(id: id, before: before, time: time)
        work.sharpen = true
    }

    /// A touchpad pinch scales and turns the stamp under the pointer (else the top one) about
    /// its centre, as a Ctrl+drag's two fingers do; the whole pinch is one undo step.
    private mutating func pinch(
        _ phase: PinchPhase, scale: Double, rotation: Double, at p: Point, snapping: Bool, _ view: StampsView,
        _ work: inout StampsWork
    ) {
        if phase == .begin {
            endWheelRun(&work)
            guard gesture == nil, let id = stampID(at: p, in: view) ?? board.stamps.last?.id, let stamp = board[id]
            else { return }
            pinch = Pinch(start: stamp, before: board)
            board.bringToFront(id)
            work.cancelSharpening = id
            return
        }
        guard let pinch else { return }
        var changed = pinch.start.scaled(by: scale, about: pinch.start.center)
        // Within a turn either way: the hint shows whole degrees.
        changed.rotation = remainder(pinch.start.rotation + (rotation.isFinite ? rotation : 0), 2 * .pi)
        if snapping { changed.rotation = StampDrag.snapped(changed.rotation) }
        board.replace(changed)
        guard phase == .end else { return }
        history.record(before: pinch.before, after: board)
        self.pinch = nil
        work.sharpen = true
    }

    /// The wheel notches so far become one undo step.
    public mutating func endWheelRun(_ work: inout StampsWork) {
        guard let run = wheelRun else { return }
        history.record(before: run.before, after: board)
        wheelRun = nil
        work.sharpen = true
    }
}
