import AppInterface
import Foundation
import Geometry

/// Input to the edges scene's model: pure functions of the model, the event, the view's size
/// and the picture's (nil while it is not decoded: a press then grabs nothing).
extension EdgesModel {
    /// A press within this many view pixels of a panel's outline (inside or out) turns the
    /// panels; further inside it moves them. Default: 24, or a fifth of the picture's shorter
    /// side when that is smaller, so a small picture can still be moved.
    public static let edgeBand = 24.0
    /// Each wheel notch scales by this. Default: 1.25.
    public static let wheelStep = 1.25

    /// Takes `event` (its points already within limits) in a view of `viewSize`.
    public mutating func handle(_ event: InputEvent, viewSize: PixelSize, pictureSize: Size?, time: Double) {
        switch event {
        case .pointerEntered(let p, _), .pointerMoved(let p, _):
            pointer = p
            follow(p, viewSize: viewSize, time: time)
        case .pointerLeft:
            pointer = nil
        case .buttonPressed(.left, let p, _):
            pointer = p
            press(at: p, viewSize: viewSize, pictureSize: pictureSize, time: time)
        case .buttonReleased(.left, _, _):
            guard drag != nil else { return }
            drag = nil
            panels.setPaused(userPaused, at: time)
        case .wheel(let direction, let p, _):
            let factor: Double
            switch direction {
            case .up: factor = EdgesModel.wheelStep
            case .down: factor = 1 / EdgesModel.wheelStep
            default: return
            }
            panels.scale(by: factor, about: p, panelCenter: center(of: panel(nearest: p, in: viewSize), in: viewSize))
        case .scroll(_, let dy, let p, _, _) where dy.isFinite:
            // As the wheel, by the notches scrolled (vertical only, as the wheel).
            panels.scale(
                by: pow(EdgesModel.wheelStep, -dy), about: p,
                panelCenter: center(of: panel(nearest: p, in: viewSize), in: viewSize))
        case .pinch(let phase, let scale, _, let p, _):
            pinch(phase, scale: scale, at: p, viewSize: viewSize)
        default:
            return
        }
    }

    /// A key's command: space pauses, M shows the loupe, R starts afresh.
    public mutating func perform(_ command: Command, time: Double) {
        switch command {
        case .togglePause:
            userPaused.toggle()
            if drag == nil { panels.setPaused(userPaused, at: time) }
        case .toggleMagnifier:
            magnifierOn.toggle()
        case .resetPanels:
            panels.reset(at: time)
            drag = nil
            userPaused = false
        default:
            break
        }
    }

    /// Image `index`, if it is in the list (a scene switch carries it over).
    public mutating func show(imageAt index: Int) {
        if (0..<imageCount).contains(index) { self.index = index }
    }

    /// Starts a turn near the outline of the panel under `p`, a move further inside; the
    /// turning holds while the drag lasts, so the picture stays under the pointer.
    private mutating func press(at p: Point, viewSize: PixelSize, pictureSize: Size?, time: Double) {
        guard let pictureSize else { return }
        let i = panel(nearest: p, in: viewSize), c = center(of: i, in: viewSize)
        let angle = panels.angle(at: time)
        // The press in the picture's own frame (upright, scaled, centred on 0).
        let d = Affine.rotation(-angle).apply(p - c)
        let half = Point(pictureSize.width * panels.scale / 2, pictureSize.height * panels.scale / 2)
        let band = min(EdgesModel.edgeBand, min(half.x, half.y) * 0.4)
        let outside = max(abs(d.x) - half.x, abs(d.y) - half.y)
        if outside > band { return }
        panels.setPaused(true, at: time)
        if outside > -band {
            drag = .turn(panel: i, startAngle: angle, startPointer: atan2(p.y - c.y, p.x - c.x))
        } else {
            drag = .move(start: p, startOffset: panels.offset)
        }
    }

    /// A touchpad pinch scales the panels about the pointer, as the wheel does, by the change
    /// of its scale since the last event. It does not pause the turning.
    private mutating func pinch(_ phase: PinchPhase, scale: Double, at p: Point, viewSize: PixelSize) {
        switch (phase, drag) {
        case (.begin, nil):
            drag = .pinch(scale: 1)
        case (.update, .pinch(let last)?), (.end, .pinch(let last)?):
            guard scale > 0, scale.isFinite else { return }
            panels.scale(
                by: scale / last, about: p, panelCenter: center(of: panel(nearest: p, in: viewSize), in: viewSize))
            drag = phase == .end ? nil : .pinch(scale: scale)
        default:
            return
        }
    }

    private mutating func follow(_ p: Point, viewSize: PixelSize, time: Double) {
        switch drag {
        case .turn(let i, let startAngle, let startPointer):
            let c = center(of: i, in: viewSize)
            panels.setAngle(startAngle + atan2(p.y - c.y, p.x - c.x) - startPointer, at: time)
        case .move(let start, let startOffset):
            panels.offset = startOffset + (p - start)
        case .pinch, nil:
            break
        }
    }
}
