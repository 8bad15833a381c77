/// What the frames ask a loader to make, the nearest the view first: a request lasts only while
/// each frame renews it (`ask`, then `endFrame`), so scrolling fast through thousands of
/// files queues only what the view stops near; and what the current or the last frame asked
/// for is spared when the loader evicts (evicting it would only have it made again). A value
/// the loader keeps under its own lock.
struct FrameRequests<Key: Hashable> {
    private var queue: [Key: Int] = [:]
    private(set) var thisFrame: Set<Key> = []
    private var lastFrame: Set<Key> = []

    var isEmpty: Bool { queue.isEmpty }

    /// The frame under way asks for `key` (made or not).
    mutating func ask(_ key: Key) { thisFrame.insert(key) }

    /// `key` is to be made, at `priority` (lower first) or a better one it already has.
    /// Returns whether it was not queued before (a worker may need waking).
    @discardableResult
    mutating func enqueue(_ key: Key, priority: Int) -> Bool {
        let before = queue[key]
        queue[key] = min(before ?? .max, priority)
        return before == nil
    }

    /// The request to make next, taken out of the queue.
    mutating func next() -> Key? {
        guard let key = queue.min(by: { $0.value < $1.value })?.key else { return nil }
        queue[key] = nil
        return key
    }

    /// After a frame: requests it did not renew leave the queue. Checked before the queue is
    /// rebuilt, so a steady frame allocates nothing.
    mutating func endFrame() {
        if queue.keys.contains(where: { !thisFrame.contains($0) }) {
            queue = queue.filter { thisFrame.contains($0.key) }
        }
        swap(&lastFrame, &thisFrame)
        thisFrame.removeAll(keepingCapacity: true)
    }

    /// Whether the current or the last frame asked for `key`: not to be evicted.
    func isInUse(_ key: Key) -> Bool { thisFrame.contains(key) || lastFrame.contains(key) }

    mutating func dropQueue() { queue.removeAll() }
}
