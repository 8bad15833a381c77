import Foundation
import ImageFiles

/// The orders the list can be sorted in (Alt+S steps through them), and the order itself:
/// pure given what is read of each file.
package enum ListOrder: String, CaseIterable, Sendable {
    /// By file name as a file manager orders it ("img2" before "img10"), then folder.
    case name
    /// By when the photo was taken (EXIF DateTimeOriginal), a file without it by when it was
    /// last modified, as photo managers fall back.
    case dateTaken = "date taken"
    /// By when the file was last modified, oldest first.
    case modified = "modification time"

    /// The order after this one.
    package var next: ListOrder {
        let all = ListOrder.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// What is read of a file for sorting.
    package struct Facts: Sendable {
        package var modified: Double
        /// "2024-07-14 18:32:05", from EXIF; nil when the file has none.
        package var taken: String?

        package init(modified: Double, taken: String? = nil) { (self.modified, self.taken) = (modified, taken) }
    }

    /// The entries' order as indices (`ImageList.reorder`'s): `facts` by path, for the orders
    /// that need them. Stable: entries equal by the key keep their order (a TIFF's pages).
    package func order(of entries: [ImageCatalog.Entry], facts: [String: Facts] = [:]) -> [Int] {
        let names = entries.map { ($0.path as NSString).lastPathComponent }
        let rank = Dictionary(
            ImageCatalog.naturalOrder(Array(Set(names))).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        func byName(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (rank[names[a]]!, rank[names[b]]!)
            return x != y ? x < y : entries[a].path != entries[b].path ? entries[a].path < entries[b].path : a < b
        }
        // A date taken as text sorts as the time it says ("2024-07-14 18:32:05").
        func time(_ index: Int) -> (String?, Double) {
            let found = facts[entries[index].path]
            return (found?.taken, found?.modified ?? 0)
        }
        let indices = Array(entries.indices)
        switch self {
        case .name:
            return indices.sorted(by: byName)
        case .modified:
            return indices.sorted { a, b in
                let (x, y) = (time(a).1, time(b).1)
                return x != y ? x < y : byName(a, b)
            }
        case .dateTaken:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            // The camera's clock has no zone: its text is read as UTC, the mtime's as is.
            var when: [Double] = []
            when.reserveCapacity(entries.count)
            for index in indices {
                let (taken, modified) = time(index)
                when.append(taken.flatMap { formatter.date(from: $0)?.timeIntervalSince1970 } ?? modified)
            }
            return indices.sorted { a, b in when[a] != when[b] ? when[a] < when[b] : byName(a, b) }
        }
    }

    /// Reads what this order needs of the file at `path`.
    package func facts(ofFileAt path: String) -> Facts? {
        guard self != .name else { return nil }
        var info = stat()
        let modified =
            FileSystemPath.withCString(path, { stat($0, &info) }) == 0
            ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
        return Facts(modified: modified, taken: self == .dateTaken ? ExifFacts.read(fromFileAt: path)?.taken : nil)
    }
}

/// Sorts the list off the render thread: the files' dates are read there (EXIF from 10,000
/// photos takes seconds), then the order waits for the app to take it. One at a time; a new
/// sort replaces one under way.
package final class ListSortJob: @unchecked Sendable {
    package let order: ListOrder
    /// The entries as they were when the sort began: the order applies to them.
    package let entries: [ImageCatalog.Entry]
    private let lock = NSLock()
    private var result: [Int]?
    private var cancelled = false

    /// Starts sorting `entries` by `order`; `wake` is called from the thread when it is done.
    /// `synchronous`: sorts before returning, on the caller's thread (headless runs).
    package init(
        _ entries: [ImageCatalog.Entry], by order: ListOrder, synchronous: Bool = false,
        wake: @escaping @Sendable () -> Void
    ) {
        self.order = order
        self.entries = entries
        guard !synchronous else {
            result = order.order(of: entries, facts: ListSortJob.facts(of: entries, by: order) { false } ?? [:])
            return
        }
        let thread = Thread { [self] in
            guard let facts = ListSortJob.facts(of: entries, by: order, stop: { lock.withLock { cancelled } })
            else { return }
            let sorted = order.order(of: entries, facts: facts)
            lock.withLock { result = sorted }
            wake()
        }
        thread.name = "vitrine-sort"
        thread.start()
    }

    /// What `order` needs of each file of `entries`, by path; nil once `stop` says so.
    private static func facts(of entries: [ImageCatalog.Entry], by order: ListOrder, stop: () -> Bool)
        -> [String: ListOrder.Facts]?
    {
        var facts: [String: ListOrder.Facts] = [:]
        guard order != .name else { return facts }
        for path in Set(entries.map(\.path)) {
            if stop() { return nil }
            facts[path] = order.facts(ofFileAt: path)
        }
        return facts
    }

    /// The order, once ready (`entries`' indices).
    package func take() -> [Int]? { lock.withLock { result } }

    /// Stops reading files; the thread ends soon after.
    package func cancel() { lock.withLock { cancelled = true } }
}
