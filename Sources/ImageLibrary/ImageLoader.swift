import Foundation
import Geometry
import ImageFiles
import Raster

/// Decodes images off the render thread and keeps them, as `DisplayImage`s, within a memory
/// budget that also counts the decode in progress. The render thread asks for what it draws;
/// what it no longer asks for leaves the queue, so scrolling fast through 1000 files decodes
/// only the ones it stops near. `synchronous` loads inline (headless runs must be
/// deterministic).
///
/// What the current or the last frame asked for is never evicted, even when that leaves the
/// budget short: evicting it would only have it decoded again, forever (two 9000 x 8000 PNGs,
/// 288 MB to decode each against 256 MiB, once evicted each other at 100% CPU). So the budget
/// bounds what is kept off screen; on screen, the images in view are kept at display size
/// whatever they cost to decode, and a decode larger than the budget runs alone, bounded by
/// `DecodeLimits`. Images at a slot size the last frame did not use (the window was resized)
/// are dropped at once.
package final class ImageLoader: @unchecked Sendable {
    package struct Key: Hashable {
        var picture: PicturePage
        var slot: PixelSize
    }

    package typealias State = LoadState<DisplayImage>

    private struct Entry {
        var state: State
        var lastUse: Int
        /// The image's bytes and its companion's.
        var bytes: Int
        var companion: AnyObject?
    }

    /// Bytes for decoded images, including the one being decoded. Default: 256 MiB.
    package let budget: Int
    private let limits: DecodeLimits
    private let background: Color
    package let synchronous: Bool

    // Guarded by `lock`.
    private let lock = NSCondition()
    private var cache: [Key: Entry] = [:]
    private var requests = FrameRequests<Key>()
    private var inFlight: (key: Key, bytes: Int)?
    private var cachedBytes = 0
    /// Bytes scenes keep outside the cache, by holder (`hold`), and their sum.
    private var held: [String: Int] = [:]
    private var heldBytes = 0
    private var useClock = 0
    private(set) var completions = 0
    private var decodesStarted = 0
    private var stopping = false
    private var wake: (@Sendable () -> Void)?
    private var worker: Thread?
    private var decodedPaths: Set<String> = []
    /// Counts `forgetDecoded` calls: a decode begun before one is not cached.
    private var epoch = 0

    package init(budget: Int, limits: DecodeLimits = .default, background: Color, synchronous: Bool) {
        self.budget = budget
        self.limits = limits
        self.background = background
        self.synchronous = synchronous
    }

    package func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        lock.withLock { self.wake = wake }
    }

    /// Asks the host for a frame, from any thread: the loader holds the app's wake handler, so
    /// the blur scene's decoder and saver wake the host through it too.
    package func wakeHost() {
        let wake = lock.withLock { self.wake }
        wake?()
    }

    /// Increases each time a background load finishes (or fails): a frame drawn before may be stale.
    package var generation: Int { lock.withLock { completions } }

    /// Decodes started so far (for tests: a cache hit decodes nothing).
    package var decodes: Int { lock.withLock { decodesStarted } }

    /// Ends the background thread once its current decode is done. The thread holds the loader
    /// while it waits for work, so the owner calls this when it goes (VitrineApp's deinit).
    package func stop() {
        lock.withLock {
            stopping = true
            requests.dropQueue()
            lock.broadcast()
        }
    }

    /// The files decoded whole so far, by this loader or by a scene that says so (`noteDecoded`):
    /// a headless run need not decode them again to know they can be shown.
    package var decoded: Set<String> { lock.withLock { decodedPaths } }

    package func noteDecoded(_ path: String) {
        lock.withLock { _ = decodedPaths.insert(path) }
    }

    /// True while a decode runs or waits: its end will wake the host.
    package var isBusy: Bool { lock.withLock { inFlight != nil || !requests.isEmpty } }

    /// Bytes held now (cached images and the decode in progress).
    package var residentBytes: Int { lock.withLock { cachedBytes + (inFlight?.bytes ?? 0) } }

    /// The image of `picture` in `slot`; starts loading it if needed. Lower `priority` loads
    /// first.
    package func image(_ picture: PicturePage, slot: PixelSize, priority: Int) -> State {
        let key = Key(picture: picture, slot: slot)
        if synchronous {
            if lock.withLock({ cache[key] == nil }) { load(key) }
        }
        return lock.withLock {
            useClock += 1
            requests.ask(key)
            if let hit = cache[key] {
                cache[key]!.lastUse = useClock
                return hit.state
            }
            if inFlight?.key != key { requests.enqueue(key, priority: priority) }
            startWorkerIfNeeded()
            lock.signal()
            return .loading
        }
    }

    /// Call after drawing a frame: requests not renewed in it are dropped, and so are images
    /// at slot sizes it did not ask for (copies for a window size that is gone).
    package func endFrame() {
        lock.withLock {
            // Checked first: in a steady frame nothing goes, and nothing is allocated.
            func wanted(_ slot: PixelSize) -> Bool { requests.thisFrame.contains { $0.slot == slot } }
            if !requests.thisFrame.isEmpty, cache.keys.contains(where: { !wanted($0.slot) }) {
                for (key, entry) in cache where !wanted(key.slot) {
                    cachedBytes -= entry.bytes
                    cache[key] = nil
                }
            }
            requests.endFrame()
        }
    }

    /// What a scene makes from a cached image and keeps beside it (the edges scene's bordered
    /// copy and mip levels): made once, on the caller's thread, counted in the budget with the
    /// image and dropped with it, so a scene never holds memory the budget does not see. Nil
    /// while the image is not ready. `make` returns the value and the bytes it holds.
    package func companion<T: AnyObject>(
        _ picture: PicturePage, slot: PixelSize, make: (DisplayImage) -> (value: T, bytes: Int)
    ) -> T? {
        let key = Key(picture: picture, slot: slot)
        let found: (image: DisplayImage?, companion: T?) = lock.withLock {
            guard let entry = cache[key], case .ready(let image) = entry.state else { return (nil, nil) }
            return (image, entry.companion as? T)
        }
        guard let image = found.image else { return nil }
        if let companion = found.companion { return companion }
        let (value, bytes) = make(image)
        lock.withLock {
            // The entry may have gone while `make` ran; then the value lives only as long as
            // the caller keeps it, and the next call makes it again.
            guard cache[key] != nil else { return }
            evict(toFit: bytes)
            cache[key]?.companion = value
            cache[key]?.bytes += bytes
            cachedBytes += bytes
        }
        return value
    }

    // MARK: - Loading

    private func startWorkerIfNeeded() {
        guard worker == nil else { return }
        let thread = Thread { [weak self] in self?.work() }
        thread.name = "vitrine-decode"
        thread.qualityOfService = .userInitiated
        worker = thread
        thread.start()
    }

    private func work() {
        while true {
            let key: Key? = lock.withLock {
                while requests.isEmpty && !stopping { lock.wait() }
                guard let next = requests.next() else { return nil }
                // In flight from here, under the same lock: a frame asking for it before its
                // cost is known must not queue it again (it was decoded twice).
                inFlight = (next, 0)
                return next
            }
            guard let key else { return }
            load(key)
        }
    }

    private func load(_ key: Key) {
        let state: State
        let decodeBytes =
            (try? key.picture.size(limits: limits)).map { key.picture.decodeCost(size: $0, fitting: key.slot) } ?? 0
        let startedIn = lock.withLock { epoch }
        lock.withLock {
            // Room first, then claim it: evicting after claiming counted the decode twice and,
            // with a 64 MiB budget and 46 MiB photos, emptied the cache at every decode, so the
            // items in view were decoded again and again.
            evict(toFit: decodeBytes)
            inFlight = (key, decodeBytes)
            decodesStarted += 1
        }
        do {
            state = .ready(
                try DisplayImage.load(key.picture, slot: key.slot, background: background, limits: limits))
        } catch {
            state = .failed(error.description)
        }
        let wake: (@Sendable () -> Void)? = lock.withLock {
            inFlight = nil
            let bytes: Int
            if case .ready(let image) = state { bytes = image.bytes } else { bytes = 0 }
            evict(toFit: bytes)
            useClock += 1
            guard startedIn == epoch else { return self.wake }
            cache[key] = Entry(state: state, lastUse: useClock, bytes: bytes)
            cachedBytes += bytes
            if case .ready = state { decodedPaths.insert(key.picture.path) }
            // A synchronous load is drawn by the frame that asked for it: nothing is stale.
            if !synchronous { completions += 1 }
            return self.wake
        }
        wake?()
    }

    /// Drops every decoded image (the display's colours changed, so each is decoded again when
    /// next asked for), and wakes the host so the frame asks.
    package func forgetDecoded() {
        let wake: (@Sendable () -> Void)? = lock.withLock {
            epoch += 1
            cache.removeAll()
            cachedBytes = 0
            completions += 1
            return self.wake
        }
        wake?()
    }

    /// Bytes a scene keeps outside the cache (the blur scene's photos and their copies, the
    /// closer look's picture), by `holder`, replacing what it said before: counted in the
    /// budget, so the cache gives way to them and `--cache-mib` bounds them all, except what
    /// is in view.
    package func hold(_ bytes: Int, for holder: String) {
        lock.withLock {
            held[holder] = max(0, bytes)
            heldBytes = held.values.reduce(0, +)
            evict(toFit: 0)
        }
    }

    /// Bytes of the cache and of what scenes hold, for tests of the budget.
    package var bytesInUse: (cached: Int, held: Int) { lock.withLock { (cachedBytes, heldBytes) } }

    /// Drops the least recently used images until `bytes` more fit in the budget, sparing what
    /// the current and last frame asked for. Caller holds `lock`.
    private func evict(toFit bytes: Int) {
        while cachedBytes + (inFlight?.bytes ?? 0) + heldBytes + bytes > budget,
            let victim = cache.filter({ !requests.isInUse($0.key) })
                .min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            cachedBytes -= victim.value.bytes
            cache[victim.key] = nil
        }
    }
}
