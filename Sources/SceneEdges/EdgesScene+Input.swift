import AppInterface
import Effects
import Foundation
import Geometry
import SceneKit

extension EdgesScene {
    /// A press within this many view pixels of a panel's outline (inside or out) turns the
    /// panels; further inside it moves them. Default: 24, or a fifth of the picture's shorter
    /// side when that is smaller, so a small picture can still be moved.
    static let edgeBand = 24.0
    /// Each wheel notch scales by this. Default: 1.25.
    static let wheelStep = 1.25

    package func handle(_ event: InputEvent, time: Double) {
        let event = event.withinLimits
        switch event {
        case .pointerEntered(let p, _), .pointerMoved(let p, _):
            pointer = p
            follow(p, time: time)
        case .pointerLeft:
            pointer = nil
        case .buttonPressed(.left, let p, _):
            pointer = p
            press(at: p, time: time)
        case .buttonReleased(.left, _, _):
            guard drag != nil else { return }
            drag = nil
            model.setPaused(userPaused, at: time)
        case .wheel(let direction, let p, _):
            let factor: Double
            switch direction {
            case .up: factor = EdgesScene.wheelStep
            case .down: factor = 1 / EdgesScene.wheelStep
            default: return
            }
            model.scale(by: factor, about: p, panelCenter: center(of: panel(nearest: p)))
        case .scroll(_, let dy, let p, _, _) where dy.isFinite:
            // As the wheel, by the notches scrolled (vertical only, as the wheel).
            model.scale(by: pow(EdgesScene.wheelStep, -dy), about: p, panelCenter: center(of: panel(nearest: p)))
        case .pinch(let phase, let scale, _, let p, _):
            pinch(phase, scale: scale, at: p)
        default:
            return
        }
    }

    package func perform(_ command: Command, time: Double) {
        switch command {
        case .togglePause:
            userPaused.toggle()
            if drag == nil { model.setPaused(userPaused, at: time) }
        case .toggleMagnifier:
            magnifierOn.toggle()
        case .resetPanels:
            model.reset(at: time)
            drag = nil
            userPaused = false
        default:
            break
        }
    }

    /// The panel whose third of the view holds `p` (the nearest at the sides).
    func panel(nearest p: Point) -> Int {
        min(2, max(0, Int((p.x - model.offset.x) * 3 / Double(max(1, viewSize.width)))))
    }

    /// Starts a turn near the outline of the panel under `p`, a move further inside; the
    /// turning holds while the drag lasts, so the picture stays under the pointer.
    private func press(at p: Point, time: Double) {
        guard let picture else { return }
        let i = panel(nearest: p), c = center(of: i)
        let angle = model.angle(at: time)
        // The press in the picture's own frame (upright, scaled, centred on 0).
        let d = Affine.rotation(-angle).apply(p - c)
        let half = Point(picture.size.width * model.scale / 2, picture.size.height * model.scale / 2)
        let band = min(EdgesScene.edgeBand, min(half.x, half.y) * 0.4)
        let outside = max(abs(d.x) - half.x, abs(d.y) - half.y)
        if outside > band { return }
        model.setPaused(true, at: time)
        if outside > -band {
            drag = .turn(panel: i, startAngle: angle, startPointer: atan2(p.y - c.y, p.x - c.x))
        } else {
            drag = .move(start: p, startOffset: model.offset)
        }
    }

    /// A touchpad pinch scales the panels about the pointer, as the wheel does, by the change
    /// of its scale since the last event. It does not pause the turning.
    private func pinch(_ phase: PinchPhase, scale: Double, at p: Point) {
        switch (phase, drag) {
        case (.begin, nil):
            drag = .pinch(scale: 1)
        case (.update, .pinch(let last)?), (.end, .pinch(let last)?):
            guard scale > 0, scale.isFinite else { return }
            model.scale(by: scale / last, about: p, panelCenter: center(of: panel(nearest: p)))
            drag = phase == .end ? nil : .pinch(scale: scale)
        default:
            return
        }
    }

    private func follow(_ p: Point, time: Double) {
        switch drag {
        case .turn(let i, let startAngle, let startPointer):
            let c = center(of: i)
            model.setAngle(startAngle + atan2(p.y - c.y, p.x - c.x) - startPointer, at: time)
        case .move(let start, let startOffset):
            model.offset = startOffset + (p - start)
        case .pinch, nil:
            break
        }
    }

    /// Now while turning or when what the view shows changed; nil paused and idle.
    package func nextFrameTime(after time: Double) -> Double? {
        if !model.paused { return time }
        return drawn == wanted(at: time) ? nil : time
    }

    /// What a frame at `time` shows.
    func wanted(at time: Double) -> Drawn {
        Drawn(angle: model.angle(at: time), scale: model.scale, offset: model.offset,
              magnifier: magnifierOn ? pointer : nil, generation: loader.generation, textScale: textScale)
    }
}
