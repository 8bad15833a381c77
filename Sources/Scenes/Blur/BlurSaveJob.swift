import Effects
import Foundation
import Geometry
import Gestures
import ImageFiles
import Raster

/// One Ctrl+S of the blur scene: the photo blurred at full resolution, blended through the
/// region and written as a new PNG beside the original. `start` runs it on a thread of its own
/// (a 4000 x 3000 photo took seconds, all of them on the render thread); `run` runs it where
/// it is called (headless). It works on a snapshot taken when Ctrl+S was pressed: the photo
/// (a reference, so paging away cannot free it under the job; nothing writes a decoded photo)
/// and the region and sigma, so the user may go on editing meanwhile.
///
/// Progress goes 0...1 over the phases: blur, blend, write, moving within the blur (its bands)
/// and the write (its rows). The host is woken as it moves, throttled, and at the end of each
/// phase, the last time with `outcome` set to the message. Sendable because what changes is
/// under `lock` and the rest is read only.
final class BlurSaveJob: @unchecked Sendable {
    /// Where the progress bar stands after each phase, from their times on a 4000 x 3000
    /// photo here (release build, the other core busy): blur on one thread 0.46 s, blend
    /// 0.07 s, PNG write 1.36 s. The blend reports nothing within: its rows would move the bar
    /// by 4% in all.
    static let afterBlur = 0.25, afterBlend = 0.3

    /// Within a phase the host is woken once the bar has moved `wakeStep` since the last wake,
    /// or at all once `wakeInterval` has passed: ~50 wakes a save rather than one for each of
    /// the blur's 32 bands and the write's 100 steps, each of which would ask for a frame.
    static let wakeStep = 0.02, wakeInterval = Duration.milliseconds(50)

    let photo: Surface
    let region: FocusRegion
    let sigma: Double
    /// The file the photo came from, and the file the edit goes to (beside it, new).
    let source: String
    let destination: String
    private let threads: Int
    private let wake: @Sendable () -> Void
    /// Test hook: called on the saving thread once the blur is done, so a test can hold the
    /// job in the middle and look at the scene meanwhile.
    private let gate: (@Sendable () -> Void)?

    // Guarded by `lock`.
    private let lock = NSLock()
    private var shown = 0.0
    private var reported: [Double] = []
    private var result: AppMessage?
    private var lastWake = ContinuousClock.now

    init(photo: Surface, source: String, region: FocusRegion, sigma: Double, threads: Int,
         wake: @escaping @Sendable () -> Void, gate: (@Sendable () -> Void)? = nil)
    {
        self.photo = photo
        self.source = source
        self.region = region
        self.sigma = sigma
        self.threads = threads
        self.wake = wake
        self.gate = gate
        destination = PNGFile.uniquePath(besides: source, suffix: "-blur")
    }

    /// "checks-blur.png": what the window says is being saved.
    var fileName: String { printableFileName((destination as NSString).lastPathComponent) }

    /// Progress as last reported to the host, 0...1 (1 once done).
    var fraction: Double { lock.withLock { shown } }

    /// Every fraction the host was woken for, in order (tests).
    var reportedFractions: [Double] { lock.withLock { reported } }

    /// "saved PATH" or why not, once the job has ended; nil before.
    var outcome: AppMessage? { lock.withLock { result } }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "vitrine-blur-save"
        // Below the render thread: the window must keep up while this runs.
        thread.qualityOfService = .utility
        thread.start()
    }

    func run() {
        let blurred = photo.gaussianBlurred(sigma: sigma, threads: threads) { [self] done in
            report(done * BlurSaveJob.afterBlur, throttled: true)
        }
        report(BlurSaveJob.afterBlur)
        gate?()
        let edited = Surface(size: photo.size)!
        RegionBlend.draw(region: region, sharp: photo, blurred: blurred, origin: (0, 0), into: edited,
                         clip: edited.bounds, veil: 0)
        report(BlurSaveJob.afterBlend)
        let message = write(edited)
        report(1, outcome: message)
    }

    /// Publishes the progress (with the message at the end) and wakes the host to show it;
    /// `throttled`, only when due (see `wakeStep`). Never goes back: a write that starts over
    /// under another name reports from 0 again.
    private func report(_ fraction: Double, outcome: AppMessage? = nil, throttled: Bool = false) {
        let now = ContinuousClock.now
        let due = lock.withLock {
            guard fraction > shown || outcome != nil else { return false }
            if throttled, fraction - shown < BlurSaveJob.wakeStep, now - lastWake < BlurSaveJob.wakeInterval {
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
        if done < 1 { report(BlurSaveJob.afterBlend + done * (1 - BlurSaveJob.afterBlend), throttled: true) }
    }

    /// Beside the original; where that folder cannot be written (a shipped image), into the
    /// current folder instead.
    private func write(_ edited: Surface) -> AppMessage {
        var path = destination
        do {
            do {
                try PNGFile.write(edited, to: path, progress: writeProgress)
            } catch where error.reason == .exists {
                // Taken since the name was chosen at Ctrl+S (another program): the next free one.
                path = PNGFile.uniquePath(besides: source, suffix: "-blur")
                try PNGFile.write(edited, to: path, progress: writeProgress)
            }
            return .info("saved \(printableFileName(path))")
        } catch let first {
            let name = (source as NSString).lastPathComponent
            let here = PNGFile.uniquePath(besides: FileManager.default.currentDirectoryPath + "/" + name, suffix: "-blur")
            do {
                try PNGFile.write(edited, to: here, progress: writeProgress)
                return .info("saved \(printableFileName(here)) (\(first))")
            } catch {
                return .error("could not save the photo: \(error)")
            }
        }
    }
}
