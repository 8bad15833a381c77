import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rows cut into bands that the caller and helper threads take as they free up, for drawing
/// where each row is written by one band only. More bands than cores, so when another process
/// holds a core the threads that run take over its share instead of waiting for it (as the
/// blur's passes do).
///
/// The helpers are threads of its own, started on first use, one fewer than the cores the
/// process may use (at most seven), awake for 100 µs after a run (a frame often has two) and
/// then asleep on a condition variable until the next: Dispatch's concurrentPerform
/// allocated four blocks a call, and a frame must allocate nothing.
public enum RowBands {
    /// Calls `job.draw(rows:band:)` once for each of `bands` nearly equal bands of `rows`, on the
    /// helpers and this thread when `parallel`, else in order on this thread. Returns when every
    /// band is done. The job runs on several threads at once: each band must write only its own
    /// rows and read only what no band writes.
    public static func run(_ rows: Range<Int>, bands: Int, parallel: Bool, _ job: some BandJob) {
        let count = max(1, min(bands, rows.count))
        guard parallel, count > 1, let workers = BandWorkers.shared else {
            for i in 0..<count { job.draw(rows: band(i, of: count, in: rows), band: i) }
            return
        }
        workers.run(rows, count: count, job)
    }

    /// Band `i` of `count` of `rows`.
    static func band(_ i: Int, of count: Int, in rows: Range<Int>) -> Range<Int> {
        (rows.lowerBound + rows.count * i / count)..<(rows.lowerBound + rows.count * (i + 1) / count)
    }
}

/// Work that `RowBands` cuts into bands of rows. An object the caller keeps and reuses, not a
/// closure: a closure handed to other threads is stored, and storing one allocated its
/// context each frame.
public protocol BandJob: AnyObject {
    /// Draws `rows`, band number `band` (from 0) of the run: a band may keep scratch of its own
    /// by its number, as no two threads draw one band.
    func draw(rows: Range<Int>, band: Int)
}

/// The helper threads behind `RowBands`: a job, a counter that hands out bands under a mutex,
/// and a count of bands done that the caller waits for.
final class BandWorkers: @unchecked Sendable {
    /// Nil on a single core (or one allowed by taskset), or if no thread could be started.
    static let shared: BandWorkers? = {
        CPU.usableCores > 1 ? BandWorkers(helpers: min(CPU.usableCores - 1, 7)) : nil
    }()

    /// Held for a whole run, so runs from two threads take turns instead of sharing the state.
    private let turn = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let done = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Under `lock`: the job, its rows and band count, the next band to hand out, the bands
    /// finished, and a number that grows with each job so a sleeping helper knows a new one came.
    private var job: (any BandJob)?
    private var rows = 0..<0
    private var count = 0, next = 0, finished = 0, generation = 0
    /// `generation` and `finished` as they change, read without the lock while a thread waits
    /// awake for a short while before it sleeps.
    private let announced = Atomic<Int>(0), finishedSoFar = Atomic<Int>(0)

    private init?(helpers: Int) {
        pthread_mutex_init(turn, nil)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
        pthread_cond_init(done, nil)
        for _ in 0..<helpers {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let started = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<BandWorkers>.fromOpaque(context!).takeRetainedValue().serve()
                    return nil
                }, context)
            guard started == 0 else {
                Unmanaged<BandWorkers>.fromOpaque(context).release()
                return nil
            }
            pthread_detach(thread)
        }
    }

    /// Runs `work` for `count` bands of `rows` on this thread and the helpers; returns when all
    /// are done.
    func run(_ rows: Range<Int>, count: Int, _ work: any BandJob) {
        pthread_mutex_lock(turn)
        defer { pthread_mutex_unlock(turn) }
        pthread_mutex_lock(lock)
        (job, self.rows, self.count, next, finished) = (work, rows, count, 0, 0)
        finishedSoFar.store(0, ordering: .relaxed)
        generation &+= 1
        announced.store(generation, ordering: .releasing)
        pthread_cond_broadcast(wake)
        pthread_mutex_unlock(lock)
        takeBands()
        BandWorkers.awhile(until: { finishedSoFar.load(ordering: .acquiring) >= count })
        pthread_mutex_lock(lock)
        while finished < count { pthread_cond_wait(done, lock) }
        // Not kept past the call: the job belongs to the caller.
        job = nil
        pthread_mutex_unlock(lock)
    }

    /// Draws bands until none is left to take.
    private func takeBands() {
        while true {
            pthread_mutex_lock(lock)
            guard next < count, let job else {
                pthread_mutex_unlock(lock)
                return
            }
            let band = next, bandRows = RowBands.band(band, of: count, in: rows)
            next += 1
            pthread_mutex_unlock(lock)
            job.draw(rows: bandRows, band: band)
            pthread_mutex_lock(lock)
            finished += 1
            finishedSoFar.store(finished, ordering: .releasing)
            if finished == count { pthread_cond_signal(done) }
            pthread_mutex_unlock(lock)
        }
    }

    /// A helper's life: asleep until a job comes, then taking its bands.
    private func serve() {
        var seen = 0
        while true {
            BandWorkers.awhile(until: { announced.load(ordering: .acquiring) != seen })
            pthread_mutex_lock(lock)
            while generation == seen { pthread_cond_wait(wake, lock) }
            seen = generation
            pthread_mutex_unlock(lock)
            takeBands()
        }
    }

    /// Waits awake, yielding the core, until `ready` or about 100 µs have passed: a frame's
    /// second run of bands, or its last band on the other thread, comes sooner than a sleeping
    /// thread would wake (tens of µs or more on a shared machine), and 100 µs of waiting a run
    /// keeps an idle viewer idle.
    private static func awhile(until ready: () -> Bool) {
        var start = timespec(), now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while !ready() {
            sched_yield()
            clock_gettime(CLOCK_MONOTONIC, &now)
            if (now.tv_sec - start.tv_sec) * 1_000_000_000 + (now.tv_nsec - start.tv_nsec) > 100_000 { return }
        }
    }
}
