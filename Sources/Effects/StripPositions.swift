/// Where each item of a strip sits: `centres[k]` is the scroll offset that centres item k.
/// Strictly increasing, so the items keep their order and lookups are binary searches. The
/// steps between them may differ (neighbours spaced by their real shapes); `uniform` is the
/// even pitch of one item a page.
public struct StripPositions: Equatable, Sendable {
    public private(set) var centres: [Double]

    /// Nil unless every centre is finite and each is larger than the one before.
    public init?(_ centres: [Double]) {
        guard centres.allSatisfy(\.isFinite), zip(centres, centres.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return nil
        }
        self.centres = centres
    }

    /// `count` items `pitch` apart, item 0 at 0; nil for a negative count or a pitch that is not positive.
    public static func uniform(count: Int, pitch: Double) -> StripPositions? {
        guard count >= 0, pitch > 0, pitch.isFinite else { return nil }
        return StripPositions((0..<count).map { Double($0) * pitch })
    }

    public var count: Int { centres.count }

    public subscript(index: Int) -> Double { centres[index] }

    /// The item whose centre is nearest `offset` (the first on a tie); 0 for NaN or no items.
    public func nearest(to offset: Double) -> Int {
        guard count > 1, offset > centres[0] else { return 0 }
        let above = firstIndex(above: offset)
        guard above < count else { return count - 1 }
        return centres[above] - offset < offset - centres[above - 1] ? above : above - 1
    }

    /// The items whose centres lie strictly between `low` and `high`.
    public func indices(between low: Double, and high: Double) -> Range<Int> {
        let lo = firstIndex { $0 > low }
        return lo..<max(lo, firstIndex { $0 >= high })
    }

    private func firstIndex(above value: Double) -> Int { firstIndex { $0 > value } }

    /// The first index whose centre passes `test`, or `count`; `test` must hold from some index on.
    private func firstIndex(where test: (Double) -> Bool) -> Int {
        var (lo, hi) = (0, count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if test(centres[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
