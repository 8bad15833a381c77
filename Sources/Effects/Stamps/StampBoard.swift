import Geometry

/// What a drag that starts on a stamp does.
public enum StampAction: Hashable, Sendable {
    /// Near the centre: the stamp follows the pointer.
    case move
    /// Near the outer edge: the stamp turns and scales about its centre.
    case turnAndResize
}

/// STUB (the helper replaces this file): the stamps on the picture, back to front.
public struct StampBoard: Equatable, Sendable {
    public private(set) var stamps: [Stamp]

    /// The move zone's share of a stamp's radius. Default: 0.6.
    public static let moveZoneShare = 0.6
    /// The move zone's smallest radius in view pixels, so a small stamp can still be moved. Default: 24.
    public static let minimumMoveRadius = 24.0

    public init(_ stamps: [Stamp]) { self.stamps = stamps }

    public subscript(id: Int) -> Stamp? { stamps.first { $0.id == id } }

    /// The topmost stamp whose alpha map holds `point` (a stamp without a map: its outline).
    public func stamp(at point: Point, maps: [Int: AlphaMap]) -> Int? {
        for stamp in stamps.reversed() {
            if let map = maps[stamp.id] {
                if map.isOpaque(point, placedBy: stamp.transform) { return stamp.id }
            } else if let p = stamp.transform.inverted?.apply(point), p.x >= 0, p.y >= 0, p.x < stamp.size.width,
                p.y < stamp.size.height
            {
                return stamp.id
            }
        }
        return nil
    }

    /// The radius of stamp `id`'s move zone, in view pixels.
    public func moveRadius(of id: Int) -> Double {
        guard let s = self[id] else { return 0 }
        return max(s.radius * StampBoard.moveZoneShare, StampBoard.minimumMoveRadius)
    }

    /// What a drag from `point` on stamp `id` does.
    public func action(at point: Point, on id: Int) -> StampAction {
        guard let s = self[id] else { return .move }
        return point.distance(to: s.center) <= moveRadius(of: id) ? .move : .turnAndResize
    }

    /// Puts stamp `id` on top.
    public mutating func bringToFront(_ id: Int) {
        guard let i = stamps.firstIndex(where: { $0.id == id }) else { return }
        stamps.append(stamps.remove(at: i))
    }

    /// Replaces the stamp with `stamp`'s id (nothing when there is none).
    public mutating func replace(_ stamp: Stamp) {
        guard let i = stamps.firstIndex(where: { $0.id == stamp.id }) else { return }
        stamps[i] = stamp
    }

    /// Adds `stamp` on top.
    public mutating func add(_ stamp: Stamp) { stamps.append(stamp) }
}
