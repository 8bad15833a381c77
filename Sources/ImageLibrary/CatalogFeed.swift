import Foundation
import ImageFiles

/// The images still being found when the window opens: a `-r` walk over a large tree, or names
/// still arriving on standard input (`find … | vitrine -i`). A thread of its own finds them
/// through a `Finder`; the app takes what arrived on its own thread (`take()`), so the window
/// shows the first images at once, the count grows in the status line, and Q quits at any
/// time. The host is woken when news arrives after a take, never more often, so a walk of a
/// million files wakes the window at most once a frame, however fast it finds them.
public final class CatalogFeed: @unchecked Sendable {
    /// What was found since the last `take()`.
    public struct Batch: Sendable {
        public var entries: [ImageCatalog.Entry] = []
        /// Why named files or folders cannot be shown, and why the finding stopped early.
        public var problems: [String] = []
        public var unreadable: Set<String> = []
        /// What the user should know but that is no error (the reading stopped at a bound,
        /// with what came before it shown).
        public var warnings: [String] = []
        /// Nothing more will come (in this batch and every later one).
        public var finished = false
        /// An input the finder refused and stopped at (a name longer than PATH_MAX): before
        /// the window opens, the command line ends with it (status 2); after, it is told.
        public var refusal: String?
    }

    /// What the finding thread holds: the walk's state, and what it found since it last
    /// handed over.
    public struct Finder {
        let feed: CatalogFeed
        var found = ImageCatalog(entries: [])
        var walker: FolderWalker
        let limits: DecodeLimits

        /// Adds what `argument` names: a file (its header checked), or a folder walked by the
        /// feed's rule, handed over folder by folder. False once the feed is cancelled: the
        /// finder should stop.
        public mutating func add(_ argument: String) -> Bool {
            let feed = self.feed
            found.add(argument, walker: &walker, limits: limits) { feed.handOver(&$0) }
            return feed.handOver(&found)
        }

        /// A problem to tell the user, not about one file (e.g. "no file names on standard input").
        public mutating func tell(_ problem: String) {
            found.problems.append(problem)
            _ = feed.handOver(&found)
        }

        /// Something the user should know that is no error.
        public mutating func warn(_ warning: String) {
            feed.note(warning: warning)
            _ = feed.handOver(&found)
        }

        /// Stops at an input that cannot be taken; the finder should return.
        public mutating func refuse(_ problem: String) {
            found.problems.append(problem)
            feed.refuse(problem)
            _ = feed.handOver(&found)
        }
    }

    private let condition = NSCondition()
    private var pending = Batch()
    private var cancelled = false
    private var finished = false
    /// A take has seen `finished`: no news is left.
    private var finishTaken = false
    private var wake: (@Sendable () -> Void)?
    /// True while a wake is out that no `take()` has answered yet.
    private var woken = false

    /// Starts `find` on a thread of its own, walking folders by `walk` and checking files
    /// within `limits`; the feed is finished when it returns.
    public init(
        walk: ImageCatalog.Walk, limits: DecodeLimits = .default,
        find: @escaping @Sendable (inout Finder) -> Void
    ) {
        let thread = Thread { [self] in
            var finder = Finder(feed: self, walker: FolderWalker(walk: walk), limits: limits)
            find(&finder)
            _ = handOver(&finder.found, finishing: true)
        }
        thread.name = "vitrine-find"
        thread.start()
    }

    /// Waits until the finding is over or `seconds` have passed; true when it is over.
    public func waitUntilFinished(within seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: min(seconds, 1e9))
        return condition.withLock {
            while !finished, condition.wait(until: deadline) {}
            return finished
        }
    }

    /// Everything found since the last take (once `finished`, nothing more comes).
    public func take() -> Batch {
        condition.withLock {
            var batch = pending
            batch.finished = finished
            pending = Batch()
            finishTaken = finished
            woken = false
            return batch
        }
    }

    /// True when a `take()` would bring something new.
    public var hasNews: Bool { condition.withLock { hasNewsLocked } }

    private var hasNewsLocked: Bool {
        !pending.entries.isEmpty || !pending.problems.isEmpty || !pending.warnings.isEmpty
            || (finished && !finishTaken)
    }

    /// How the feed wakes the host's loop when news arrives.
    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        condition.withLock { self.wake = wake }
    }

    /// Ends the finding at its next folder or name (the app is closing).
    public func cancel() {
        condition.withLock { cancelled = true }
    }

    private func refuse(_ problem: String) {
        condition.withLock { pending.refusal = pending.refusal ?? problem }
    }

    private func note(warning: String) {
        condition.withLock { pending.warnings.append(warning) }
    }

    /// Moves what `found` holds into `pending`, wakes the host if nothing it was told of is
    /// still waiting, and returns false once cancelled.
    fileprivate func handOver(_ found: inout ImageCatalog, finishing: Bool = false) -> Bool {
        let (wakeNow, go) = condition.withLock { () -> ((@Sendable () -> Void)?, Bool) in
            if finishing { finished = true }
            pending.entries += found.entries
            pending.problems += found.problems
            pending.unreadable.formUnion(found.unreadable)
            pending.warnings += found.warnings
            found.warnings.removeAll()
            found.entries.removeAll(keepingCapacity: true)
            found.problems.removeAll()
            found.unreadable.removeAll()
            if finished { condition.broadcast() }
            guard hasNewsLocked, !woken, let wake = self.wake else { return (nil, !cancelled) }
            woken = true
            return (wake, !cancelled)
        }
        wakeNow?()
        return go
    }
}
