import Foundation
import Geometry
import Gestures

/// STUB (the helper replaces this file): one drag on one stamp, from press to release.
public struct StampDrag: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case move
        case turnAndResize
        /// Ctrl + drag: two fingers mirrored about the stamp's centre (Ctrl+Shift: they pan).
        case pinch(TwoFingerDrag)
    }

    /// The stamp as it was at the press.
    public let start: Stamp
    public let kind: Kind
    /// Where the press was.
    public let press: Point

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
    /// degrees when within 5 of one (Shift turns it off).
    public func stamp(pointer: Point, snapping: Bool) -> Stamp {
        var s = start
        switch kind {
        case .move:
            s.center = start.center + (pointer - press)
        case .turnAndResize:
            let a = atan2(press.y - start.center.y, press.x - start.center.x)
            let b = atan2(pointer.y - start.center.y, pointer.x - start.center.x)
            let d0 = press.distance(to: start.center), d1 = pointer.distance(to: start.center)
            s.rotation = start.rotation + (b - a)
            if d0 >= 1 { s.scale = min(max(start.scale * d1 / d0, Stamp.scales.lowerBound), Stamp.scales.upperBound) }
        case .pinch(var fingers):
            fingers.move(to: pointer)
            s.rotation = start.rotation + fingers.rotation
            s.scale = min(max(start.scale * fingers.scale, Stamp.scales.lowerBound), Stamp.scales.upperBound)
            s.center = start.center + fingers.translation
        }
        if snapping { s.rotation = StampDrag.snapped(s.rotation) }
        return s
    }

    /// `radians` moved to the nearest multiple of 15 degrees when within 5 of it.
    public static func snapped(_ radians: Double) -> Double {
        let step = Double.pi / 12, nearest = (radians / step).rounded() * step
        return abs(radians - nearest) <= Double.pi / 36 ? nearest : radians
    }
}

extension Stamp {
    /// Scaled by `factor` about view point `point` (Ctrl + wheel), within `Stamp.scales`.
    public func scaled(by factor: Double, about point: Point) -> Stamp {
        var s = self
        s.scale = min(max(scale * factor, Stamp.scales.lowerBound), Stamp.scales.upperBound)
        let k = s.scale / scale
        s.center = point + (center - point) * k
        return s
    }
}
