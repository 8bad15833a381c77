import Foundation
import Geometry
import ImageFiles

/// The images a scene shows: the PNG files named on the command line, folders expanded to
/// the PNGs directly inside them (sorted by name, as a file manager lists them), or with none
/// the default images shipped in Resources.
public struct ImageCatalog: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var path: String
        /// The stored size, from the file's header (no pixels decoded).
        public var size: PixelSize
    }

    public var entries: [Entry]

    /// A problem with the named files, with a message fit for stderr.
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Resolves `arguments` (files or folders). Every named file must be a readable PNG header;
    /// a folder contributes its `.png` files and must hold at least one.
    public init(arguments: [String], limits: DecodeLimits = .default) throws(Problem) {
        entries = []
        let fm = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let names: [String]
                do {
                    names = try fm.contentsOfDirectory(atPath: argument)
                } catch {
                    throw Problem(description: "cannot list folder '\(argument)': \(error.localizedDescription)")
                }
                let pngs = names.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
                    .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
                guard !pngs.isEmpty else { throw Problem(description: "folder '\(argument)' holds no PNG files") }
                var firstProblem: ImageFileError?
                let countBefore = entries.count
                for name in pngs {
                    let path = (argument as NSString).appendingPathComponent(name)
                    // One unreadable file in a folder should not stop the others from showing.
                    do {
                        entries.append(Entry(path: path, size: try PNGFile.size(ofFileAt: path, limits: limits)))
                    } catch {
                        firstProblem = firstProblem ?? error
                    }
                }
                if let firstProblem, entries.count == countBefore {
                    throw Problem(description: "folder '\(argument)' holds no readable PNG files (\(firstProblem))")
                }
            } else {
                do {
                    entries.append(Entry(path: argument, size: try PNGFile.size(ofFileAt: argument, limits: limits)))
                } catch {
                    throw Problem(description: error.description)
                }
            }
        }
    }

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The default images: every PNG in Resources/strip.
    public static func defaultImages() throws(Problem) -> ImageCatalog {
        guard let folder = Resources.folder(named: "strip") else {
            throw Problem(description: "cannot find Vitrine's Resources folder (set VITRINE_RESOURCES)")
        }
        return try ImageCatalog(arguments: [folder])
    }
}

/// Where the shipped images are: $VITRINE_RESOURCES, else a `Resources` folder beside or
/// above the executable (a build tree), else /usr/share/vitrine.
public enum Resources {
    public static func folder(named name: String) -> String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["VITRINE_RESOURCES"] { candidates.append(env) }
        var dir = URL(fileURLWithPath: Bundle.main.executablePath ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Resources").path)
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(fm.currentDirectoryPath + "/Resources")
        candidates.append("/usr/share/vitrine")
        for base in candidates {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }
}
