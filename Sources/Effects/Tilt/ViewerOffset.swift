import Foundation
import Geometry

/// The viewer offset of a pointer-driven tilt: where the pointer sits from the window's centre,
/// -1...1 on each axis, and the shown offset that follows it with exponential easing.
///
/// Easing is time-based and closed-form: between two events the gap to the target shrinks by
/// `keep ^ (dt / step)`, so any number of frames in an interval gives the same state (the
/// same after 1 s at 30, 60 or 144 frames a second). An event first settles the shown offset
/// at its own time, so a new target (the pointer entering at an edge) eases from where the
/// shown offset is, never jumps.
public struct ViewerOffset: Equatable, Sendable {
    /// The share of the gap the shown offset closes per `step` while following the pointer.
    /// Default: 0.1 per 16 ms (iOS-like lag that smooths a jittery mouse).
    public static let followRate = 0.1
    /// Faster on the way back once the pointer has left: 0.25 per 16 ms leaves 0.5% of the
    /// gap after 300 ms, under half a pixel for travels up to 100 px.
    public static let returnRate = 0.25
    /// The time the rates are given for. Default: 0.016 s.
    public static let step = 0.016
    /// Below this many pixels of motion left on screen, the offset counts as settled. Default: 0.5.
    public static let settledPixels = 0.5

    /// The offset the pointer asks for (0 when it is outside).
    public private(set) var target = Point.zero
    /// The offset shown at `time`.
    public private(set) var shown = Point.zero
    /// When `shown` was last brought up to date, in seconds.
    public private(set) var time = 0.0
    public private(set) var pointerInside = false
    /// Motion effects hold still: the offset stays 0.
    public private(set) var reducesMotion = false

    public init(reducesMotion: Bool = false) { self.reducesMotion = reducesMotion }

    /// `pointer` in a view of `size`: -1 at the left and top edges, +1 at the right and bottom
    /// ones, clamped (a grab may report points outside).
    public static func target(for pointer: Point, in size: Size) -> Point {
        guard size.width > 0, size.height > 0 else { return .zero }
        func axis(_ v: Double, _ length: Double) -> Double {
            guard v.isFinite else { return 0 }
            return min(1, max(-1, (v - length / 2) / (length / 2)))
        }
        return Point(axis(pointer.x, size.width), axis(pointer.y, size.height))
    }

    /// The pointer entered or moved to `pointer` in a view of `size`.
    public mutating func point(at pointer: Point, in size: Size, time: Double) {
        advance(to: time)
        pointerInside = true
        target = reducesMotion ? .zero : ViewerOffset.target(for: pointer, in: size)
    }

    /// The pointer left the view: ease back to the centre.
    public mutating func leave(at time: Double) {
        advance(to: time)
        pointerInside = false
        target = .zero
    }

    /// Turns reduced motion on (the offset drops to 0 at once: holding still is the point) or off.
    public mutating func setReducesMotion(_ reduce: Bool, at time: Double) {
        advance(to: time)
        reducesMotion = reduce
        if reduce { (target, shown) = (.zero, .zero) }
    }

    /// Brings `shown` up to `time`; earlier times change nothing.
    public mutating func advance(to time: Double) {
        guard time > self.time else { return }
        let rate = pointerInside ? ViewerOffset.followRate : ViewerOffset.returnRate
        let keep = pow(1 - rate, (time - self.time) / ViewerOffset.step)
        shown = target + (shown - target) * keep
        self.time = time
    }

    /// The gap left to the target, in pixels, for a layer moving `pixelsPerUnit` pixels per
    /// unit of offset.
    public func remainingPixels(pixelsPerUnit: Double) -> Double {
        (target - shown).length * abs(pixelsPerUnit)
    }

    /// True while the shown offset still moves by more than half a pixel on screen, for the
    /// largest layer travel `pixelsPerUnit`: only then are frames wanted.
    public func needsFrame(pixelsPerUnit: Double) -> Bool {
        remainingPixels(pixelsPerUnit: pixelsPerUnit) > ViewerOffset.settledPixels
    }

    /// The offset to draw: `shown` while it moves, the target itself once within half a pixel
    /// of it, so the frame at rest is exactly the frame for the target (the centred one after
    /// the pointer leaves).
    public func drawn(pixelsPerUnit: Double) -> Point {
        needsFrame(pixelsPerUnit: pixelsPerUnit) ? shown : target
    }
}
