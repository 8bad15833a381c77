import AppInterface
import Geometry

extension InputEvent {
    /// How far from the window a point may lie, in pixels each way. Default: 2^20.
    package static let pointLimit = Double(1 << 20)

    /// The event with its point brought within ±2^20 px (NaN to 0): points far off the window
    /// (a hostile or broken server, a script) would otherwise overflow the Ints of pixel
    /// positions derived from them, or turn a model's sums into infinities and NaNs.
    package var withinLimits: InputEvent {
        let f = { (p: Point) in p.clamped(within: InputEvent.pointLimit) }
        switch self {
        case .pointerMoved(let p, let m): return .pointerMoved(f(p), m)
        case .pointerEntered(let p, let m): return .pointerEntered(f(p), m)
        case .buttonPressed(let b, let p, let m): return .buttonPressed(b, f(p), m)
        case .buttonReleased(let b, let p, let m): return .buttonReleased(b, f(p), m)
        case .wheel(let d, let p, let m): return .wheel(d, f(p), m)
        case .scroll(let dx, let dy, let p, let m, let precise):
            return .scroll(dx: dx, dy: dy, at: f(p), m, precise: precise)
        case .pinch(let phase, let scale, let rotation, let p, let m):
            return .pinch(phase, scale: scale, rotation: rotation, at: f(p), m)
        default: return self
        }
    }
}
