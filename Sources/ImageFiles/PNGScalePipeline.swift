import Dispatch
import Raster

/// `PNGDecoder.decode(fitting:)`'s two halves on two threads: the caller's thread inflates and
/// unfilters rows through libpng into one band while a helper premultiplies and area-filters
/// the band before it. zlib takes about two thirds of a large PNG's decode and cannot be
/// split; the rest (premultiplying and scaling, a tenth) now runs beside it rather than after.
/// The bands pass between the threads through two semaphores: a band is the decoder's until
/// `filled` hands it over and the scaler's until `emptied` hands it back.
final class PNGScalePipeline: @unchecked Sendable {
    private let bands: [Surface]
    private var counts: [Int]
    private let scaler: AreaScaler
    private let premultiplies: Bool
    // Both made at 0: libdispatch traps when a semaphore is freed below the value it was made
    // with, as `emptied` is after a read fails with both bands out.
    private let filled = DispatchSemaphore(value: 0), emptied = DispatchSemaphore(value: 0)
    private let finished = DispatchGroup()
    /// Set by the decoder before its last hand-over when it stops early (a damaged file).
    private var stopped = false

    /// Nil when the bands cannot be had.
    init?(width: Int, bandRows: Int, scaler: AreaScaler, premultiplies: Bool) {
        guard let first = Surface(width: width, height: bandRows), let second = Surface(width: width, height: bandRows)
        else { return nil }
        bands = [first, second]
        counts = [0, 0]
        for _ in bands { emptied.signal() }
        (self.scaler, self.premultiplies) = (scaler, premultiplies)
    }

    /// Runs `read(band, first, count)` for each band of `height` rows on this thread, the
    /// scaling on a helper; returns the scaled image, or rethrows the first read's error once
    /// the helper has stopped.
    func run(
        height: Int, bandRows: Int, read: (Surface, _ first: Int, _ count: Int) throws(ImageFileError) -> Void
    ) throws(ImageFileError) -> Surface {
        let bandCount = (height + bandRows - 1) / bandRows
        DispatchQueue.global(qos: .userInitiated).async(group: finished) { self.scale(bandCount: bandCount) }
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

    private func scale(bandCount: Int) {
        for k in 0..<bandCount {
            filled.wait()
            if stopped { return }
            let band = bands[k % bands.count], count = counts[k % bands.count]
            if premultiplies { band.premultiplyStraightAlpha(rows: count) }
            for row in 0..<count { scaler.add(row: band.row(row)) }
            emptied.signal()
        }
    }
}
