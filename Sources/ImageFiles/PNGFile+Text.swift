import Raster

extension PNGFile {
    /// The text entries (tEXt, zTXt, iTXt) that come before the image data, in file order,
    /// without decoding pixels: a walk of the chunk headers, bounded as `PNGTextReader` says,
    /// that never inflates the image. Throws as `read` does for a missing, empty or non-PNG
    /// file; damaged text chunks are left out, and a damaged chunk structure ends the list.
    public static func text(ofFileAt path: String) throws(ImageFileError) -> [PNGText] {
        try PNGTextReader.entries(of: InputFile(path: path))
    }

    /// Reads the text entries as `text(ofFileAt:)` does, hands them to `accept`, and decodes the
    /// pixels (as `read` does, within `limits`) only if it says yes; nil if it says no. Text
    /// and pixels come from the one open file, so they belong together even when another
    /// program replaces the file by rename meanwhile.
    public static func read(
        path: String, limits: DecodeLimits = .default, ifTextAccepted accept: ([PNGText]) -> Bool
    ) throws(ImageFileError) -> (surface: Surface, text: [PNGText])? {
        let file = try InputFile(path: path)
        let text = try PNGTextReader.entries(of: file)
        guard accept(text) else { return nil }
        return (try PNGDecoder(file: file, limits: limits).decode(), text)
    }
}
