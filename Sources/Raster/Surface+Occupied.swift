import Geometry

extension Surface {
    /// The parts of this surface that hold a pixel other than 0 (transparent black): its
    /// `tile` x `tile` squares that do, with neighbours in a row of squares joined into one
    /// rectangle. Drawing a premultiplied surface over anything changes no pixel where its own
    /// are 0, so a sparse layer (stars on a sky) need only draw these.
    public func occupiedRuns(tile: Int) -> [PixelRect] {
        precondition(tile > 0, "a tile has a side")
        var runs: [PixelRect] = []
        for top in Swift.stride(from: 0, to: height, by: tile) {
            let rows = min(tile, height - top)
            var start: Int?
            // One step past the last tile, which closes a run that reaches the right side.
            for column in 0...(width + tile - 1) / tile {
                let left = column * tile
                let occupied =
                    left < width && isOccupied(PixelRect(x: left, y: top, width: min(tile, width - left), height: rows))
                if occupied, start == nil { start = left }
                if !occupied, let first = start {
                    runs.append(PixelRect(x: first, y: top, width: min(left, width) - first, height: rows))
                    start = nil
                }
            }
        }
        return runs
    }

    private func isOccupied(_ rect: PixelRect) -> Bool {
        for y in rect.y..<rect.maxY {
            let line = row(y)
            for x in rect.x..<rect.maxX where line[x] != 0 { return true }
        }
        return false
    }
}
