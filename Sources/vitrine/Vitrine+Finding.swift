import Foundation
import ImageFiles
import ImageLibrary
import ProcessOutput

/// Finding the images the command line names, on a thread of their own, so a window opens on
/// the first of them however long a walk or a pipe takes.
extension Vitrine {
    /// How long a window waits for the finding to end before it opens with what was found: a
    /// folder of a few thousand is walked in this time, and opens as it always has.
    static let windowWait = 0.3

    /// The bounds on `-i`: a name at most PATH_MAX (4096 bytes), at most a million names
    /// and 256 MiB in all.
    static let nameLines = BoundedLines(maxLineBytes: 4096, maxBytes: 256 << 20, maxLines: 1_000_000)

    /// The images `files` name, with standard input's names where "-" stands (after the files,
    /// with `-i`), found by a `CatalogFeed`. A file named alone comes with its folder's images
    /// at once (one folder to list). Waits until everything is found, or at most `wait`
    /// seconds: then the window opens with none yet, and the images join as they come (the
    /// feed returned). What ends before the wait ends as a command line always has: status 2
    /// for a refused name; when nothing can be shown, status 1, or with `opensWindow` an
    /// empty list whose problems the window lists (started from a menu, no one sees stderr).
    func findImages(_ files: [String], fromInput: Bool, waiting wait: Double, opensWindow: Bool)
        -> (ImageCatalog, CatalogFeed?)
    {
        let walk = ImageCatalog.Walk(recursive: r, followLinks: followLinks)
        func nothingToShow(_ problems: [String]) -> ImageCatalog {
            guard opensWindow else {
                fail(problems.isEmpty ? "no images to show" : problems.joined(separator: "\n"), status: 1)
            }
            var empty = ImageCatalog(entries: [])
            empty.problems = problems
            return empty
        }
        if !fromInput, files.count == 1, !ImageCatalog.isFolder(files[0]) {
            do {
                return (try ImageCatalog(arguments: files, walk: walk), nil)
            } catch {
                return (nothingToShow([error.description]), nil)
            }
        }
        // The names on standard input stand at the first "-", else after the files.
        let arguments = files.contains("-") || !fromInput ? files : files + ["-"]
        let feed = CatalogFeed(walk: walk) { finder in
            var readInput = false
            for argument in arguments {
                if argument == "-" {
                    guard !readInput else { continue }
                    readInput = true
                    let found = Vitrine.addStandardInputNames(to: &finder)
                    if found == 0, arguments.count == 1 { finder.tell("no file names on standard input") }
                } else {
                    guard finder.add(argument) else { return }
                }
            }
        }
        guard feed.waitUntilFinished(within: wait) else { return (ImageCatalog(entries: []), feed) }
        let found = feed.take()
        if let refusal = found.refusal { fail(refusal, status: 2) }
        if found.entries.isEmpty {
            var empty = nothingToShow(found.problems)
            empty.warnings = found.warnings
            return (empty, nil)
        }
        var catalog = ImageCatalog(entries: found.entries)
        catalog.problems = found.problems
        catalog.unreadable = found.unreadable
        catalog.warnings = found.warnings
        return (catalog, nil)
    }

    /// Adds the file names on standard input, one a line, empty lines skipped, and returns how
    /// many. A name too long or with a NUL byte (a binary stream) is refused with its line; past
    /// a million names or 256 MiB the reading stops with a warning, and the names read so far
    /// are shown.
    private static func addStandardInputNames(to finder: inout CatalogFeed.Finder) -> Int {
        var names = 0, going = true
        let overflow = nameLines.readLines(STDIN_FILENO) { _, bytes in
            guard going, !bytes.isEmpty else { return }
            names += 1
            going = finder.add(FileSystemPath.string(fromBytes: bytes))
        }
        switch overflow {
        case nil: break
        case .tooManyBytes?, .tooManyLines?:
            let words = nameLines.describe(overflow!, what: "standard input", lineWord: "a file name")
            finder.warn("\(words); showing the first \(names) names")
        case let overflow?:
            finder.refuse(nameLines.describe(overflow, what: "standard input", lineWord: "a file name"))
        }
        return names
    }

    /// The notice's headline should `files` (with standard input's names when `fromInput`)
    /// give nothing to show: the folder named alone, home written as ~, as eog names it.
    static func emptyListHeadline(files: [String], fromInput: Bool) -> String {
        guard !fromInput, files.count == 1, ImageCatalog.isFolder(files[0]) else { return "No images to show" }
        return "No images in \(printableFileName(UserPath.abbreviated(files[0])))"
    }
}
