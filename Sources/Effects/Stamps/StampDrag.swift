import Foundation
import Geometry
import Gestures

/// One drag on one stamp, from press to release: the stamp as the press found it and what the
/// pointer does to it. A pure function of the pointer, so a drag that comes back to its press
/// leaves the stamp exactly as it was.
public struct StampDrag: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The stamp follows the pointer.
        case move
        /// The stamp turns and scales about its centre as the pointer does about it.
        case turnAndResize
        /// Ctrl + drag: two fingers mirrored about the stamp's centre (Ctrl+Shift: they pan).
        case pinch(TwoFingerDrag)
    }

    /// The stamp as it was at the press.
    public let start: Stamp
    public let kind: Kind
    /// Where the press was.
    public let press: Point

    /// A press closer to the centre than this, in view pixels, scales as if it were this far, and
    /// so does the pointer: the scale is max(now, lever) / max(press, lever). Without it a press
    /// 2 px from the centre would double the stamp for every 2 px the pointer moves. Default: 16
    /// (a turn-and-resize press is farther out than that on all but the smallest stamps).
    public static let minimumLever = 16.0
    /// Rotation snaps to multiples of this, in radians. Default: 15 degrees.
    public static let snapStep = Double.pi / 12
    /// How close to a multiple of `snapStep` the rotation snaps, in radians, exclusive (a turn
    /// of exactly 20 degrees stays). Default: 5 degrees.
    public static let snapWindow = Double.pi / 36

    public init(stamp: Stamp, action: StampAction, pointer: Point) {
        start = stamp
        kind = action == .move ? .move : .turnAndResize
        press = pointer
    }

    public init(pinching stamp: Stamp, pointer: Point, pan: Bool) {
        start = stamp
        kind = .pinch(TwoFingerDrag(mode: pan ? .pan : .pinch, pointer: pointer, centre: stamp.center))
        press = pointer
    }

    /// The stamp with the pointer at `pointer`. `snapping`: a turn snaps to multiples of 15
    /// degrees when within 5 of one (Shift turns it off). A move or a pan keeps the rotation as
    /// it was, snapped or not.
    public func stamp(pointer: Point, snapping: Bool) -> Stamp {
        var stamp = start
        switch kind {
        case .move:
            stamp.center = start.center + (pointer - press)
            return stamp
        case .turnAndResize:
            stamp.rotation = start.rotation + turn(to: pointer)
            stamp.scale = StampDrag.clamped(start.scale * stretch(to: pointer))
        case .pinch(var fingers):
            fingers.move(to: pointer)
            guard fingers.mode == .pinch else {
                stamp.center = start.center + fingers.translation
                return stamp
            }
            // The fingers' distance ratio is the pointer's distance ratio from the centre, so the
            // same lever applies; TwoFingerDrag's own scale only guards a press on the centre.
            stamp.rotation = start.rotation + fingers.rotation
            stamp.scale = StampDrag.clamped(start.scale * stretch(to: pointer))
        }
        if snapping { stamp.rotation = StampDrag.snapped(stamp.rotation) }
        return stamp
    }

    /// Where the two fingers of a Ctrl-drag are with the pointer at `pointer` (the scene draws
    /// them as dots); nil for a plain drag.
    public func fingers(pointer: Point) -> (Point, Point)? {
        guard case .pinch(var fingers) = kind else { return nil }
        fingers.move(to: pointer)
        return fingers.fingers
    }

    /// `radians` moved to the nearest multiple of `snapStep` when within `snapWindow` of it.
    public static func snapped(_ radians: Double) -> Double {
        let nearest = (radians / snapStep).rounded() * snapStep
        // A hair under the window, so that exactly 5 degrees off does not snap on one side of a
        // multiple and snap on the other through rounding.
        return abs(radians - nearest) < snapWindow - 1e-9 ? nearest : radians
    }

    /// Radians the pointer turned about the stamp's centre since the press, in -pi...pi
    /// (clockwise positive, y down); 0 while either is on the centre, where there is no angle.
    private func turn(to pointer: Point) -> Double {
        let a = press - start.center, b = pointer - start.center
        guard a.length >= 1, b.length >= 1 else { return 0 }
        // atan2 of the cross and dot products: the angle between the two, without a wrap.
        return atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
    }

    /// The ratio of the pointer's distance from the stamp's centre now to the press's, each at
    /// least `minimumLever`.
    private func stretch(to pointer: Point) -> Double {
        let lever = StampDrag.minimumLever
        return max(pointer.distance(to: start.center), lever) / max(press.distance(to: start.center), lever)
    }

    fileprivate static func clamped(_ scale: Double) -> Double {
        min(max(scale, Stamp.scales.lowerBound), Stamp.scales.upperBound)
    }
}

extension Stamp {
    /// Scaled by `factor` about view point `point` (Ctrl + wheel), within `Stamp.scales`: the art
    /// point under `point` stays under it. Unchanged for a factor that is not positive and finite
    /// (and for a stamp of no scale, which nothing can grow).
    public func scaled(by factor: Double, about point: Point) -> Stamp {
        guard factor > 0, factor.isFinite, scale > 0 else { return self }
        var stamp = self
        stamp.scale = StampDrag.clamped(scale * factor)
        // The factor actually applied: less than asked at either end of the range.
        stamp.center = point + (center - point) * (stamp.scale / scale)
        return stamp
    }
}
