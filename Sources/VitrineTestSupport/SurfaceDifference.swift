import Raster

extension Surface {
    /// The largest difference of any channel (B, G, R or A) of any pixel from `other`, of
    /// the same size: how far an approximation strays from its reference.
    public func worstChannelDifference(from other: Surface) -> Int {
        precondition(size == other.size, "surfaces of different sizes")
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let (a, b) = (self[x, y], other[x, y])
                for shift in [0, 8, 16, 24] as [UInt32] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        return worst
    }
}
