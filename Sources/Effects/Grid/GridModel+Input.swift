import AppInterface
import Geometry

/// Input to the grid: pure functions of the model, the event and the layout.
extension GridModel {
    /// How far one wheel notch scrolls: a row.
    static func notchTravel(_ layout: GridLayout) -> Double { Double(layout.pitchY) }

    /// Takes pointer, wheel and scroll input on the grid laid out as `layout`.
    public mutating func handle(_ event: InputEvent, layout: GridLayout, time: Double) -> GridWork {
        switch event {
        case .wheel(let direction, _, let modifiers):
            guard direction == .up || direction == .down else { return .none }
            if modifiers.contains(.control) { return resize(by: direction == .up ? 1 : -1) ? .relayout : .none }
            scroll.scroll(by: direction.notches * GridModel.notchTravel(layout), at: time)
        case .scroll(_, let dy, _, let modifiers, let precise):
            // XInput 2 gives a mouse wheel's notches here too (not precise): as the wheel.
            guard dy.isFinite, dy != 0 else { return .none }
            if modifiers.contains(.control) {
                return !precise && resize(by: dy < 0 ? 1 : -1) ? .relayout : .none
            }
            if precise {
                // A touchpad's deltas are spread over the motion already: no easing.
                scroll.jump(to: scroll.offset(at: time) + dy * GridModel.notchTravel(layout))
            } else {
                scroll.scroll(by: dy * GridModel.notchTravel(layout), at: time)
            }
        case .buttonPressed(.left, let p, _):
            if clicks.press(at: p, time: time) {
                press = nil
                if let index = layout.index(at: p, scroll: scroll.offset(at: time)), index == selection {
                    return .open(index)
                }
                return .none
            }
            press = (p, false)
            velocity.reset()
            velocity.add(p, at: time)
            scroll.beginDrag(at: time)
        case .pointerMoved(let p, _):
            guard let start = press?.start else { return .none }
            velocity.add(p, at: time)
            if press!.dragging || p.distance(to: start) > FocusZoomClicks.distance { press!.dragging = true }
            if press!.dragging { scroll.drag(travel: p.y - start.y) }
        case .buttonReleased(.left, let p, _):
            clicks.release(at: p)
            guard let pressed = press else { return .none }
            press = nil
            velocity.add(p, at: time)
            if pressed.dragging {
                scroll.drag(travel: p.y - pressed.start.y)
                scroll.endDrag(velocity: velocity.velocity(at: time).y, at: time)
            } else {
                scroll.endDrag(velocity: 0, at: time)
                if let index = layout.index(at: p, scroll: scroll.offset(at: time)) {
                    move(to: index, layout: layout, at: time)
                }
            }
        default:
            break
        }
        return .none
    }

    /// A key's command on the grid laid out as `layout`.
    public mutating func perform(_ command: Command, layout: GridLayout, time: Double) -> GridWork {
        let columns = layout.columns, page = layout.rowsInView * columns
        switch command {
        case .gridLeft: move(to: selection - 1, layout: layout, at: time)
        case .gridRight: move(to: selection + 1, layout: layout, at: time)
        case .gridUp: if selection >= columns { move(to: selection - columns, layout: layout, at: time) }
        case .gridDown: move(to: min(count - 1, selection + columns), layout: layout, at: time)
        case .pageBack: move(to: selection - page, layout: layout, at: time)
        case .pageForward: move(to: selection + page, layout: layout, at: time)
        case .firstImage: move(to: 0, layout: layout, at: time)
        case .lastImage: move(to: count - 1, layout: layout, at: time)
        case .openImage: return count > 0 ? .open(selection) : .none
        case .toggleCrop: toggleCrop()
        case .toggleNames:
            toggleNames()
            return .relayout
        case .largerTiles: return resize(by: 1) ? .relayout : .none
        case .smallerTiles: return resize(by: -1) ? .relayout : .none
        default: break
        }
        return .none
    }
}
