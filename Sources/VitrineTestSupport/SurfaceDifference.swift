import Raster

extension Surface {
    /// The largest difference of any channel (B, G, R or A) of any pixel from `other`, of
    /// the same size: how far an approximation strays from its reference.
    public func worstChannelDifference(from other: Surface) -> Int {
        worstChannelDifferenceAndPlace(from: other).difference
    }

    /// As `worstChannelDifference(from:)`, with the first pixel where it occurs (for a
    /// failure message that says where to look).
    public func worstChannelDifferenceAndPlace(from other: Surface) -> (difference: Int, x: Int, y: Int) {
        precondition(size == other.size, "surfaces of different sizes")
        var worst = (difference: 0, x: 0, y: 0)
        for y in 0..<height {
            for x in 0..<width {
                let (a, b) = (self[x, y], other[x, y])
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
        }
        return worst
    }
}

extension Surface {
    /// The mean difference of a channel (B, G, R and A over every pixel) from `other`, of the
    /// same size: how far a lossy coding strays on the whole, where its worst pixel says little.
    public func meanChannelDifference(from other: Surface) -> Double {
        precondition(size == other.size, "surfaces of different sizes")
        var total = 0
        for y in 0..<height {
            for x in 0..<width {
                let (a, b) = (self[x, y], other[x, y])
                for shift in [0, 8, 16, 24] as [UInt32] {
                    total += abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                }
            }
        }
        return Double(total) / Double(4 * max(1, width * height))
    }
}
