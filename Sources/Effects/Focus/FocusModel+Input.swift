import AppInterface
import Geometry
import Gestures

/// Input to the focus scene's model: pure functions of the model, the event and the strip's
/// layout. Nothing here reads a file: opening the closer look is work the scene does.
extension FocusModel {
    /// Takes `event` on the strip laid out as `layout`, or in the closer look when it is open.
    public mutating func handle(_ event: InputEvent, layout: StripLayout, time: Double) -> FocusWork {
        guard pager != nil else { return .none }
        switch event {
        case .buttonPressed, .wheel, .scroll, .keyPressed: slideshow.pause()
        default: break
        }
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
            if clicks.press(at: p, time: time), let item = clickedItem { return .openZoom(index: item, then: nil) }
            press = StripDrag(at: p, orientation: layout.orientation)
            velocity.reset()
            velocity.add(p, at: time)
            pager!.beginDrag(at: time)
        case .pointerMoved(let p, _):
            guard press != nil else { return .none }
            velocity.add(p, at: time)
            pager!.drag(travel: press!.move(to: p))
        case .buttonReleased(.left, let p, _):
            clicks.release(at: p)
            guard var drag = press else { return .none }
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
            break
        }
        return .none
    }

    /// A key's command, on the strip laid out as `layout` or in the closer look.
    public mutating func perform(_ command: Command, layout: StripLayout, time: Double) -> FocusWork {
        guard pager != nil else { return .none }
        switch command {
        case .toggleSlideshow:
            slideshow.toggle(at: time)
            return .none
        case .slideshowDelay:
            slideshow.stepDelay(at: time)
            return .none
        default:
            // Whatever else the user asks for, the slideshow leaves them to it.
            slideshow.pause()
        }
        if zoom != nil {
            guard let command = zoom!.perform(command, time: time) else { return .none }
            return carryOutZoomed(command)
        }
        switch command {
        case .pageForward: pager!.page(by: 1, at: time)
        case .pageBack: pager!.page(by: -1, at: time)
        case .firstImage: pager!.go(to: 0, at: time)
        case .lastImage: pager!.go(to: imageCount - 1, at: time)
        case .turnStrip:
            orientationChosen = true
            return .relayout(orientation: layout.orientation.toggled, peek: peek)
        case .togglePeek:
            return .relayout(orientation: layout.orientation, peek: !peek)
        case .toggleZoom: return .openZoom(index: pager!.targetIndex, then: nil)
        // 1:1, W and F open the image in focus at that size.
        case .zoomActual, .zoomFit, .zoomFill: return .openZoom(index: pager!.targetIndex, then: command)
        default: break
        }
        return .none
    }

    /// Opens image `index` alone (or shows it in the open view) at its default size, then at
    /// `command`'s size if one is given; the strip moves to it underneath, so going back finds
    /// it in focus. `imageSize` is what its file's header says; nil (unreadable) shows it in the
    /// strip instead, where its placeholder says why. Returns what the scene must do.
    public mutating func openZoom(
        at index: Int, path: String, page: Int = 0, imageSize: PixelSize?, viewSize: PixelSize, then command: Command?
    ) -> FocusWork {
        pager?.jump(to: index)
        guard let imageSize else {
            zoom = nil
            return .closedZoom
        }
        zoom = FocusZoom(index: index, path: path, page: page, imageSize: imageSize, viewSize: viewSize)
        // A size chosen on opening (1:1, fit, fill) is no step in a run: the view is settled.
        if let command { _ = zoom!.perform(command, time: -.infinity) }
        return .none
    }

    /// Input while the closer look is open: the view's own, then what it hands back.
    private mutating func handleZoomed(_ event: InputEvent, time: Double) -> FocusWork {
        guard let command = zoom!.handle(event, time: time) else { return .none }
        return carryOutZoomed(command)
    }

    /// What the closer look hands back: going back to the strip, or paging within the view.
    private mutating func carryOutZoomed(_ command: Command) -> FocusWork {
        let index = zoom!.index, last = imageCount - 1
        let next: Int
        switch command {
        case .toggleZoom:
            zoom = nil
            return .closedZoom
        case .pageForward: next = min(last, index + 1)
        case .pageBack: next = max(0, index - 1)
        case .firstImage: next = 0
        case .lastImage: next = last
        default: return .none // The strip's own (O, P) wait until the strip shows.
        }
        // Paging past either end keeps the view as it is.
        return next != index ? .openZoom(index: next, then: nil) : .none
    }

    /// The slideshow's page when one is due at `time`: the next image, or after the last the
    /// first, in the strip or the closer look.
    public mutating func advanceSlideshow(at time: Double) -> FocusWork {
        guard pager != nil, imageCount > 0, slideshow.advance(at: time) else { return .none }
        if let zoom {
            return .openZoom(index: zoom.index + 1 < imageCount ? zoom.index + 1 : 0, then: nil)
        }
        if pager!.targetIndex + 1 < imageCount {
            pager!.page(by: 1, at: time)
        } else {
            pager!.go(to: 0, at: time)
        }
        return .none
    }
}
