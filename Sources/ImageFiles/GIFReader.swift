internal import CGIF
import Geometry
import Raster

/// giflib's decoder over an open file (by way of a FileCursor), a record at a time: the screen
/// descriptor when opened, then each frame's header with what its extensions said, then its
/// pixels drawn or skipped.
final class GIFReader {
    private let file: InputFile
    private let cursor: FileCursor
    private let gif: UnsafeMutablePointer<GifFileType>
    /// Frames whose header has been read.
    private(set) var framesRead = 0
    /// Rows of pixels decoded so far, over all frames.
    private(set) var rowsDecoded = 0
    /// The NETSCAPE2.0 loop extension's count, once read: 0 is forever.
    private(set) var loopCount: Int?

    init(file: InputFile) throws(ImageFileError) {
        self.file = file
        cursor = FileCursor(file)
        var code: Int32 = 0
        let opened = DGifOpen(
            Unmanaged.passUnretained(cursor).toOpaque(),
            { gif, buffer, count in
                Int32(FileCursor.of(gif?.pointee.UserData).read(into: buffer, count: Int(count)))
            }, &code)
        guard let opened else { throw GIFReader.failure(code, path: file.path, atEnd: true) }
        gif = opened
    }

    deinit {
        var code: Int32 = 0
        DGifCloseFile(gif, &code)
    }

    var screenWidth: Int { Int(gif.pointee.SWidth) }
    var screenHeight: Int { Int(gif.pointee.SHeight) }

    /// One frame's header: where it goes, its colours, and what its Graphics Control
    /// Extension said.
    struct Frame {
        var rect: PixelRect
        var interlaced: Bool
        /// Premultiplied BGRA by index; the transparent index and those past the table are 0.
        var colours: [UInt32]
        var transparent: Int
        var disposal: Disposal
        /// Centiseconds, as stored.
        var delay: Int
    }

