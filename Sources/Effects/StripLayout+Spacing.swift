/// How far apart the neighbours of a strip sit when they show beside the item in focus.
public struct StripSpacing: Equatable, Sendable {
    /// Between the real edges of neighbours, in pixels.
    public var gap: Int
    /// At rest, a neighbour begins at least this many pixels outside the focus box, so the box
    /// holds only the item in focus and its frame lies on background. In pixels.
    public var clearance: Int

    public init(gap: Int, clearance: Int) {
        self.gap = max(0, gap)
        self.clearance = max(0, clearance)
    }
}

extension StripLayout {
    /// Where the centred slot begins along the strip, as `centreSlot` rounds it.
    var slotStart: Int { (orientation.length(of: viewSize) - orientation.length(of: slotSize)) / 2 }

    /// The centres of `count` items, item `anchor` at `position`, each step the pitch between
    /// two neighbours. Whole pixels, so every gap is exact.
    func placed(count: Int, anchor: Int, at position: Double) -> StripPositions {
        guard count > 0 else { return StripPositions([])! }
        let lengths = (0..<count).map { orientation.length(of: displaySize(of: $0)) }
        var centres = [Double](repeating: 0, count: count)
        centres[anchor] = position.rounded()
        for k in stride(from: anchor + 1, to: count, by: 1) {
            centres[k] = centres[k - 1] + Double(pitch(lengths[k - 1], lengths[k]))
        }
        for k in stride(from: anchor - 1, through: 0, by: -1) {
            centres[k] = centres[k + 1] - Double(pitch(lengths[k], lengths[k + 1]))
        }
        return StripPositions(centres)!
    }

    /// From the centre of an item `a` pixels long to that of the next, `b` long.
    func pitch(_ a: Int, _ b: Int) -> Int {
        let view = orientation.length(of: viewSize)
        guard let spacing else { return max(1, view) }
        let slot = orientation.length(of: slotSize), boxLength = orientation.length(of: boxSize)
        // Where an item of length l begins in its slot (frame(of:) centres it so).
        func lead(_ l: Int) -> Int { (slot - l) / 2 }
        let boxStart = (view - boxLength) / 2
        let edges = spacing.gap + lead(a) + a - lead(b)
        // With the first centred, the second begins past the box; with the second centred,
        // the first ends before it.
        let nextClear = boxStart + boxLength + spacing.clearance - slotStart - lead(b)
        let previousClear = slotStart + lead(a) + a - boxStart + spacing.clearance
        return max(1, edges, nextClear, previousClear)
    }
}
