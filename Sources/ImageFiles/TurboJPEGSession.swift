internal import CTurboJPEG
import Geometry

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A TurboJPEG decompressor for one read of one file, destroyed with it. Its calls return -1 on
/// failure and keep the message in the handle (`tjGetErrorStr2`), so each read needs its own.
final class TurboJPEGSession {
    let handle: UnsafeMutableRawPointer
    private let path: String

    /// What libjpeg-turbo reads from the frame header: the size as stored and the colour space
    /// (a TJCS value).
    struct Header {
        var width: Int
        var height: Int
        var colorspace: Int32
        var size: PixelSize { PixelSize(width, height) }
    }

    init(file: InputFile) throws(ImageFileError) {
        guard let handle = tjInitDecompress() else {
            throw ImageFileError(path: file.path, reason: .readFailed(systemMessage(ENOMEM)))
        }
        (self.handle, self.path) = (handle, file.path)
    }

    deinit { tjDestroy(handle) }

    /// The header of the JPEG in `data`, refused over `limits`.
    func header(of data: [UInt8], limits: DecodeLimits) throws(ImageFileError) -> Header {
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let status = data.withUnsafeBufferPointer { bytes in
            tjDecompressHeader3(
                handle, bytes.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else { throw failure(data: data) }
        guard limits.allow(width: Int(width), height: Int(height)) else {
            throw limits.refusal(path: path, width: Int(width), height: Int(height))
        }
        return Header(width: Int(width), height: Int(height), colorspace: colorspace)
    }

    /// The error for the call that just failed. libjpeg-turbo's words do not say whether the
    /// data ran out ("Premature end of JPEG file", but also "Bogus marker length" and others),
    /// so a file that does not end with the EOI marker (FF D9) is called truncated.
    func failure(data: [UInt8]) -> ImageFileError {
        let message = String(cString: tjGetErrorStr2(handle))
        if !data.suffix(2).elementsEqual([0xFF, 0xD9]) {
            return ImageFileError(path: path, reason: .truncated, detail: "libjpeg-turbo: \(message)")
        }
        return ImageFileError(path: path, reason: .corrupt(message, library: "libjpeg-turbo"))
    }
}
