import AppInterface
import Geometry
import ImageFiles
import ImageLibrary

/// The rule for a headless run's exit status: 1 if any file named on the command line cannot
/// be shown, also one the script never brought into view, or if the run reported an error
/// about anything else the user asked for (a save that failed). An error about a file the
/// user did not name (found in a named folder, or beside a file named alone) is printed and
/// does not fail the run, in every scene alike: the focus strip brings neighbours into view
/// where blur shows one photo, and the status must not depend on that.
///
/// The viewer decodes a file only when it comes into view and the catalog read only the
/// named files' headers, so the named files the run neither decoded nor reported are decoded
/// here. Files found in a named folder are not checked: a folder of 1000 photos should not
/// cost 1000 decodes. Linear in the files: 100,000 missing names once took minutes, each
/// looked for in every message.
enum NamedFileCheck {
    /// The size a named file is decoded to for the check: every byte of its data is still
    /// decoded (JPEG and WebP scale after their entropy decoding).
    static let checkSize = PixelSize(256, 256)

    /// Whether the run's `errors` fail it: any error not about a file, or about a named one.
    static func failsTheRun(_ errors: [AppMessage], catalog: ImageCatalog?) -> Bool {
        let named = Set(catalog?.entries.lazy.filter(\.isNamed).map(\.path) ?? [])
        return errors.contains { $0.file.map(named.contains) ?? true }
    }

    /// "cannot open 'NAME': reason", once each, for the named files in `catalog` that cannot be
    /// decoded, skipping those the run decoded (`decoded`) or already reported (`errors`, and
    /// the catalog's own `unreadable`, whose lines the app told at its start).
    static func problems(in catalog: ImageCatalog, errors: [AppMessage], decoded: Set<String>) -> [String] {
        var checked = decoded.union(catalog.unreadable).union(errors.compactMap(\.file))
        var problems: [String] = []
        for entry in catalog.entries where entry.isNamed && checked.insert(entry.path).inserted {
            do {
                // The default limits, as the viewer's loader and the blur scene decode with, and
                // small: a file is shown when it decodes to the size of a view (a lossless WebP
                // at the size limit decodes there, not whole).
                _ = try ImageFile.read(path: entry.path, limits: .default, fitting: NamedFileCheck.checkSize)
            } catch {
                problems.append(error.description)
            }
        }
        return problems
    }
}
