import Effects
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster

/// Ctrl+S in the stamps scene: the picture at its full resolution with the stamps on it, each
/// rendered from its vectors at that resolution (not the bitmaps the window turns), as a new
/// PNG beside the original (`photo-stamps.png`, `-stamps-2`, ...; never replacing a file).
extension StampsScene {
    /// Where the bar stands once the picture is decoded again, and once the stamps are on it.
    static let afterDecode = 0.3, afterStamps = 0.4

    package func saveEdited() -> Bool {
        collectSave()
        if let saveJob {
            messages.append(.info("already saving \(saveJob.fileName)"))
            return true
        }
        guard catalog.entries.indices.contains(model.index), failure?.index != model.index || picture != nil else {
            messages.append(.error("nothing to save: \(failure?.reason ?? "no picture")"))
            return true
        }
        setUpStampsIfNeeded()
        let path = catalog.entries[model.index].path
        let canvas = canvasSize
        let placed = model.board.stamps.compactMap { stamp in sprites[stamp.id].map { (stamp, $0.art) } }
        let job = SaveJob(
            source: path, suffix: "-stamps", makeShare: StampsScene.afterStamps,
            threadName: "vitrine-stamps-save", wake: { [loader] in loader.wakeHost() }
        ) { report in
            StampsScene.compose(path: path, canvas: canvas, stamps: placed, report: report).map { .whole($0) }
        }
        if let message = job.begin(synchronous: synchronous) { messages.append(message) } else { saveJob = job }
        return true
    }

    /// The picture at `path`, full size, with `stamps` (in canvas units of a canvas `canvas`
    /// large) drawn on it from their art.
    static func compose(path: String, canvas: Size, stamps: [(Stamp, StampArt)], report: (Double, Bool) -> Void)
        -> Result<Surface, SaveJob.SaveFailure>
    {
        let picture: Surface
        do {
            // The picture whole and the largest stamp's bitmap beside it, within the decode limit.
            let size = try ImageFile.size(ofFileAt: path)
            let k = Double(size.width) / canvas.width
            let bitmaps = stamps.map { stamp, art in
                let scale = stamp.scale * k
                return 4 * Int((art.size.width * scale).rounded(.up)) * Int((art.size.height * scale).rounded(.up))
            }
            let bytes = ImageFile.decodeCost(ofFileAt: path, size: size) + (bitmaps.max() ?? 0)
            if let refusal = DecodeLimits.default.peakRefusal(path: path, bytes: bytes) { throw refusal }
            picture = try ImageFile.read(path: path)
        } catch {
            return .failure(.init(message: "could not save the edit: \(error)"))
        }
        report(afterDecode, false)
        let k = Double(picture.width) / canvas.width
        for (i, (stamp, art)) in stamps.enumerated() {
            let scale = stamp.scale * k
            let bitmap = art.render(scale: scale)
            let transform = Affine.scale(1 / scale, 1 / scale).then(stamp.transform).then(.scale(k, k))
            picture.draw(bitmap, transform: transform, filter: .bilinear, edges: .exact)
            report(afterDecode + (afterStamps - afterDecode) * Double(i + 1) / Double(stamps.count), true)
        }
        return .success(picture)
    }

    /// The save in progress, for the window to show.
    package var activity: Activity? { saveJob?.activity }

    /// The message of a save that has ended; the job goes with it.
    func collectSave() {
        guard let outcome = saveJob?.outcome else { return }
        messages.append(outcome)
        saveJob = nil
    }
}
