internal import CPNGRead
import Raster

/// A PNG's rows read around libpng (CPNGRead's cpng_direct_*, for 8-bit RGB and RGBA images that
/// are not interlaced and are sRGB, most large PNGs): the reading thread inflates a band of
/// still-filtered rows, the pipeline's helper unfilters it into pixels, so libpng's unfiltering
/// no longer waits on zlib's inflating. The same pixels as libpng's (a test compares them).
final class PNGDirectRows: @unchecked Sendable {
    /// A band of rows as inflated: for each, its filter type byte and then its bytes.
    final class Band: @unchecked Sendable {
        let bytes: UnsafeMutablePointer<UInt8>

        init(count: Int) {
            bytes = .allocate(capacity: count)
            bytes.initialize(repeating: 0, count: count)
        }

        deinit { bytes.deallocate() }
    }

    let bands: (Band, Band)
    private let reader: OpaquePointer
    private let decoder: PNGDecoder
    private let width: Int, channels: Int
    /// The helper's: the row above the band it unfilters, and the band's rows as pixels.
    private let previous: Band
    private let pixels: Surface

    /// What cpng_direct_begin reads the file through.
    static let inputBytes = 256 << 10

    /// Nil when the image's rows must come through libpng; throws when reading them directly
    /// failed at its start (the file is then past where libpng could take over).
    init?(_ decoder: PNGDecoder, reader: OpaquePointer, bandRows: Int) throws(ImageFileError) {
        guard cpng_direct_possible(reader) != 0, let pixels = Surface(width: decoder.size.width, height: bandRows)
        else { return nil }
        guard cpng_direct_begin(reader) != 0 else {
            // An empty message: not possible after all (a stream that cannot seek), nothing read.
            if cpng_read_message(reader).pointee == 0 { return nil }
            throw decoder.failure()
        }
        (self.decoder, self.reader, self.pixels) = (decoder, reader, pixels)
        (width, channels) = (decoder.size.width, Int(cpng_direct_channels(reader)))
        let rowBytes = 1 + width * channels
        bands = (Band(count: bandRows * rowBytes), Band(count: bandRows * rowBytes))
        previous = Band(count: width * channels)
    }

    /// Inflates the next `count` rows into `band`; `last` when they end the image.
    func inflate(into band: Band, count: Int, last: Bool) throws(ImageFileError) {
        guard cpng_direct_inflate(reader, band.bytes, UInt32(count), last ? 1 : 0) != 0 else {
            throw decoder.failure()
        }
    }

    /// Unfilters `count` rows of `band` into pixels and hands them to `scaler`, premultiplied
    /// when the image has alpha. On the helper thread, band after band in order.
    func finish(_ band: Band, count: Int, premultiplies: Bool, into scaler: AreaScaler) {
        cpng_direct_unfilter(
            band.bytes, previous.bytes, UInt32(count), UInt32(width), Int32(channels),
            pixels.base.assumingMemoryBound(to: UInt8.self), pixels.stride)
        if premultiplies { pixels.premultiplyStraightAlpha(rows: count) }
        for row in 0..<count { scaler.add(row: pixels.row(row)) }
    }
}
