import Geometry

/// A copy of a large rectangle from one surface to the same place in another, by bands of rows
/// on every core: a whole frame copied on one thread took a sixth of the tilt card's frame,
/// with the rows still in the other core's cache. Kept by its user and reused, so a copy
/// allocates nothing (see `BandJob`).
public final class BandedCopy: BandJob {
    /// Below this many pixels one thread copies: waking the helpers costs more.
    static let smallest = 1 << 16
    private let bands: Int
    private var source: Surface?, destination: Surface?
    private var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// `bands`: how many bands of rows a large copy is cut into.
    public init(bands: Int) { self.bands = bands }

    /// Copies `rect` (clipped to both surfaces) of `source` into `destination` at the same place.
    public func copy(_ rect: PixelRect, from source: Surface, to destination: Surface) {
        let r = rect.intersection(source.bounds).intersection(destination.bounds)
        guard !r.isEmpty else { return }
        guard r.width * r.height >= BandedCopy.smallest else {
            destination.copy(from: source, sourceRect: r, toX: r.x, y: r.y)
            return
        }
        (self.source, self.destination, self.rect) = (source, destination, r)
        RowBands.run(r.y..<r.maxY, bands: bands, parallel: true, self)
        (self.source, self.destination) = (nil, nil)
    }

    public func draw(rows: Range<Int>, band _: Int) {
        guard let source, let destination else { return }
        let part = PixelRect(x: rect.x, y: rows.lowerBound, width: rect.width, height: rows.count)
        destination.copy(from: source, sourceRect: part, toX: part.x, y: part.y)
    }
}
