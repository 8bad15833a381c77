import Geometry
import Raster

/// What ImageFile asks of the decoder of every format but JPEG, whose header chooses a scale and
/// a turn and which ImageFile asks apart. Made from the open file (its header read), before any
/// pixel is decoded.
protocol ImageDecoder {
    /// The image's size as shown.
    var size: PixelSize { get }
    /// The size `decode(fitting:)` returns for `fitting`.
    func decodedSize(fitting: PixelSize?) -> PixelSize
    /// The most bytes `decode(fitting:)` holds at once.
    func decodeCost(fitting: PixelSize?) -> Int
    /// Decodes into a new premultiplied BGRA surface of `decodedSize(fitting:)`.
    func decode(fitting: PixelSize?) throws(ImageFileError) -> Surface
    /// The profile the decoded pixels are in, when the file says one (ColorManagement converts
    /// from it): embedded ICC bytes, or one made from primaries and a curve. Asked after
    /// `decode` (a JPEG XL learns it while decoding).
    var iccProfile: [UInt8]? { get }
}

extension ImageDecoder {
    var iccProfile: [UInt8]? { nil }

    func decodedSize(fitting: PixelSize?) -> PixelSize { size.decodedSize(fitting: fitting) }
}

extension ImageFormat {
    /// This format's decoder of `file` (of its page `page`, a TIFF's directory; other formats
    /// have only page 0); nil for JPEG.
    func decoder(of file: InputFile, page: Int = 0, limits: DecodeLimits) throws(ImageFileError)
        -> (any ImageDecoder)?
    {
        switch self {
        case .png: try PNGDecoder(file: file, limits: limits)
        case .webp: try WebPDecoder(file: file, limits: limits)
        case .tiff: try TIFFDecoder(file: file, page: page, limits: limits)
        case .bmp: try BMPDecoder(file: file, limits: limits)
        case .heif: try HEIFDecoder(file: file, limits: limits)
        case .jxl: try JXLDecoder(file: file, limits: limits)
        case .gif: try GIFDecoder(file: file, limits: limits)
        case .jpeg: nil
        }
    }
}

extension PNGDecoder: ImageDecoder {}
extension WebPDecoder: ImageDecoder {}
extension TIFFDecoder: ImageDecoder {}
extension BMPDecoder: ImageDecoder {}
extension HEIFDecoder: ImageDecoder {}
extension JXLDecoder: ImageDecoder {}
extension GIFDecoder: ImageDecoder {}
