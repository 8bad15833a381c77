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
        let picture = catalog.entries[model.index].picture
        let path = picture.path
        let canvas = canvasSize
        let placed = model.board.stamps.compactMap { stamp in sprites[stamp.id].map { (stamp, $0.art) } }
        let job = SaveJob(
            source: path, suffix: "-stamps", makeShare: StampsScene.afterStamps,
            threadName: "vitrine-stamps-save", wake: { [loader] in loader.wakeHost() }
        ) { report in
            StampsScene.compose(picture, canvas: canvas, stamps: placed, report: report)
        }
        if let message = job.begin(synchronous: synchronous) { messages.append(message) } else { saveJob = job }
        return true
    }

    /// The picture (turned as it is shown), full size, with `stamps` (in canvas units of a canvas `canvas`
    /// large) drawn on it from their art: as bands, over the picture's rows as they decode,
    /// when its file gives them in order (a PNG not interlaced, a JPEG stored upright), so a
    /// photo at the size limit is never held whole; else over the picture decoded whole.
    static func compose(
        _ source: PicturePage, canvas: Size, stamps: [(Stamp, StampArt)], report: (Double, Bool) -> Void
    ) -> Result<SaveJob.Picture, SaveJob.SaveFailure> {
        let path = source.path
        do {
            let size = try source.size()
            let k = Double(size.width) / canvas.width
            let bitmaps = stamps.map { stamp, art in
                let scale = stamp.scale * k
                return 4 * Int((art.size.width * scale).rounded(.up)) * Int((art.size.height * scale).rounded(.up))
            }
            // Files that give their rows in order have one page; a turned picture's rows come
            // from the whole decode.
            if source.page == 0, source.turn == .upright, let rows = try PictureRows.open(path: path) {
                // Every stamp's bitmap at once (a band may meet any of them) and the writer's band.
                let bytes =
                    rows.workingBytes + bitmaps.reduce(0, +)
                    + Surface.stride(forWidth: size.width) * bandHeight
                if let refusal = DecodeLimits.default.peakRefusal(path: path, bytes: bytes) { throw refusal }
                let drawn = rendered(stamps, k: k, report: report)
                return .success(
                    .bands(
                        PictureBands(size: size, bandHeight: bandHeight) { range, band throws(ImageFileError) in
                            try rows.read(into: band, count: range.count)
                            let up = Affine.translation(0, -Double(range.lowerBound))
                            for (bitmap, transform) in drawn {
                                band.draw(bitmap, transform: transform.then(up), filter: .bilinear, edges: .exact)
                            }
                        }))
            }
            // The picture whole and the largest stamp's bitmap beside it, within the decode limit.
            let bytes = source.decodeCost(size: size) + (bitmaps.max() ?? 0)
            if let refusal = DecodeLimits.default.peakRefusal(path: path, bytes: bytes) { throw refusal }
            let picture = try source.read()
            report(afterDecode, false)
            for (i, (stamp, art)) in stamps.enumerated() {
                let (bitmap, transform) = rendered(stamp, art, k: k)
                picture.draw(bitmap, transform: transform, filter: .bilinear, edges: .exact)
                report(stampsDone(i + 1, of: stamps.count), true)
            }
            return .success(.whole(picture))
        } catch {
            return .failure(.init(message: "could not save the edit: \(error)"))
        }
    }

    /// Where the bar stands once `done` of `count` stamps are rendered.
    private static func stampsDone(_ done: Int, of count: Int) -> Double {
        afterDecode + (afterStamps - afterDecode) * Double(done) / Double(count)
    }

    /// Rows a band of a save over the picture's rows: 128.
    static let bandHeight = 128

    /// `stamp`'s art rendered at the picture's scale (`k` picture pixels a canvas unit), and
    /// where it goes on the picture.
    private static func rendered(_ stamp: Stamp, _ art: StampArt, k: Double) -> (Surface, Affine) {
        let scale = stamp.scale * k
        let transform = Affine.scale(1 / scale, 1 / scale).then(stamp.transform).then(.scale(k, k))
        return (art.render(scale: scale), transform)
    }

    /// Every stamp rendered, the bar moving with them.
    private static func rendered(_ stamps: [(Stamp, StampArt)], k: Double, report: (Double, Bool) -> Void)
        -> [(Surface, Affine)]
    {
        stamps.enumerated().map { i, placed in
            defer { report(stampsDone(i + 1, of: stamps.count), true) }
            return rendered(placed.0, placed.1, k: k)
        }
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
