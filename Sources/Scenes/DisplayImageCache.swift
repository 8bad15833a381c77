import Geometry
import ImageFiles
import Raster

/// Images decoded once and kept pre-scaled to the size they are shown at, so a frame only
/// copies pixels. Bounded by a byte budget; the least recently used go first.
final class DisplayImageCache {
    struct Key: Hashable {
        var path: String
        var size: PixelSize
    }

    /// What a cache entry holds: the scaled image, or why it could not be made.
    enum Entry {
        case image(Surface)
        case failed(String)
    }

    private var entries: [Key: (entry: Entry, lastUse: Int)] = [:]
    private var clock = 0
    private(set) var bytes = 0
    let budget: Int
    private let limits: DecodeLimits

    /// `budget` in bytes. Default: 256 MiB.
    init(budget: Int = 256 << 20, limits: DecodeLimits = .default) {
        self.budget = budget
        self.limits = limits
    }

    /// The image at `path` scaled to `size`, decoding and scaling it on first use.
    func image(path: String, size: PixelSize) -> Entry {
        let key = Key(path: path, size: size)
        clock += 1
        if let hit = entries[key] {
            entries[key]!.lastUse = clock
            return hit.entry
        }
        let entry: Entry
        do {
            let decoded = try PNGFile.read(path: path, limits: limits)
            if let scaled = decoded.scaled(to: size) { entry = .image(scaled) } else { entry = .failed("empty size") }
        } catch {
            entry = .failed(error.description)
        }
        insert(entry, for: key)
        return entry
    }

    private func insert(_ entry: Entry, for key: Key) {
        let cost = DisplayImageCache.cost(of: entry)
        while bytes + cost > budget, let victim = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= DisplayImageCache.cost(of: victim.value.entry)
            entries[victim.key] = nil
        }
        entries[key] = (entry, clock)
        bytes += cost
    }

    private static func cost(of entry: Entry) -> Int {
        if case .image(let s) = entry { return s.stride * s.height }
        return 0
    }
}
