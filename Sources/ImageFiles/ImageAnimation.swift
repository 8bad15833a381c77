import Geometry
import Raster

/// An animated image's frames, a GIF's or an animated WebP's, decoded one at a time on demand:
/// the next one cheaply (from the one before), an earlier one by starting over. Only the
/// composing canvas is held between frames, never the frames themselves. One thread at a time.
public final class ImageAnimation: @unchecked Sendable {
    public let path: String
    /// The canvas's size: every frame's.
    public let size: PixelSize
    public let timeline: AnimationTimeline
    /// Bytes held between frames (the canvas; for a WebP, the file and libwebp's canvases).
    public let heldBytes: Int
    private let limits: DecodeLimits
    private let frames: Frames

    private enum Frames {
        case gif(GIFDecoder)
        case webp(WebPAnimation)
    }

    private init(
        path: String, size: PixelSize, timeline: AnimationTimeline, heldBytes: Int, limits: DecodeLimits, frames: Frames
    ) {
        (self.path, self.size, self.timeline, self.heldBytes) = (path, size, timeline, heldBytes)
        (self.limits, self.frames) = (limits, frames)
    }

    /// The animation in the file at `path`; nil when it is a still image (one frame, or a
    /// format that does not animate). Refuses, as `ImageFile.read` does, a canvas over the
    /// limits and a frame's decode past `maxPeakBytes`.
    public static func open(path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> ImageAnimation? {
        let file = try InputFile(path: path)
        let animation: ImageAnimation
        switch try ImageFormat(of: file) {
        case .gif:
            let decoder = try GIFDecoder(file: file, limits: limits)
            let timeline = try decoder.timeline.get()
            guard timeline.frameCount > 1 else { return nil }
            if let refusal = limits.peakRefusal(path: path, bytes: decoder.frameCost) { throw refusal }
            let canvas = Surface.stride(forWidth: decoder.size.width) * decoder.size.height
            animation = ImageAnimation(
                path: path, size: decoder.size, timeline: timeline, heldBytes: 2 * canvas, limits: limits,
                frames: .gif(decoder))
        case .webp:
            guard try WebPDecoder(file: file, limits: limits).isAnimated else { return nil }
            let decoder = try WebPAnimation(file: file, limits: limits)
            guard decoder.timeline.frameCount > 1 else { return nil }
            if let refusal = limits.peakRefusal(path: path, bytes: decoder.decodeCost()) { throw refusal }
            animation = ImageAnimation(
                path: path, size: decoder.size, timeline: decoder.timeline, heldBytes: decoder.heldBytes,
                limits: limits, frames: .webp(decoder))
        default: return nil
        }
        return animation
    }

    /// Whether the file at `path` is of a format that animates (GIF, WebP), from its first
    /// bytes: only those are worth `open`ing.
    public static func mayAnimate(path: String) -> Bool {
        guard let file = try? InputFile(path: path), let format = try? ImageFormat(of: file) else { return false }
        return format == .gif || format == .webp
    }

    public var frameCount: Int { timeline.frameCount }

    /// Frame `index` (0-based), composed, premultiplied BGRA; fitted into `fitting` when that
    /// makes it smaller (area-filtered).
    public func frame(_ index: Int, fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        let whole: Surface
        switch frames {
        case .gif(let decoder): whole = try decoder.frame(index)
        case .webp(let decoder): whole = try decoder.frame(index)
        }
        return try whole.fitted(
            to: size.decodedSize(fitting: fitting),
            refusal: limits.refusal(path: path, width: size.width, height: size.height))
    }
}
