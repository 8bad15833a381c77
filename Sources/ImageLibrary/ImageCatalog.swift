import Foundation
import Geometry
import ImageFiles

/// The images a scene shows: the image files named on the command line, folders expanded to
/// the images inside them (sorted by name, as a file manager lists them), one file alone with
/// its folder's other images, or with none the default images shipped in Resources. Named files are checked up front (their header
/// only); files found in folders are not opened until they come into view, so a folder of
/// 1000 photos opens as fast as one of 3.
///
/// A named file that cannot be read stays in the catalog (the viewer shows it as a tile that
/// says why, as eog does) and its reason goes to `problems`, so the user hears of it at once
/// and a headless run can fail; the viewer goes on with the others. Entries remember whether
/// they were named, because a headless run must fail for any named file that cannot be shown,
/// even one it never brought into view, but not for an unseen file in a named folder.
public struct ImageCatalog: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let path: String
        /// Which page of the file, as `ImageFile.read` takes it: a multi-page TIFF's pages are
        /// an entry each; 0 for every other file.
        public let page: Int
        /// Named on the command line itself, not found in a named folder.
        public var isNamed: Bool
        /// How the user turned it to look at it (`<` `>` `|` `_`), while Vitrine runs.
        public var turn = PictureTurn.upright
        /// The file's name as the window shows it: its last component, printable, and which
        /// page of how many. Made once, as the status line asks for it every frame.
        package let displayName: String

        /// `pageOf`: the page's number from 1, and the file's page count.
        public init(path: String, isNamed: Bool = false, page: Int = 0, pageOf: (number: Int, count: Int)? = nil) {
            (self.path, self.page, self.isNamed) = (path, page, isNamed)
            let name = printableFileName((path as NSString).lastPathComponent)
            displayName = pageOf.map { "\(name), page \($0.number) of \($0.count)" } ?? name
        }

        /// The entries of the file at `path`: one, or one a page for a file of pages (a file
        /// named .tif or .tiff is opened to count them; no other is opened here). `warning`:
        /// that the pages stopped at `ImageFile.maxPages`.
        static func entries(ofFileAt path: String, isNamed: Bool) -> (entries: [Entry], warning: String?) {
            guard isTIFFName(path) else {
                return ([Entry(path: path, isNamed: isNamed)], nil)
            }
            let (pages, more) = ImageFile.pages(ofFileAt: path)
            guard pages.count > 1 else { return ([Entry(path: path, isNamed: isNamed, page: pages[0])], nil) }
            let entries = pages.enumerated().map {
                Entry(path: path, isNamed: isNamed, page: $1, pageOf: (number: $0 + 1, count: pages.count))
            }
            let warning =
                more ? "showing the first \(ImageFile.maxPages) pages of '\(printableFileName(path))'" : nil
            return (entries, warning)
        }

        /// Whether `path` ends in ".tif" or ".tiff", any case: asked of every name a walk finds
        /// (a million, in a large tree), so its last bytes are looked at, nothing made.
        private static func isTIFFName(_ path: String) -> Bool {
            var tail = path.utf8.reversed().prefix(5).makeIterator()
            func next() -> UInt8? { tail.next().map { $0 | 0x20 } } // ASCII letters to lowercase
            guard next() == UInt8(ascii: "f") else { return false }
            var letter = next()
            if letter == UInt8(ascii: "f") { letter = next() }
            return letter == UInt8(ascii: "i") && next() == UInt8(ascii: "t") && next() == UInt8(ascii: ".")
        }
    }

    public var entries: [Entry]
    /// Why named files or folders cannot be shown, one line each (without "vitrine: ").
    public var problems: [String] = []
    /// The named files whose header already said they cannot be shown (their lines are in
    /// `problems`).
    public var unreadable: Set<String> = []
    /// What the user should know that is no error (a file's pages stopped at the bound).
    public var warnings: [String] = []

    /// A problem with the named files, with a message fit for stderr.
    public struct Problem: Error, CustomStringConvertible {
        public var description: String

        package init(description: String) { self.description = description }
    }

    /// The entry to show first: 0, or the file named alone among its folder's images.
    public var startIndex = 0

    /// How `-r` walks folders. As `find` and `rsync` do, links to folders found inside are not
    /// followed unless asked (`followLinks`, `--follow-links`): a link to `..`, to an ancestor
    /// or to `/` inside a photo folder made the walk cover the file system or never end. A
    /// folder named on the command line is entered even through a link. Followed or not, each
    /// folder is walked once (by device and inode), and the walk stops, saying so, past
    /// `maxFolders` folders or `maxImages` images.
    public struct Walk: Equatable, Sendable {
        public var recursive: Bool
        public var followLinks: Bool
        public var maxFolders: Int
        public var maxImages: Int

        public init(
            recursive: Bool = false, followLinks: Bool = false, maxFolders: Int = 100_000, maxImages: Int = 1_000_000
        ) {
            (self.recursive, self.followLinks, self.maxFolders, self.maxImages) = (
                recursive, followLinks, maxFolders, maxImages
            )
        }
    }

    /// Resolves `arguments` (files or folders): a folder contributes the images it holds
    /// (`ImageFile.readableExtensions`, in natural order; with `walk.recursive`, then its
    /// subfolders' in turn), a file itself. A file named alone (with `siblings`) brings the
    /// other images of its folder, and the list starts at it, as eog and nsxiv open a file
    /// ready to page through its neighbours. Throws only when nothing at all is left to show.
    public init(
        arguments: [String], recursive: Bool = false, walk: Walk? = nil, siblings: Bool = true,
        limits: DecodeLimits = .default
    ) throws(Problem) {
        entries = []
        var walker = FolderWalker(walk: walk ?? Walk(recursive: recursive))
        for argument in arguments { add(argument, walker: &walker, limits: limits) }
        if siblings, arguments.count == 1, !entries.isEmpty, entries.allSatisfy({ $0.isNamed }), problems.isEmpty {
            addSiblings(of: entries)
        }
        if entries.isEmpty, !problems.isEmpty { throw Problem(description: problems.joined(separator: "\n")) }
    }

    /// Adds what `argument` names: a folder's images (walked by `walker`, which `afterEachFolder`
    /// can stop), or a file, its header checked.
    mutating func add(
        _ argument: String, walker: inout FolderWalker, limits: DecodeLimits,
        afterEachFolder: (inout ImageCatalog) -> Bool = { _ in true }
    ) {
        if ImageCatalog.isFolder(argument) {
            let before = walker.imagesFound
            walker.add(argument, to: &self, afterEachFolder: afterEachFolder)
            if walker.imagesFound == before, !walker.stopped {
                problems.append("cannot show folder '\(printableFileName(argument))': it holds no images Vitrine reads")
            }
        } else {
            do {
                _ = try ImageFile.size(ofFileAt: argument, limits: limits)
            } catch {
                problems.append(error.description)
                unreadable.insert(argument)
            }
            addFile(at: argument, isNamed: true)
        }
    }

    /// Adds the entries of the file at `path` (`Entry.entries`: one, or one a page), and the
    /// warning when its pages stopped at the bound.
    mutating func addFile(at path: String, isNamed: Bool) {
        let (found, warning) = Entry.entries(ofFileAt: path, isNamed: isNamed)
        entries += found
        if let warning { warnings.append(warning) }
    }

    package static func isFolder(_ path: String) -> Bool { FileSystemPath.status(path)?.isFolder == true }

    /// The readable images directly in `names`, in natural order; hidden files left out.
    package static func images(among names: [String]) -> [String] {
        naturalOrder(
            names.filter {
                !$0.hasPrefix(".") && ImageFile.readableExtensions.contains(($0 as NSString).pathExtension.lowercased())
            })
    }

    /// The images beside `named` in its folder, in natural order, with the list starting at it.
    /// `named`: the named file's entries (one, or one a page).
    private mutating func addSiblings(of named: [Entry]) {
        let folder = (named[0].path as NSString).deletingLastPathComponent
        let name = (named[0].path as NSString).lastPathComponent
        guard let names = FileSystemPath.contentsOfFolder(folder.isEmpty ? "." : folder) else { return }
        var all = ImageCatalog.images(among: names)
        if !all.contains(name) { all = ImageCatalog.naturalOrder(all + [name]) }
        entries = []
        for sibling in all {
            if sibling == name {
                startIndex = entries.count
                entries += named
            } else {
                addFile(at: (folder as NSString).appendingPathComponent(sibling), isNamed: false)
            }
        }
    }

    /// Names as a file manager orders them ("img2" before "img10", case ignored). The keys are
    /// made once: comparing with localizedStandardCompare took 19 ms per 1000 names, most of
    /// the start-up time of a large folder.
    package static func naturalOrder(_ names: [String]) -> [String] {
        func key(_ name: String) -> [(text: String, number: Int)] {
            var parts: [(String, Int)] = []
            var text = "", digits = ""
            for c in name.lowercased() {
                if c.isASCII && c.isNumber {
                    digits.append(c)
                } else {
                    if !digits.isEmpty {
                        parts.append((text, Int(digits.prefix(18)) ?? 0))
                        text = ""
                        digits = ""
                    }
                    text.append(c)
                }
            }
            parts.append((text, Int(digits.prefix(18)) ?? -1))
            return parts
        }
        func less(_ a: [(text: String, number: Int)], _ b: [(text: String, number: Int)]) -> Bool {
            for (x, y) in zip(a, b) where x.text != y.text || x.number != y.number {
                return x.text != y.text ? x.text < y.text : x.number < y.number
            }
            return a.count < b.count
        }
        return names.map { ($0, key($0)) }.sorted { less($0.1, $1.1) || (!less($1.1, $0.1) && $0.0 < $1.0) }.map(\.0)
    }

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The default images: every PNG in Resources/strip.
    /// The shipped images: the landscape photo (the blur scene's, so `vitrine blur` opens on
    /// it), then the strip's illustrations. One list, as the scenes share it.
    public static func defaultImages() throws(Problem) -> ImageCatalog {
        guard let strip = Resources.folder(named: "strip") else {
            throw Problem(description: "cannot find Vitrine's Resources folder (set VITRINE_RESOURCES)")
        }
        let photo = Resources.folder(named: "photo").map { [$0 + "/landscape.png"] } ?? []
        return try ImageCatalog(
            arguments: photo.filter { FileManager.default.fileExists(atPath: $0) } + [strip],
            siblings: false)
    }
}

/// Where the shipped images are: $VITRINE_RESOURCES, else a `Resources` folder beside or
/// above the executable (a build tree), else `share/vitrine` beside the executable's `bin`
/// (`make install`), else /usr/share/vitrine.
public enum Resources {
    public static func folder(named name: String) -> String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["VITRINE_RESOURCES"] { candidates.append(env) }
        let binFolder = URL(fileURLWithPath: Bundle.main.executablePath ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        var dir = binFolder
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Resources").path)
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/vitrine").path)
        candidates.append("/usr/share/vitrine")
        for base in candidates {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }
}
