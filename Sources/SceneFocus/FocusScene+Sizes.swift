import Effects
import Geometry
import ImageFiles
import SceneKit

extension FocusScene {
    /// Reads the sizes of the items in and near the view from their files' headers (the first
    /// 33 bytes), so each is spaced by its real shape before it is first drawn and nothing
    /// jumps when its pixels arrive. Only these few files are opened, however many the folder
    /// holds; a header that cannot be read leaves the item a full slot (its placeholder's size).
    /// The item the view shows keeps its place; a snap heading elsewhere is re-aimed.
    func learnSizes(at time: Double) {
        guard var pager = model.pager else { return }
        let count = catalog.entries.count
        while true {
            let offset = pager.offset(at: time)
            let target = pager.targetIndex
            let visible = layout.visibleItems(offset: offset)
            let prefetched = max(0, target - Defaults.focusPrefetch)..<min(count, target + Defaults.focusPrefetch + 1)
            // Two ranges walked in turn rather than a set of their union: once every item near
            // is measured, a frame allocates nothing here.
            var learned: [Int: PixelSize] = [:]
            for range in [visible, prefetched] {
                for index in range where measured.insert(index).inserted {
                    let entry = catalog.entries[index]
                    learned[index] = try? entry.picture.size()
                }
            }
            // Newly known sizes can bring more items into view: those are read in the next round.
            guard !learned.isEmpty else { break }
            layout.learn(learned, keeping: pager.positions.nearest(to: offset))
            pager.updatePositions(layout.positions, at: time)
        }
        model.pager = pager
    }
}
