import ImageFiles

/// The list of images every scene shows, one object for all five, so a walk that finds a
/// million files holds their names once, and grows it in one place while a `CatalogFeed`
/// brings more. Read and changed on the render thread only; a scene told `listGrew` takes the
/// new length into its model, one told `listEdited` what an edit (trash, undo, sort) moved.
package final class ImageList {
    package private(set) var entries: [ImageCatalog.Entry]

    package init(_ catalog: ImageCatalog) { entries = catalog.entries }

    package func append(_ more: [ImageCatalog.Entry]) { entries += more }

    /// Takes out every entry of the file at `path` (each page of a TIFF): the entries with the
    /// indices they had, and how the rest moved.
    package func removeFile(at path: String) -> (removed: [(index: Int, entry: ImageCatalog.Entry)], edit: ListEdit) {
        var removed: [(index: Int, entry: ImageCatalog.Entry)] = []
        var newIndex: [Int?] = []
        var kept: [ImageCatalog.Entry] = []
        newIndex.reserveCapacity(entries.count)
        kept.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if entry.path == path {
                removed.append((index, entry))
                newIndex.append(nil)
            } else {
                newIndex.append(kept.count)
                kept.append(entry)
            }
        }
        entries = kept
        return (removed, ListEdit(newIndex: newIndex))
    }

    /// Puts back entries `removeFile` took out, each at the index it had (or the end, if the
    /// list is shorter now).
    package func putBack(_ removed: [(index: Int, entry: ImageCatalog.Entry)]) -> ListEdit {
        var old = Array(0..<entries.count).map { Optional($0) }
        for (index, entry) in removed.sorted(by: { $0.index < $1.index }) {
            let at = min(index, entries.count)
            entries.insert(entry, at: at)
            old.insert(nil, at: at)
        }
        var newIndex = [Int?](repeating: nil, count: old.count - removed.count)
        for (now, before) in old.enumerated() { if let before { newIndex[before] = now } }
        return ListEdit(newIndex: newIndex)
    }

    /// Entry `index` turned by `turn` (the user's `<` `>` `|` `_`): the same entries in the
    /// same places, that one's picture changed.
    package func turn(at index: Int, _ turn: (PictureTurn) -> PictureTurn) -> ListEdit {
        entries[index].turn = turn(entries[index].turn)
        return ListEdit(newIndex: Array(0..<entries.count), changed: [index])
    }

    /// The entries in a new order: `order[k]` is the index of the entry that comes k-th.
    package func reorder(_ order: [Int]) -> ListEdit {
        precondition(order.count == entries.count && Set(order).count == order.count, "not a permutation")
        entries = order.map { entries[$0] }
        var newIndex = [Int?](repeating: nil, count: order.count)
        for (now, before) in order.enumerated() { newIndex[before] = now }
        return ListEdit(newIndex: newIndex)
    }
}

/// How an edit of the list moved its entries: for each index before it, the entry's index
/// after (nil: taken out), and the entries (by their new index) whose picture changed in
/// place (turned). Scenes carry what they learned by index (a strip's known sizes) across
/// with it, but for those.
package struct ListEdit: Equatable, Sendable {
    package let newIndex: [Int?]
    package let changed: Set<Int>

    package init(newIndex: [Int?], changed: Set<Int> = []) { (self.newIndex, self.changed) = (newIndex, changed) }

    /// Where entry `old` is now; nil if it was taken out (or was never there).
    package func map(_ old: Int) -> Int? { newIndex.indices.contains(old) ? newIndex[old] : nil }

    /// Where entry `old` is now, if what was learned of it still holds (it was not changed).
    package func mapUnchanged(_ old: Int) -> Int? { map(old).flatMap { changed.contains($0) ? nil : $0 } }
}
