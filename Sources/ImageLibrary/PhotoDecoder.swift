import Foundation
import Geometry
import ImageFiles
import Raster

/// Decodes pictures on a thread of their own, each at the size asked (the blur scene's photo at
/// its view's size, the focus scene's closer look at full resolution), so paging never stalls
/// a frame: a 1080p PNG takes about 50 ms, a camera photo several times that. One decode runs at a time; a request made meanwhile
/// replaces the one still waiting, so paging fast through a folder decodes the photo being
/// decoded and the one it stops on, not every one it passed. The host is woken when a decode
/// ends. `synchronous` decodes inside `request` instead (headless runs must be reproducible).
/// Sendable because all it holds that changes is under `lock`.
package final class PhotoDecoder: @unchecked Sendable {
    package enum Outcome {
        /// The pixels, the image's full size, the size asked for (`fitting`: the pixels may be
        /// smaller than full, no smaller than the image fitted into it), and why the pixels are
        /// only partly there when the file was cut short.
        case photo(Surface, fullSize: PixelSize, fitting: PixelSize?, cutShort: ImageFileError?)
        /// Why the file cannot be shown, as `ImageFileError` words it.
        case failed(String)
    }

    private let synchronous: Bool
    private let wake: @Sendable () -> Void
    // Guarded by `lock`.
    private let lock = NSLock()
    private var running: Request?
    private var waiting: Request?
    private var done: (picture: PicturePage, outcome: Outcome)?

    /// A picture and the size it will be shown at, at most (nil: its full size).
    private struct Request: Equatable {
        var picture: PicturePage
        var fitting: PixelSize?
    }
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

    /// Starts decoding `picture` to fit `fitting` (nil: whole), unless that is what runs now;
    /// anything else waiting is dropped.
    package func request(_ picture: PicturePage, fitting: PixelSize? = nil) {
        let request = Request(picture: picture, fitting: fitting)
        if synchronous {
            lock.withLock { started += 1 }
            let outcome = PhotoDecoder.decode(request)
            lock.withLock { done = (picture, outcome) }
            return
        }
        let startThread: Bool = lock.withLock {
            if running == request {
                waiting = nil
                return false
            }
            if running != nil {
                waiting = request
                return false
            }
            running = request
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
    package func take() -> (picture: PicturePage, outcome: Outcome)? {
        lock.withLock {
            defer { done = nil }
            return done
        }
    }

    private func work() {
        var request = lock.withLock { running }
        while let current = request {
            let outcome = PhotoDecoder.decode(current)
            request = lock.withLock {
                done = (current.picture, outcome)
                running = waiting
                waiting = nil
                if running != nil { started += 1 }
                return running
            }
            wake()
        }
    }

    private static func decode(_ request: Request) -> Outcome {
        do {
            let fullSize = try request.picture.size()
            let (surface, cutShort) = try request.picture.readWhatDecodes(fitting: request.fitting)
            return .photo(surface, fullSize: fullSize, fitting: request.fitting, cutShort: cutShort)
        } catch {
            return .failed(error.description)
        }
    }
}
