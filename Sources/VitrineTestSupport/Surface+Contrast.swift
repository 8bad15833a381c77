import Geometry
import Raster

extension Surface {
    /// Largest minus smallest red in the 5 x 5 pixels around `p` (which must be 2 pixels inside
    /// the surface): a sharp pattern of fine checks shows most of its range, a blur of it ~0.
    public func redContrast(around p: Point) -> Int {
        var lo = 255, hi = 0
        for dy in -2...2 {
            for dx in -2...2 {
                let r = Int(Pixel.red(self[Int(p.x) + dx, Int(p.y) + dy]))
                lo = min(lo, r)
                hi = max(hi, r)
            }
        }
        return hi - lo
    }
}
