import Foundation
import Geometry

/// The edges scene's model: the angle, scale and move its three panels share. The angle turns
/// at a steady rate unless paused; it is kept as the angle at an anchor time, so any number of
/// frames in an interval gives the same angle (a headless run is reproducible).
public struct TurningPanels: Equatable, Sendable {
    /// Radians a second while turning. Default: 10 degrees a second, a turn in 36 s: slow
    /// enough to watch an edge's pixels change.
    public static let rate = 10 * Double.pi / 180
    /// The scale's range. Default: 0.1...4.
    public static let scales = 0.1...4.0

    /// The angle at `anchor` (radians, clockwise on screen).
    public private(set) var angleAtAnchor = 0.0
    /// When `angleAtAnchor` held, in seconds.
    public private(set) var anchor = 0.0
    public private(set) var paused = false
    /// Picture pixels to view pixels, in `scales`. Default: 1.
    public private(set) var scale = 1.0
    /// How far the user moved the panels from their places, in view pixels, within
    /// ±`offsetLimit` each way.
    public var offset = Point.zero {
        didSet { offset = TurningPanels.limited(offset) }
    }
    /// The offset's bound: far beyond any screen, yet small enough that every pixel position
    /// derived from it stays a valid Int and drawing's arithmetic stays exact. Default: 2^20.
    public static let offsetLimit = Double(1 << 20)

    public init() {}

    /// The angle at `time`, in radians.
    public func angle(at time: Double) -> Double {
        paused ? angleAtAnchor : angleAtAnchor + TurningPanels.rate * max(0, time - anchor)
    }

    /// Holds the angle reached at `time` (or turns on from it).
    public mutating func setPaused(_ paused: Bool, at time: Double) {
        guard paused != self.paused else { return }
        angleAtAnchor = angle(at: time)
        anchor = time
        self.paused = paused
    }

    /// Sets the angle at `time`; turning (if not paused) goes on from it.
    public mutating func setAngle(_ radians: Double, at time: Double) {
        // Kept within one turn, so a long run never loses precision.
        angleAtAnchor = radians.truncatingRemainder(dividingBy: 2 * .pi)
        anchor = time
    }

    /// Scales by `factor` (clamped to `scales`) so that the point `pointer` over a panel whose
    /// centre is `center` (both view pixels, with the offset applied) stays where it is.
    public mutating func scale(by factor: Double, about pointer: Point, panelCenter center: Point) {
        let next = min(TurningPanels.scales.upperBound, max(TurningPanels.scales.lowerBound, scale * factor))
        let f = next / scale
        // The centre moves away from the pointer by the same ratio as the picture grows.
        let moved = pointer + (center - pointer) * f
        offset = offset + (moved - center)
        scale = next
    }

    /// Back to the start: upright, scale 1, in place, turning from `time`.
    public mutating func reset(at time: Double) {
        self = TurningPanels()
        anchor = time
    }

    /// The map from a picture of `size` (its pixels) to the view, centred on `center`.
    public func transform(size: Size, center: Point, at time: Double) -> Affine {
        Affine.translation(-size.width / 2, -size.height / 2)
            .then(.scale(scale, scale))
            .then(.rotation(angle(at: time)))
            .then(.translation(center.x, center.y))
    }

    /// `p` with each coordinate within ±`offsetLimit` (NaN becomes 0).
    public static func limited(_ p: Point) -> Point {
        p.clamped(within: offsetLimit)
    }

    /// The angle in whole degrees, 0...359, as the status line shows it.
    public func degrees(at time: Double) -> Int {
        let d = Int((angle(at: time) * 180 / .pi).rounded()) % 360
        return d < 0 ? d + 360 : d
    }
}