    /// The next frame's header, or nil at the trailer. Its pixels must be drawn or skipped
    /// before the next call.
    func nextFrame() throws(ImageFileError) -> Frame? {
        var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
        while true {
            var type = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &type) == GIF_OK else { throw failure() }
            switch type {
            case EXTENSION_RECORD_TYPE: try readExtension(into: &control)
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { throw failure() }
                framesRead += 1
                guard framesRead <= GIFDecoder.maxFrames else {
                    throw ImageFileError(
                        path: file.path, reason: .tooSlow("more than \(GIFDecoder.maxFrames) frames"))
                }
                return try frame(control)
            case TERMINATE_RECORD_TYPE: return nil
            default: throw ImageFileError(path: file.path, reason: .corrupt("unknown record", library: "giflib"))
            }
        }
    }

    private func frame(_ control: GraphicsControlBlock) throws(ImageFileError) -> Frame {
        let image = gif.pointee.Image
        let rect = PixelRect(x: Int(image.Left), y: Int(image.Top), width: Int(image.Width), height: Int(image.Height))
        guard rect.width > 0, rect.height > 0, DecodeLimits.default.allow(width: rect.width, height: rect.height) else {
            throw ImageFileError(
                path: file.path, reason: .corrupt("a frame of \(rect.width) x \(rect.height)", library: "giflib"))
        }
        guard let map = image.ColorMap ?? gif.pointee.SColorMap else {
            throw ImageFileError(path: file.path, reason: .corrupt("no colour table", library: "giflib"))
        }
        var colours = [UInt32](repeating: 0, count: 256)
        for i in 0..<min(256, Int(map.pointee.ColorCount)) {
            let c = map.pointee.Colors[i]
            colours[i] = 0xFF00_0000 | UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
        }
        let transparent = Int(control.TransparentColor)
        if (0..<256).contains(transparent) { colours[transparent] = 0 }
        let disposal: Disposal =
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND: .clear
            case DISPOSE_PREVIOUS: .restore
            default: .keep
            }
        return Frame(
            rect: rect, interlaced: image.Interlace, colours: colours, transparent: transparent, disposal: disposal,
            delay: Int(control.DelayTime))
    }

    /// Reads an extension's blocks: a Graphics Control Extension into `control`, the
    /// NETSCAPE2.0 (or ANIMEXTS1.0) loop count into `loopCount`; the rest skipped.
    private func readExtension(into control: inout GraphicsControlBlock) throws(ImageFileError) {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure() }
        if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
            _ = DGifExtensionToGCB(Int(block[0]), block + 1, &control)
        }
        var looping = false
        if code == APPLICATION_EXT_FUNC_CODE, let block, block[0] == 11 {
            let name = String(decoding: UnsafeBufferPointer(start: block + 1, count: 11), as: UTF8.self)
            looping = name == "NETSCAPE2.0" || name == "ANIMEXTS1.0"
        }
        while block != nil {
            guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure() }
            if looping, let sub = block, sub[0] >= 3, sub[1] == 1 {
                loopCount = Int(sub[2]) | Int(sub[3]) << 8
                looping = false
            }
        }
    }

    /// Decodes the frame's pixels onto `canvas` where they fall inside it, skipping its
    /// transparent index.
    func drawFrame(_ frame: Frame, onto canvas: Surface) throws(ImageFileError) {
        var line = [GifPixelType](repeating: 0, count: frame.rect.width)
        let columns = max(0, min(frame.rect.maxX, canvas.width) - max(frame.rect.x, 0))
        let first = max(frame.rect.x, 0)
        for y in GIFReader.rowOrder(height: frame.rect.height, interlaced: frame.interlaced) {
            let read = line.withUnsafeMutableBufferPointer { DGifGetLine(gif, $0.baseAddress, Int32($0.count)) }
            guard read == GIF_OK else { throw failure() }
            rowsDecoded += 1
            let cy = frame.rect.y + y
            guard cy >= 0, cy < canvas.height, columns > 0 else { continue }
            let row = canvas.row(cy)
            for x in first..<(first + columns) {
                let index = Int(line[x - frame.rect.x])
                if index != frame.transparent { row[x] = frame.colours[index] }
            }
        }
    }

    /// Skips the frame's coded pixels without decoding them.
    func skipFrame() throws(ImageFileError) {
        var codeSize: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetCode(gif, &codeSize, &block) == GIF_OK else { throw failure() }
        while block != nil {
            guard DGifGetCodeNext(gif, &block) == GIF_OK else { throw failure() }
        }
    }

    /// The first frame's size, for a screen descriptor that says 0 x 0.
    func firstFrameSize() throws(ImageFileError) -> PixelSize? {
        try nextFrame().map { PixelSize($0.rect.width, $0.rect.height) }
    }

    /// Every frame's delay and the loop count, the pixels skipped.
    func timeline(maxFrames: Int) throws(ImageFileError) -> AnimationTimeline {
        var delays: [Double] = []
        while let frame = try nextFrame() {
            try skipFrame()
            delays.append(AnimationTimeline.delay(milliseconds: 10 * frame.delay))
        }
        guard !delays.isEmpty else {
            throw ImageFileError(path: file.path, reason: .corrupt("no frame", library: "giflib"))
        }
        // No loop extension: once. A count of n: n more times after the first, as browsers do.
        let plays: Int? =
            switch loopCount {
            case nil: 1
            case 0: nil
            case let count?: count + 1
            }
        return AnimationTimeline(delays: delays, plays: plays)
    }

    /// Rows in the order they are stored: top to bottom, or the four interlace passes.
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
        }
    }

    private func failure() -> ImageFileError {
        GIFReader.failure(gif.pointee.Error, path: file.path, atEnd: cursor.position >= cursor.byteCount)
    }

    /// giflib's error code as the reason: a read past the end of the file is a truncation.
    static func failure(_ code: Int32, path: String, atEnd: Bool) -> ImageFileError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        if code == D_GIF_ERR_EOF_TOO_SOON || (code == D_GIF_ERR_READ_FAILED && atEnd) {
            return ImageFileError(path: path, reason: .truncated, detail: "giflib: \(message)")
        }
        return ImageFileError(path: path, reason: .corrupt(message, library: "giflib"))
    }
}
