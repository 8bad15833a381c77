import Foundation
import ImageFiles
import Raster

/// Decodes pictures at full resolution (the blur scene edits its photo at full resolution, the
/// focus scene's closer look shows every pixel) on a thread of their own, so paging never stalls a frame: a 1080p PNG takes about 50 ms, a
/// camera photo several times that. One decode runs at a time; a request made meanwhile
/// replaces the one still waiting, so paging fast through a folder decodes the photo being
/// decoded and the one it stops on, not every one it passed. The host is woken when a decode
/// ends. `synchronous` decodes inside `request` instead (headless runs must be reproducible).
/// Sendable because all it holds that changes is under `lock`.
package final class PhotoDecoder: @unchecked Sendable {
    package enum Outcome {
        case photo(Surface)
        /// Why the file cannot be shown, as `ImageFileError` words it.
        case failed(String)
    }

    private let synchronous: Bool
    private let wake: @Sendable () -> Void
    // Guarded by `lock`.
    private let lock = NSLock()
    private var running: String?
    private var waiting: String?
    private var done: (path: String, outcome: Outcome)?
    private var started = 0

    package init(synchronous: Bool, wake: @escaping @Sendable () -> Void) {
        self.synchronous = synchronous
        self.wake = wake
    }

    /// Decodes started so far (tests: the same file is not decoded twice in a row).
    package var decodes: Int { lock.withLock { started } }

    /// True while a decode runs or waits.
    package var isBusy: Bool { lock.withLock { running != nil } }

    /// True when a finished decode waits for `take`.
    package var hasOutcome: Bool { lock.withLock { done != nil } }

    /// Starts decoding `path`, unless that is what runs now; anything else waiting is dropped.
    package func request(_ path: String) {
        if synchronous {
            lock.withLock { started += 1 }
            let outcome = PhotoDecoder.decode(path)
            lock.withLock { done = (path, outcome) }
            return
        }
        let startThread: Bool = lock.withLock {
            if running == path {
                waiting = nil
                return false
            }
            if running != nil {
                waiting = path
                return false
            }
            running = path
            started += 1
            return true
        }
        guard startThread else { return }
        let thread = Thread { [self] in work() }
        thread.name = "vitrine-blur-decode"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// The decode that finished last, once; an earlier one nobody took is gone (it was
    /// superseded by the time it finished).
    package func take() -> (path: String, outcome: Outcome)? {
        lock.withLock {
            defer { done = nil }
            return done
        }
    }

    private func work() {
        var path = lock.withLock { running }
        while let current = path {
            let outcome = PhotoDecoder.decode(current)
            path = lock.withLock {
                done = (current, outcome)
                running = waiting
                waiting = nil
                if running != nil { started += 1 }
                return running
            }
            wake()
        }
    }

    private static func decode(_ path: String) -> Outcome {
        do {
            return .photo(try ImageFile.read(path: path))
        } catch {
            return .failed(error.description)
        }
    }
}
