import AppInterface
import Effects
import Geometry
import SceneKit

extension FocusScene {
    package func handle(_ event: InputEvent, time: Double) {
        guard pager != nil else { return }
        if zoom != nil { return handleZoomed(event, time: time) }
        switch event {
        case .wheel(let direction, _, let modifiers) where !modifiers.contains(.control):
            // One page per notch, added to where the strip is heading if it is still moving.
            pager!.page(by: scrollPaging.steps(delta: direction.notches, precise: false, at: time), at: time)
        case .scroll(let dx, let dy, _, let modifiers, let precise) where !modifiers.contains(.control):
            let delta = InputEvent.scrollAlongOneAxis(dx: dx, dy: dy)
            let steps = scrollPaging.steps(delta: delta, precise: precise, at: time)
            if steps != 0 { pager!.page(by: steps, at: time) }
        case .buttonPressed(.left, let p, _):
            // A double click opens the image its first click hit, which that click centred.
            if clicks.press(at: p, time: time), let item = clickedItem { return openZoom(at: item) }
            press = StripDrag(at: p, orientation: layout.orientation)
            velocity.reset()
            velocity.add(p, at: time)
            pager!.beginDrag(at: time)
        case .pointerMoved(let p, _):
            guard press != nil else { return }
            velocity.add(p, at: time)
            pager!.drag(travel: press!.move(to: p))
        case .buttonReleased(.left, let p, _):
            clicks.release(at: p)
            guard var drag = press else { return }
            press = nil
            velocity.add(p, at: time)
            pager!.drag(travel: drag.move(to: p))
            clickedItem = nil
            if drag.isClick {
                let offset = pager!.offset(at: time)
                pager!.endDrag(velocity: 0, at: time)
                clickedItem = layout.item(at: p, offset: offset)
                if let index = clickedItem { pager!.go(to: index, at: time) }
            } else {
                pager!.endDrag(velocity: drag.travel(of: velocity.velocity(at: time)), at: time)
            }
        default:
            return
        }
    }

    package func perform(_ command: Command, time: Double) {
        guard pager != nil else { return }
        if zoom != nil { return performZoomed(command) }
        switch command {
        case .pageForward: pager!.page(by: 1, at: time)
        case .pageBack: pager!.page(by: -1, at: time)
        case .firstImage: pager!.go(to: 0, at: time)
        case .lastImage: pager!.go(to: catalog.entries.count - 1, at: time)
        case .turnStrip:
            orientationChosen = true
            relayout(viewSize: layout.viewSize, orientation: layout.orientation.toggled, peek: peek)
        case .togglePeek:
            relayout(viewSize: layout.viewSize, orientation: layout.orientation, peek: !peek)
        case .toggleZoom: openZoom(at: pager!.targetIndex)
        // 1:1, W and F open the image in focus at that size.
        case .zoomActual, .zoomFit, .zoomFill: openZoom(at: pager!.targetIndex, then: command)
        default: break
        }
    }

    package func nextFrameTime(after time: Double) -> Double? {
        guard let pager else { return needsFullDraw ? time : nil }
        if zoom != nil { return zoomNeedsFrame ? time : nil }
        if needsFullDraw || pager.isAnimating(at: time) { return time }
        guard let drawn, drawn.offset == pager.offset(at: time), drawn.generation == loader.generation else {
            return time
        }
        return nil
    }
}
