import Dispatch
import Raster

/// `PNGDecoder.decode(fitting:)`'s two halves on two threads: the caller's thread reads rows into
/// one band while a helper finishes the band before it into the area filter. Through libpng, the
/// caller inflates and unfilters and the helper premultiplies and scales; reading directly
/// (`PNGDirectRows`), the caller only inflates and the helper unfilters too. zlib takes about
/// two thirds of a large PNG's decode and cannot be split; the rest now runs beside it.
/// The bands pass between the threads through two semaphores: a band is the reader's until
/// `filled` hands it over and the helper's until `emptied` hands it back.
final class PNGScalePipeline<Band>: @unchecked Sendable {
    private let bands: [Band]
    private var counts: [Int]
    private let scaler: AreaScaler
    // Both made at 0: libdispatch traps when a semaphore is freed below the value it was made
    // with, as `emptied` is after a read fails with both bands out.
    private let filled = DispatchSemaphore(value: 0), emptied = DispatchSemaphore(value: 0)
    private let finished = DispatchGroup()
    /// Set by the reader before its last hand-over when it stops early (a damaged file).
    private var stopped = false

    /// Two bands, `scaler` fed by the helper.
    init(bands first: Band, _ second: Band, scaler: AreaScaler) {
        bands = [first, second]
        counts = [0, 0]
        for _ in bands { emptied.signal() }
        self.scaler = scaler
    }

    /// Runs `read(band, first, count)` for each band of `height` rows on this thread and
    /// `finish(band, count, scaler)` for it on a helper, in order; returns the scaled image, or
    /// rethrows the first read's error once the helper has stopped.
    func run(
        height: Int, bandRows: Int, read: (Band, _ first: Int, _ count: Int) throws(ImageFileError) -> Void,
        finish: @escaping @Sendable (Band, _ count: Int, AreaScaler) -> Void
    ) throws(ImageFileError) -> Surface {
        let bandCount = (height + bandRows - 1) / bandRows
        DispatchQueue.global(qos: .userInitiated).async(group: finished) {
            self.finishBands(bandCount: bandCount, finish)
        }
        for k in 0..<bandCount {
            emptied.wait()
            let first = k * bandRows, count = min(bandRows, height - first)
            do {
                try read(bands[k % bands.count], first, count)
            } catch {
                stopped = true
                filled.signal()
                finished.wait()
                throw error
            }
            counts[k % bands.count] = count
            filled.signal()
        }
        // The last band scaled before the output is read.
        finished.wait()
        return scaler.output
    }

    private func finishBands(bandCount: Int, _ finish: (Band, Int, AreaScaler) -> Void) {
        for k in 0..<bandCount {
            filled.wait()
            if stopped { return }
            finish(bands[k % bands.count], counts[k % bands.count], scaler)
            emptied.signal()
        }
    }
}
