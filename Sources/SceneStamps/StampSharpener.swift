import Dispatch
import Foundation
import Raster

/// Renders stamps' bitmaps sharp off the render thread (the real window, where loading is
/// asynchronous): at the end of a gesture `StampSprite.sharpen` hands a `Job` here instead of
/// rendering on the spot, which took 1.6 ms for BOOM! at scale 1, 7 ms at 3 and 24 ms at 6, a
/// visible hitch on release. Meanwhile the frames go on stretching the old bitmap; once a job
/// is done the host is woken and the next frame swaps the new bitmap in (`takeSharpened`).
///
/// One serial queue: a burst of wheel notches queues one job per notch, and every job but the
/// newest is cancelled before it starts, so at most one stale render runs to its end.
final class StampSharpener: Sendable {
    private let queue = DispatchQueue(label: "vitrine-stamps-sharpen", qos: .utility)
    private let wake: @Sendable () -> Void

    /// `wake`: asks the host for a frame, from the queue's thread.
    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    func start(_ job: Job) {
        queue.async { [wake] in
            if job.run() { wake() }
        }
    }

    /// Jobs started from now on wait until `resume` (tests: a release frame that comes before
    /// the render is done, every time). Calls pair up.
    func suspend() { queue.suspend() }
    func resume() { queue.resume() }

    /// One bitmap of `art` at `scale`, with its empty tiles. `StampArt.render` draws into a
    /// surface of its own and reads only constants and the thread-safe fonts (the save job
    /// renders stamps off the render thread the same way). Sendable because what changes is
    /// under `lock`; the result is published under it, so the render thread that takes it sees
    /// every pixel written.
    final class Job: @unchecked Sendable {
        let art: StampArt
        /// View pixels per art pixel of the bitmap it makes.
        let scale: Double

        // Guarded by `lock`.
        private let lock = NSLock()
        private var cancelled = false
        private var made: (bitmap: Surface, tiles: EmptyTiles)?

        init(art: StampArt, scale: Double) {
            self.art = art
            self.scale = scale
        }

        /// Renders unless cancelled (before or meanwhile); true when there is a result to take.
        func run() -> Bool {
            if lock.withLock({ cancelled }) { return false }
            let bitmap = art.render(scale: scale)
            let tiles = EmptyTiles(bitmap)
            return lock.withLock {
                guard !cancelled else { return false }
                made = (bitmap, tiles)
                return true
            }
        }

        /// Stale (a newer scale or a newer gesture): it renders nothing more and its result,
        /// if any, is dropped.
        func cancel() {
            lock.withLock {
                cancelled = true
                made = nil
            }
        }

        /// The bitmap and its tiles once rendered; nil before (or once cancelled).
        var result: (bitmap: Surface, tiles: EmptyTiles)? { lock.withLock { made } }
    }
}
