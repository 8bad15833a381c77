internal import CWebP
import Geometry
import Raster

/// An animated WebP's frames through libwebpdemux's animation decoder, which composes each on
/// the canvas (blending and disposal as the format says) and hands back the whole canvas; read
/// in order cheaply, or else from the start again.
///
/// The file is held in memory whole (at most `DecodeLimits.maxFileBytes`), as libwebp needs it.
final class WebPAnimation {
    let file: InputFile
    private let limits: DecodeLimits
    /// The file's bytes: the decoder points into them.
    private let data: UnsafeMutableRawBufferPointer
    private var webpData: WebPData
    private let decoder: OpaquePointer
    let size: PixelSize
    let timeline: AnimationTimeline
    /// Frames handed out since the start.
    private var decoded = 0

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        let bytes = try file.readAll(limit: limits.maxFileBytes)
        let data = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { data.copyMemory(from: $0) }
        self.data = data
        webpData = WebPData(bytes: data.baseAddress?.assumingMemoryBound(to: UInt8.self), size: bytes.count)
        var options = WebPAnimDecoderOptions()
        // Straight BGRA, premultiplied here as the still path does (libwebp's own truncates).
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            data.deallocate()
            throw ImageFileError(path: file.path, reason: .readFailed("libwebp: version mismatch"))
        }
        options.color_mode = MODE_BGRA
        guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
            data.deallocate()
            throw ImageFileError(path: file.path, reason: .corrupt("invalid animation", library: "libwebp"))
        }
        self.decoder = decoder
        var info = WebPAnimInfo()
        _ = WebPAnimDecoderGetInfo(decoder, &info)
        size = PixelSize(Int(info.canvas_width), Int(info.canvas_height))
        var delays: [Double] = []
        if let demux = WebPAnimDecoderGetDemuxer(decoder), info.frame_count > 0 {
            var iterator = WebPIterator()
            if WebPDemuxGetFrame(demux, 1, &iterator) != 0 {
                repeat {
                    delays.append(AnimationTimeline.delay(milliseconds: Int(iterator.duration)))
                } while WebPDemuxNextFrame(&iterator) != 0
                WebPDemuxReleaseIterator(&iterator)
            }
        }
        timeline = AnimationTimeline(delays: delays, plays: info.loop_count == 0 ? nil : Int(info.loop_count))
        guard !delays.isEmpty else {
            throw ImageFileError(path: file.path, reason: .corrupt("no frame", library: "libwebp"))
        }
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        data.deallocate()
    }

    /// Frame `index` composed: a new premultiplied surface of the canvas's size.
    func frame(_ index: Int) throws(ImageFileError) -> Surface {
        guard index < timeline.frameCount else {
            throw ImageFileError(path: file.path, reason: .corrupt("no frame \(index + 1)", library: "libwebp"))
        }
        if index < decoded {
            WebPAnimDecoderReset(decoder)
            decoded = 0
        }
        var canvas: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        while decoded <= index {
            guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0 else {
                WebPAnimDecoderReset(decoder)
                decoded = 0
                throw ImageFileError(
                    path: file.path, reason: .corrupt("frame \(decoded + 1) does not decode", library: "libwebp"))
            }
            decoded += 1
        }
        guard let canvas, let out = Surface(size: size) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        for y in 0..<size.height {
            (out.row(y)).update(
                from: UnsafeRawPointer(canvas + y * size.width * 4).assumingMemoryBound(to: UInt32.self),
                count: size.width)
        }
        out.premultiplyStraightAlpha()
        return out
    }

    /// The most bytes reading a frame holds at once: the file, libwebp's canvas and the one
    /// before it, a frame's own decode (a lossless frame as ARGB), and the copy handed out.
    func decodeCost() -> Int { WebPAnimation.decodeCost(of: size, fileBytes: file.byteCount) }

    static func decodeCost(of size: PixelSize, fileBytes: Int) -> Int {
        let canvas = size.width * size.height * 4
        return fileBytes + 3 * canvas + Surface.stride(forWidth: size.width) * size.height
            + WebPDecoder.workingBase + size.width * WebPDecoder.workingPerColumn
    }

    /// Bytes held between frames: the file and libwebp's two canvases.
    var heldBytes: Int { file.byteCount + 2 * size.width * size.height * 4 }
}
