extension ImageFile {
    /// Most pages one file shows: a fax or a scanned book may have hundreds; past this many,
    /// the rest are left out, and the caller says so.
    public static let maxPages = 10_000

    /// The pages of the file at `path` to show, by the number `read` and `size` take as
    /// `page`: a TIFF's directories that are not a reduced copy of another or a transparency
    /// mask, at most `maxPages` (`more` says whether there were more). [0] for every other
    /// format, and for a file that cannot be read (reading page 0 then says why).
    public static func pages(ofFileAt path: String) -> (pages: [Int], more: Bool) {
        TIFFDecoder.pages(ofFileAt: path, limit: maxPages) ?? ([0], false)
    }
}

extension TIFFDecoder {
    /// The pages of the TIFF at `path` (`pages(limit:)`); nil when it is no TIFF that opens,
    /// or has no page to show.
    static func pages(ofFileAt path: String, limit: Int) -> (pages: [Int], more: Bool)? {
        guard let file = try? InputFile(path: path), (try? ImageFormat(of: file)) == .tiff,
            let decoder = try? TIFFDecoder(file: file, limits: .default)
        else { return nil }
        let found = decoder.pages(limit: limit)
        return found.pages.isEmpty ? nil : found
    }
}
