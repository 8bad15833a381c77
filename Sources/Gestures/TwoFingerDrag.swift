import Foundation
import Geometry

/// Pinch emulated with a mouse: the pointer is one finger and its mirror image about `centre`
/// the other (drawn as two dots while Ctrl is held). Moving the pointer pinches: the distance
/// ratio of the fingers is the scale, the change of their angle the rotation. With `pan` both
/// fingers move together (Ctrl+Shift: a two-finger pan).
public struct TwoFingerDrag: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case pinch, pan
    }

    public let mode: Mode
    public let centre: Point
    public let start: Point
    public private(set) var pointer: Point

    public init(mode: Mode, pointer: Point, centre: Point) {
        self.mode = mode
        self.centre = centre
        self.start = pointer
        self.pointer = pointer
    }

    public mutating func move(to p: Point) { pointer = p }

    /// Both fingers now: the pointer and its mirror about the centre (after a pan, the moved centre).
    public var fingers: (Point, Point) { TwoFingerDrag.fingers(pointer: pointer, centre: centre + translation) }

    public static func fingers(pointer: Point, centre: Point) -> (Point, Point) {
        (pointer, centre * 2 - pointer)
    }

    /// Distance between the fingers now over at the start; 1 for a pan or a finger on the centre.
    public var scale: Double {
        guard mode == .pinch else { return 1 }
        let before = (start - centre).length, now = (pointer - centre).length
        return before < 1 ? 1 : now / before
    }

    /// Radians the fingers turned since the start (clockwise positive, y down); 0 for a pan.
    public var rotation: Double {
        guard mode == .pinch, (start - centre).length >= 1, (pointer - centre).length >= 1 else { return 0 }
        var turn = atan2(pointer.y - centre.y, pointer.x - centre.x) - atan2(start.y - centre.y, start.x - centre.x)
        if turn > Double.pi { turn -= 2 * Double.pi }
        if turn < -Double.pi { turn += 2 * Double.pi }
        return turn
    }

    /// How far both fingers moved together; zero for a pinch, whose centre stays put.
    public var translation: Point { mode == .pan ? pointer - start : .zero }
}
