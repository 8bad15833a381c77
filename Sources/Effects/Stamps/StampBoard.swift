import Geometry

/// What a drag that starts on a stamp does.
public enum StampAction: Hashable, Sendable {
    /// Near the centre: the stamp follows the pointer.
    case move
    /// Near the outer edge: the stamp turns and scales about its centre.
    case turnAndResize
}

/// The stamps on the picture, back to front, and what a press on them means. Ids are unique:
/// every change keeps at most one stamp per id.
///
/// There are no handles. As with a sheet of paper on a desk, a press near a stamp's centre
/// moves it and a press near its outer edge turns and stretches it: the move zone is a disc
/// about the centre (`moveRadius(of:)`), the rest of the stamp turns.
public struct StampBoard: Equatable, Sendable {
    public private(set) var stamps: [Stamp]

    /// The move zone's share of a stamp's radius. Default: 0.6, so the outer 40% of a large
    /// stamp, where a press has leverage, turns it.
    public static let moveZoneShare = 0.6
    /// The move zone's smallest radius in view pixels, so a small stamp can still be moved
    /// (a 24-px disc is easy to hit). Default: 24. It gives way to `minimumTurnRing`.
    public static let minimumMoveRadius = 24.0
    /// The width of the ring, inside a stamp's radius, that a small stamp keeps for turning when
    /// `minimumMoveRadius` would grow the move zone into it, in view pixels. Default: 12 (a
    /// ring narrower than about 10 px is hard to find with a pointer).
    public static let minimumTurnRing = 12.0

    /// `stamps` back to front; of stamps sharing an id, the last (topmost) is kept.
    public init(_ stamps: [Stamp]) {
        self.stamps = []
        for stamp in stamps { add(stamp) }
    }

    public subscript(id: Int) -> Stamp? { stamps.first { $0.id == id } }

    /// The topmost stamp whose alpha map holds `point` (a stamp without a map: its outline, the
    /// art's box turned and scaled).
    public func stamp(at point: Point, maps: [Int: AlphaMap]) -> Int? {
        stamps.last { stamp in
            if let map = maps[stamp.id] { return map.isOpaque(point, placedBy: stamp.transform) }
            guard let p = stamp.transform.inverted?.apply(point) else { return false }
            return p.x >= 0 && p.y >= 0 && p.x < stamp.size.width && p.y < stamp.size.height
        }?.id
    }

    /// The radius of stamp `id`'s move zone, in view pixels (0 for no such stamp).
    ///
    /// `moveZoneShare` of the stamp's radius, raised towards `minimumMoveRadius` but never so far
    /// that less than `minimumTurnRing` is left for turning, and never lowered below the share.
    /// With the defaults, radius r (view px) -> move radius: r >= 40: 0.6 r (ring 0.4 r, at least
    /// 16); 36...40: 24; 30...36: r - 12 (ring 12); under 30: 0.6 r (e.g. r 20 -> 12, ring 8).
    ///
    /// `pixelsPerUnit`: view pixels per unit of the board's coordinates, when they are not view
    /// pixels (the stamps scene keeps its board on a canvas that scales with the window), so
    /// the minimums stay sizes on the screen. The radius comes back in board units.
    public func moveRadius(of id: Int, pixelsPerUnit: Double = 1) -> Double {
        guard let units = self[id]?.radius, pixelsPerUnit > 0 else { return 0 }
        let radius = units * pixelsPerUnit
        let share = radius * StampBoard.moveZoneShare
        return max(share, min(StampBoard.minimumMoveRadius, radius - StampBoard.minimumTurnRing)) / pixelsPerUnit
    }

    /// What a drag from `point` on stamp `id` does: move within the move zone (its rim
    /// included), turn and resize beyond it. `pixelsPerUnit` as for `moveRadius`.
    public func action(at point: Point, on id: Int, pixelsPerUnit: Double = 1) -> StampAction {
        guard let stamp = self[id] else { return .move }
        return point.distance(to: stamp.center) <= moveRadius(of: id, pixelsPerUnit: pixelsPerUnit)
            ? .move : .turnAndResize
    }

    /// Puts stamp `id` on top (nothing when there is none).
    public mutating func bringToFront(_ id: Int) {
        guard let i = stamps.firstIndex(where: { $0.id == id }) else { return }
        stamps.append(stamps.remove(at: i))
    }

    /// Replaces the stamp with `stamp`'s id where it lies (nothing when there is none).
    public mutating func replace(_ stamp: Stamp) {
        guard let i = stamps.firstIndex(where: { $0.id == stamp.id }) else { return }
        stamps[i] = stamp
    }

    /// Adds `stamp` on top; a stamp already on the board with its id goes.
    public mutating func add(_ stamp: Stamp) {
        stamps.removeAll { $0.id == stamp.id }
        stamps.append(stamp)
    }
}
