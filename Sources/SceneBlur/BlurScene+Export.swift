import AppInterface
import Foundation
import ImageLibrary
import Overlay
import SceneKit

/// Ctrl+S in the blur scene: the edited photo at its full resolution, as a new PNG beside the
/// original (`photo-blur.png`, `photo-blur-2.png`, ...; never replacing a file), written by a
/// `BlurSaveJob` in the background while the window shows its progress.
extension BlurScene {
    package func saveEdited() -> Bool {
        collectSave()
        if let saveJob {
            // One at a time: two would halve the speed of each, and the second would snapshot
            // an edit the user may not have meant to keep.
            messages.append(.info("already saving \(saveJob.fileName)"))
            return true
        }
        if synchronous { settle() }
        guard let shown, shown.index == model.index else {
            if isOpening {
                messages.append(.info("nothing saved: \(status.fileName ?? "the photo") is still opening"))
            } else {
                messages.append(.error("nothing to save: \(chosenFailure ?? "no photo")"))
            }
            return true
        }
        // In the background the blur takes one thread, so the render thread keeps a core.
        let job = BlurSaveJob.make(
            source: shown.picture, region: model.region, sigma: model.sigma,
            threads: synchronous ? Defaults.blurThreads : 1,
            wake: { [loader] in loader.wakeHost() }, gate: saveGate)
        if let message = job.begin(synchronous: synchronous) { messages.append(message) } else { saveJob = job }
        return true
    }

    /// The save in progress, for the window to show.
    package var activity: Activity? { saveJob?.activity }

    /// The progress the window shows now, nil when no save runs: a frame is due when it moved.
    var saveProgress: Double? { activity?.fraction }

    package func takeMessages() -> [AppMessage] {
        collectSave()
        defer { messages.removeAll() }
        return messages
    }

    /// The message of a save that has ended; the job goes with it.
    private func collectSave() {
        guard let outcome = saveJob?.outcome else { return }
        messages.append(outcome)
        saveJob = nil
    }
}
