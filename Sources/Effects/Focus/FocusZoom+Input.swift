import AppInterface
import Foundation
import Geometry

extension FocusZoom {
    /// Zooms and pans for `event`; returns a command the scene carries out beyond the view
    /// (`.toggleZoom` to go back to the strip: Enter, Esc, a double click; paging), or nil.
    public mutating func handle(_ event: InputEvent, time: Double) -> Command? {
        switch event {
        case .wheel(.up, let p, _):
            view.zoom(by: ZoomView.wheelStep, about: p)
            lastStep = time
        case .wheel(.down, let p, _):
            view.zoom(by: 1 / ZoomView.wheelStep, about: p)
            lastStep = time
        case .scroll(_, let dy, let p, _, _):
            // Up zooms in, as the wheel does: one notch is one wheel step.
            view.zoom(by: pow(ZoomView.wheelStep, -dy), about: p)
            lastStep = time
        case .buttonPressed(.left, let p, _):
            if clicks.press(at: p, time: time) { return .toggleZoom }
            panFrom = p
        case .pointerMoved(let p, _):
            guard let from = panFrom else { return nil }
            view.pan(by: p - from)
            panFrom = p
        case .buttonReleased(.left, let p, _):
            clicks.release(at: p)
            panFrom = nil
        case .keyPressed(.escape, _):
            // The app hands Escape to the scene only while the zoom view is open.
            return .toggleZoom
        default:
            break
        }
        return nil
    }

    /// Carries out the view's own commands at `time`; returns the others for the scene.
    public mutating func perform(_ command: Command, time: Double) -> Command? {
        let centre = Point(view.viewSize.width / 2, view.viewSize.height / 2)
        switch command {
        case .zoomActual: view.actual()
        case .zoomFit: view.fit()
        case .zoomFill: view.fill()
        case .zoomIn:
            view.zoom(by: ZoomView.wheelStep, about: centre)
            lastStep = time
        case .zoomOut:
            view.zoom(by: 1 / ZoomView.wheelStep, about: centre)
            lastStep = time
        default: return command
        }
        return nil
    }
}
