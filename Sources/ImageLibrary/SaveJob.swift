import AppInterface
import Foundation
import ImageFiles
import Raster

/// One Ctrl+S of an edited picture (blur, stamps): `make` builds the picture at full
/// resolution, then it is written as a new PNG beside the original (`SaveDestination`). `start` runs it on a
/// thread of its own (a 4000 x 3000 photo took seconds, all of them on the render thread);
/// `run` runs it where it is called (headless). `make` works on a snapshot taken at Ctrl+S,
/// so the user may go on editing meanwhile.
///
/// Progress goes 0...1: `make` reports its own phases up to `makeShare`, the write's rows
/// fill the rest. The host is woken as it moves, throttled, and at the end, with `outcome`
/// set to the message. Sendable because what changes is under `lock` and the rest is read only.
package final class SaveJob: @unchecked Sendable {
    /// Within a phase the host is woken once the bar has moved `wakeStep` since the last wake,
    /// or at all once `wakeInterval` has passed: ~50 wakes a save rather than one for each of
    /// the blur's 32 bands and the write's 100 steps, each of which would ask for a frame.
    package static let wakeStep = 0.02, wakeInterval = Duration.milliseconds(50)

    /// Makes the picture to write, reporting progress (fraction, throttled) on the way; a
    /// failure with a message when it cannot (the original cannot be read again).
    package typealias Make =
        @Sendable (_ report: @escaping @Sendable (Double, Bool) -> Void) -> Result<Picture, SaveFailure>

    /// What `make` builds: the picture whole, or made a band of rows at a time as it is
    /// written (a full-resolution edit then never holds a second copy of the photo).
    package enum Picture {
        case whole(Surface)
        case bands(PictureBands)

        func write(to path: String, progress: @escaping (Double) -> Void) throws(ImageFileError) {
            switch self {
            case .whole(let surface): try PNGFile.write(surface, to: path, progress: progress)
            case .bands(let bands): try PNGFile.write(bands, to: path, progress: progress)
            }
        }
    }

    package struct SaveFailure: Error {
        package var message: String

        package init(message: String) { self.message = message }
    }

    /// The file the picture came from, and the file the edit goes to (beside it, new).
    package let source: String
    package let destination: String
    private let suffix: String
    private let destinations: SaveDestination
    private let makeShare: Double
    private let make: Make
    private let wake: @Sendable () -> Void
    private let threadName: String

    // Guarded by `lock`.
    private let lock = NSLock()
    private var shown = 0.0
    private var reported: [Double] = []
    private var result: AppMessage?
    private var lastWake = ContinuousClock.now

    /// `suffix`: what the new file's name adds ("-blur": photo-blur.png, photo-blur-2.png, ...).
    package init(
        source: String, suffix: String, makeShare: Double, threadName: String,
        destinations: SaveDestination = .system, wake: @escaping @Sendable () -> Void, make: @escaping Make
    ) {
        self.source = source
        self.suffix = suffix
        self.destinations = destinations
        self.makeShare = makeShare
        self.threadName = threadName
        self.wake = wake
        self.make = make
        destination = destinations.path(forEditOf: source, suffix: suffix)
    }

    /// "checks-blur.png": what the window says is being saved.
    package var fileName: String { printableFileName((destination as NSString).lastPathComponent) }

    /// Progress as last reported to the host, 0...1 (1 once done).
    package var fraction: Double { lock.withLock { shown } }

    /// Every fraction the host was woken for, in order (tests).
    package var reportedFractions: [Double] { lock.withLock { reported } }

    /// "saved PATH" or why not, once the job has ended; nil before.
    package var outcome: AppMessage? { lock.withLock { result } }

    /// What the window shows while the job runs: "saving NAME" and the bar; nil once it ended.
    package var activity: Activity? { outcome == nil ? Activity(label: "saving \(fileName)", fraction: fraction) : nil }

    /// Runs the job here when `synchronous` (headless: every frame reproducible) and returns its
    /// message; otherwise starts it on its own thread and returns nil (the message comes
    /// through `outcome`).
    package func begin(synchronous: Bool) -> AppMessage? {
        guard synchronous else {
            start()
            return nil
        }
        run()
        return outcome
    }

    package func start() {
        let thread = Thread { [self] in run() }
        thread.name = threadName
        // Below the render thread: the window must keep up while this runs.
        thread.qualityOfService = .utility
        thread.start()
    }

    package func run() {
        switch make({ [self] fraction, throttled in report(fraction, throttled: throttled) }) {
        case .success(let picture):
            report(1, outcome: write(picture))
        case .failure(let failure):
            report(1, outcome: .error(failure.message))
        }
    }

    /// Publishes the progress (with the message at the end) and wakes the host to show it;
    /// `throttled`, only when due (see `wakeStep`). Never goes back: a write that starts over
    /// under another name reports from 0 again.
    private func report(_ fraction: Double, outcome: AppMessage? = nil, throttled: Bool = false) {
        let now = ContinuousClock.now
        let due = lock.withLock {
            guard fraction > shown || outcome != nil else { return false }
            if throttled, fraction - shown < SaveJob.wakeStep, now - lastWake < SaveJob.wakeInterval {
                return false
            }
            (shown, result, lastWake) = (fraction, outcome, now)
            reported.append(fraction)
            return true
        }
        if due { wake() }
    }

    /// The write's rows into the last phase's share of the bar; its own 1 (the file in place)
    /// waits for the outcome.
    private func writeProgress(_ done: Double) {
        if done < 1 { report(makeShare + done * (1 - makeShare), throttled: true) }
    }

    /// Where `destinations` says; where that folder cannot be written, into the desktop's
    /// pictures folder instead (`PicturesFolder`).
    private func write(_ edited: Picture) -> AppMessage {
        var path = destination
        do {
            do {
                try edited.write(to: path, progress: writeProgress)
            } catch  where error.reason == .exists {
                // Taken since the name was chosen at Ctrl+S (another program): the next free one.
                path = destinations.path(forEditOf: source, suffix: suffix)
                try edited.write(to: path, progress: writeProgress)
            }
            return .info("saved \(printableFileName(path))")
        } catch let first {
            let here = PNGFile.uniquePath(besides: destinations.picturesPath(for: source), suffix: suffix)
            do {
                try edited.write(to: here, progress: writeProgress)
                return .info("saved \(printableFileName(here)) (\(first))")
            } catch {
                return .error("could not save the picture: \(error)")
            }
        }
    }
}
