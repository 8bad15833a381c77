import Foundation
import Geometry
import ImageFiles
import Raster

/// Makes the grid's tiles off the render thread, on a thread per core, and keeps them within a
/// memory budget. The render thread asks for the tiles it draws, with a priority (the nearest
/// the view first); what a frame no longer asks for leaves the queue, so scrolling through
/// 10,000 files makes only the tiles it stops near. What the current or the last frame asked
/// for is never evicted (it would only be made again). `synchronous` makes tiles inline
/// (headless runs must be reproducible).
///
/// A tile comes from a thumbnail (`ThumbnailMaker`: the shared cache, else a decode at the
/// thumbnail's size, a JPEG at 1/8 scale), cropped or fitted to the tile's side. At most one
/// decode that holds more than `largeDecodeBytes` runs at a time, so the threads' peaks do
/// not add up past the budget.
package final class ThumbnailLoader: @unchecked Sendable {
    package struct Request: Hashable, Sendable {
        package var picture: PicturePage
        package var side: Int
        package var crops: Bool

        package init(picture: PicturePage, side: Int, crops: Bool) {
            (self.picture, self.side, self.crops) = (picture, side, crops)
        }
    }

    package typealias State = LoadState<Surface>

    private struct Entry {
        var state: State
        var lastUse: Int
        var bytes: Int
    }

    /// Bytes for tiles and the decodes in progress.
    package let budget: Int
    /// A decode holding more than this runs alone. Default: 64 MiB.
    package static let largeDecodeBytes = 64 << 20
    private let maker: ThumbnailMaker
    private let background: Color
    private let threads: Int
    package let synchronous: Bool

    // Guarded by `lock`.
    private let lock = NSCondition()
    private var cache: [Request: Entry] = [:]
    private var requests = FrameRequests<Request>()
    private var inFlight: [Request: Int] = [:]
    private var cachedBytes = 0
    private var useClock = 0
    private var completions = 0
    private var tilesMade = 0
    private var largeDecodeRunning = false
    private var stopping = false
    private var wake: (@Sendable () -> Void)?
    private var workers: [Thread] = []
    /// Counts `forgetMade` calls: a tile begun before one is not kept.
    private var epoch = 0

    package init(budget: Int, maker: ThumbnailMaker, background: Color, threads: Int, synchronous: Bool) {
        self.budget = budget
        self.maker = maker
        self.background = background
        self.threads = max(1, threads)
        self.synchronous = synchronous
    }

    package func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        lock.withLock { self.wake = wake }
    }

    /// Ends the threads once their current tiles are made; the owner calls it when it goes.
    package func stop() {
        lock.withLock {
            stopping = true
            requests.dropQueue()
            lock.broadcast()
        }
    }

    /// Increases each time a tile is made (or fails): a frame drawn before may be stale.
    package var generation: Int { lock.withLock { completions } }
    /// Tiles made so far (for tests: a cached tile is not made again).
    package var made: Int { lock.withLock { tilesMade } }
    /// True while a tile is being made or waits to be.
    package var isBusy: Bool { lock.withLock { !inFlight.isEmpty || !requests.isEmpty } }
    /// Bytes held now: the tiles kept and the decodes in progress.
    package var residentBytes: Int { lock.withLock { cachedBytes + inFlight.values.reduce(0, +) } }
    /// Tiles kept now.
    package var tileCount: Int { lock.withLock { cache.count } }

    /// The tile `request` names; starts making it if needed. Lower `priority` comes first.
    package func tile(_ request: Request, priority: Int) -> State {
        if synchronous, lock.withLock({ cache[request] == nil }) { make(request) }
        return lock.withLock {
            useClock += 1
            requests.ask(request)
            if let hit = cache[request] {
                cache[request]!.lastUse = useClock
                return hit.state
            }
            // Workers are woken for new work only: each frame renews what still waits.
            if inFlight[request] == nil, requests.enqueue(request, priority: priority) {
                startWorkersIfNeeded()
                // Broadcast: a worker waiting for a large decode to end would take a signal and sleep on.
                lock.broadcast()
            }
            return .loading
        }
    }

    /// After a frame: requests it did not renew leave the queue.
    package func endFrame() {
        lock.withLock { requests.endFrame() }
    }

    /// Forgets the tiles still waiting to be made (the grid left the screen: its last frame's
    /// prefetch would otherwise take both cores from the picture the strip now decodes).
    package func cancelWaiting() { lock.withLock { requests.dropQueue() } }

    /// Drops every tile (the display's colours changed: each is made again when next asked
    /// for), and wakes the host so the frame asks.
    package func forgetMade() {
        let wake: (@Sendable () -> Void)? = lock.withLock {
            epoch += 1
            cache.removeAll()
            cachedBytes = 0
            completions += 1
            return self.wake
        }
        wake?()
    }

    // MARK: - Making tiles

    private func startWorkersIfNeeded() {
        guard workers.isEmpty, !synchronous else { return }
        for n in 0..<threads {
            let thread = Thread { [weak self] in self?.work() }
            thread.name = "vitrine-thumbnail-\(n)"
            thread.qualityOfService = .userInitiated
            workers.append(thread)
            thread.start()
        }
    }

    private func work() {
        while true {
            let request: Request? = lock.withLock {
                while requests.isEmpty && !stopping { lock.wait() }
                guard let next = requests.next() else { return nil }
                // In flight from here, under the same lock, so a frame cannot queue it again.
                inFlight[next] = 0
                return next
            }
            guard let request else { return }
            make(request)
        }
    }

    private func make(_ request: Request) {
        let cost = maker.decodeCost(of: request.picture, side: request.side, crops: request.crops)
        let large = cost > ThumbnailLoader.largeDecodeBytes
        let startedIn = lock.withLock {
            while large && largeDecodeRunning && !stopping { lock.wait() }
            if large { largeDecodeRunning = true }
            evict(toFit: cost)
            inFlight[request] = cost
            tilesMade += 1
            return epoch
        }
        let state: State
        do {
            let thumbnail = try maker.thumbnail(of: request.picture, side: request.side, crops: request.crops)
            if let tile = ThumbnailTile.make(
                from: thumbnail, side: request.side, crops: request.crops, background: background)
            {
                state = .ready(tile)
            } else {
                state = .failed("cannot make a tile of '\(printableFileName(request.picture.path))'")
            }
        } catch {
            state = .failed(error.description)
        }
        let wake: (@Sendable () -> Void)? = lock.withLock {
            inFlight[request] = nil
            if large {
                largeDecodeRunning = false
                lock.broadcast()
            }
            let bytes: Int
            if case .ready(let tile) = state { bytes = tile.stride * tile.height } else { bytes = 0 }
            guard startedIn == epoch else { return self.wake }
            evict(toFit: bytes)
            useClock += 1
            cache[request] = Entry(state: state, lastUse: useClock, bytes: bytes)
            cachedBytes += bytes
            if !synchronous { completions += 1 }
            return self.wake
        }
        wake?()
    }

    /// Drops the least recently used tiles until `bytes` more fit, sparing what the current
    /// and the last frame asked for. Caller holds `lock`.
    private func evict(toFit bytes: Int) {
        let busy = inFlight.values.reduce(0, +)
        guard cachedBytes + busy + bytes > budget else { return }
        let victims = cache.filter { !requests.isInUse($0.key) }
            .sorted { $0.value.lastUse < $1.value.lastUse }
        for victim in victims {
            guard cachedBytes + busy + bytes > budget else { break }
            cachedBytes -= victim.value.bytes
            cache[victim.key] = nil
        }
    }
}
