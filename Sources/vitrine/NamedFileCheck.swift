import ImageFiles
import ImageLibrary

/// The rule for a headless run's exit status: 1 if any file named on the command line cannot
/// be shown, also one the script never brought into view. The viewer decodes a file only when
/// it comes into view and the catalog read only the named files' headers, so what the run did
/// not report is decoded here. Files found in a named folder are not checked: the user did not
/// name them, and a folder of 1000 photos should not cost 1000 decodes.
enum NamedFileCheck {
    /// "cannot open 'NAME': reason", once each, for the named files in `catalog` that cannot be
    /// decoded and that no line in `reported` (the run's error messages) names yet, skipping
    /// those the run decoded (`decoded`). Messages name a file as `'NAME'`, escaped by
    /// `printableFileName`, which is what is looked for.
    static func problems(in catalog: ImageCatalog, reported: [String], decoded: Set<String>) -> [String] {
        var checked = decoded
        var problems: [String] = []
        for entry in catalog.entries where entry.isNamed && checked.insert(entry.path).inserted {
            let quoted = "'\(printableFileName(entry.path))'"
            guard !reported.contains(where: { $0.contains(quoted) }) else { continue }
            do {
                // The default limits, as the viewer's loader and the blur scene decode with.
                _ = try ImageFile.read(path: entry.path, limits: .default)
            } catch {
                problems.append(error.description)
            }
        }
        return problems
    }
}
