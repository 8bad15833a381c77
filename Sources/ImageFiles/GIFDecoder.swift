internal import CGIF
import Geometry
import Raster

/// A GIF read through giflib, its frames composed in order on a canvas of the logical screen's
/// size as browsers compose them: each frame's pixels over what its predecessor's disposal left
/// (kept, cleared to transparent, or put back as it was before it), its transparent index
/// skipped. The still path (`decode`) shows the first frame; `frame(_:)` any, in order cheaply
/// (from the frame before), or else from the start again.
///
/// Creating one reads the screen descriptor alone. `timeline` walks the whole file once,
/// skipping the coded pixels, for the frames' delays and the loop count.
final class GIFDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    /// The canvas: the logical screen, or the first frame's size where the screen says 0 x 0.
    private(set) var size = PixelSize(0, 0)
    private var reader: GIFReader
    /// The composed canvas after frame `composed - 1` (none yet when 0), and the area the next
    /// frame's predecessor asked to put back, saved before it was drawn.
    private var canvas: Surface?
    private var composed = 0
    private var pendingDisposal = Disposal.keep
    private var pendingRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var saved: Surface?
    /// True while `reader` is the one `init` made and nothing has been read through it.
    private var readerIsUnread = true

    /// Most frames a GIF may have: giflib keeps a record (and a copy of any local colour table)
    /// for every frame it has read, ~1 KiB each.
    static let maxFrames = 20_000

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        reader = try GIFReader(file: file)
        var screen = PixelSize(reader.screenWidth, reader.screenHeight)
        if screen.width == 0 || screen.height == 0 {
            screen = try reader.firstFrameSize() ?? screen
            reader = try GIFReader(file: file)
        }
        size = screen
        guard size.width > 0, size.height > 0 else {
            throw ImageFileError(path: file.path, reason: .corrupt("no pixels", library: "giflib"))
        }
        guard limits.allow(width: size.width, height: size.height) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
    }

    /// The frames' delays and the loop count, from one walk over the file that skips the pixels.
    lazy var timeline: Result<AnimationTimeline, ImageFileError> = {
        do throws(ImageFileError) {
            return .success(try GIFReader(file: file).timeline(maxFrames: GIFDecoder.maxFrames))
        } catch {
            return .failure(error)
        }
    }()

    /// The first frame, brought down to `decodedSize(fitting:)`.
    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        // The canvas itself, not a copy: composing starts over after it.
        let first = try compose(upTo: 0)
        canvas = nil
        let target = decodedSize(fitting: fitting)
        return try first.fitted(
            to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height))
    }

    /// As `decode`, but a first frame cut short after its first rows gives those rows (the rest
    /// as the canvas was, transparent), and why it is not whole.
    func decodeWhatDecodes(fitting: PixelSize?) throws(ImageFileError) -> (surface: Surface, cutShort: ImageFileError?)
    {
        do {
            return (try decode(fitting: fitting), nil)
        } catch {
            guard error.reason == .truncated, composed == 0, reader.rowsDecoded > 0, let partial = canvas else {
                throw error
            }
            canvas = nil
            let target = decodedSize(fitting: fitting)
            return (
                try partial.fitted(
                    to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height)), error
            )
        }
    }

    /// Frame `index` composed: a new surface of the canvas's size.
    func frame(_ index: Int) throws(ImageFileError) -> Surface { try compose(upTo: index).copy() }

    /// The canvas with every frame up to `index` composed on it.
    private func compose(upTo index: Int) throws(ImageFileError) -> Surface {
        if index < composed || canvas == nil {
            // From the start again, unless the reader made with the decoder is still unread:
            // then a still GIF is opened once.
            if !readerIsUnread { reader = try GIFReader(file: file) }
            readerIsUnread = false
            guard let blank = Surface(size: size) else {
                throw limits.refusal(path: file.path, width: size.width, height: size.height)
            }
            (canvas, composed, pendingDisposal, saved) = (blank, 0, .keep, nil)
        }
        guard let canvas else { preconditionFailure("the canvas was made above") }
        while composed <= index {
            guard let next = try reader.nextFrame() else {
                throw ImageFileError(path: file.path, reason: .corrupt("no frame \(index + 1)", library: "giflib"))
            }
            dispose(on: canvas)
            if next.disposal == .restore { saved = GIFDecoder.copy(next.rect, of: canvas) }
            (pendingDisposal, pendingRect) = (next.disposal, next.rect)
            try reader.drawFrame(next, onto: canvas)
            composed += 1
        }
        return canvas
    }

    /// A new surface holding `rect` of `canvas` (clipped to it).
    private static func copy(_ rect: PixelRect, of canvas: Surface) -> Surface? {
        let area = rect.intersection(canvas.bounds)
        guard let out = Surface(width: max(1, area.width), height: max(1, area.height)) else { return nil }
        out.copy(from: canvas, sourceRect: area, toX: 0, y: 0)
        return out
    }

    /// What the last frame drawn asked to leave for the next.
    private func dispose(on canvas: Surface) {
        let rect = pendingRect.intersection(canvas.bounds)
        switch pendingDisposal {
        case .keep: break
        case .clear: canvas.fill(rect, with: .clear)
        case .restore:
            if let saved, !rect.isEmpty { canvas.copy(from: saved, sourceRect: saved.bounds, toX: rect.x, y: rect.y) }
        }
        pendingDisposal = .keep
    }

    /// The most bytes the still read (the first frame) holds at once: the canvas, the area a
    /// frame may save to put back, giflib's records of the frames read, a row of indices and
    /// the fitted surface.
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let target = decodedSize(fitting: fitting)
        let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
        return 2 * canvasBytes + fitted + GIFDecoder.maxFrames * 1024 + size.width + (256 << 10)
    }

    /// The most bytes reading a later frame holds at once: that and the copy handed out.
    var frameCost: Int { decodeCost() + canvasBytes }

    private var canvasBytes: Int { Surface.stride(forWidth: size.width) * size.height }
}

/// What a GIF frame leaves for the next (its Graphics Control Extension's disposal method).
enum Disposal {
    /// Left in place (also "unspecified").
    case keep
    /// Cleared to transparent: the browsers' reading of "restore to background".
    case clear
    /// Put back as it was before the frame.
    case restore
}
