import Foundation
import ImageFiles
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Folders of many large photos, for the 1000-photo test and the startup benchmark: `count`
/// names (`photo-0000.png`, ...) that are hard links to a few distinct 4000 x 3000 PNGs, so
/// a folder of 1000 costs the disk 8 files. The viewer keys its cache by path, so every name
/// still decodes on its own. Built once under /tmp and reused while complete.
public enum LargeCollection {
    public static let width = 4000
    public static let height = 3000
    /// Distinct photos behind the names. Default: 8.
    public static let distinct = 8
    /// Bump the version when the content changes, so stale folders are not reused.
    public static let root = NSTemporaryDirectory() + "vitrine-large-collection-v1"

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder of `count` photos (built now if missing or incomplete).
    public static func folder(count: Int) throws -> String {
        let originals = try self.originals()
        let folder = root + "/photos-\(count)"
        return try build(folder, isComplete: { pngCount(in: $0) == count }) { partial in
            for i in 0..<count {
                let name = partial + "/" + String(format: "photo-%04d.png", i)
                guard link(originals[i % distinct], name) == 0 else {
                    throw Problem(description: "cannot link \(name): \(String(cString: strerror(errno)))")
                }
            }
        }
    }

    /// A folder of `count` small photos (640 x 480, hard links to `distinct` of them), named
    /// `photo-00000.png`, ...: the grid's 10,000-picture benchmark, where what is timed is
    /// the scroll, not the decodes.
    public static func smallFolder(count: Int) throws -> String {
        let small = root + "/small-originals"
        let names = (0..<distinct).map { small + "/photo-\($0).png" }
        _ = try build(small, isComplete: { pngCount(in: $0) == distinct }) { partial in
            for i in 0..<distinct {
                try PNGFile.write(photo(i, width: 640, height: 480), to: partial + "/photo-\(i).png")
            }
        }
        return try build(root + "/small-\(count)", isComplete: { pngCount(in: $0) == count }) { partial in
            for i in 0..<count {
                let name = partial + "/" + String(format: "photo-%05d.png", i)
                guard link(names[i % distinct], name) == 0 else {
                    throw Problem(description: "cannot link \(name): \(String(cString: strerror(errno)))")
                }
            }
        }
    }

    /// A tree of `folders` folders (100 to a parent folder), each holding one photo (a link
    /// again): what `-r` walks for a while before it has found everything.
    public static func tree(folders: Int) throws -> String {
        let originals = try self.originals()
        let folder = root + "/tree-\(folders)"
        return try build(folder, isComplete: { FileManager.default.fileExists(atPath: $0 + "/done") }) { partial in
            for i in 0..<folders {
                let leaf = partial + String(format: "/%03d/%05d", i / 100, i)
                try FileManager.default.createDirectory(atPath: leaf, withIntermediateDirectories: true)
                guard link(originals[i % distinct], leaf + "/photo.png") == 0 else {
                    throw Problem(description: "cannot link in \(leaf): \(String(cString: strerror(errno)))")
                }
            }
            // Written last: a tree with it is whole.
            guard FileManager.default.createFile(atPath: partial + "/done", contents: nil) else {
                throw Problem(description: "cannot write \(partial)/done")
            }
        }
    }

    /// The paths of the distinct photos (written now if missing). Writing takes a few seconds
    /// each in a debug build.
    public static func originals() throws -> [String] {
        let folder = root + "/originals"
        let names = (0..<distinct).map { "photo-\($0).png" }
        _ = try build(folder, isComplete: { pngCount(in: $0) == distinct }) { partial in
            for (i, name) in names.enumerated() { try PNGFile.write(photo(i), to: partial + "/" + name) }
        }
        return names.map { folder + "/" + $0 }
    }

    /// Makes `folder` through a private partial folder renamed into place, so a reader (or a
    /// test and a benchmark running at once) never sees half a collection.
    private static func build(_ folder: String, isComplete: (String) -> Bool, fill: (String) throws -> Void) throws
        -> String
    {
        let fm = FileManager.default
        if isComplete(folder) { return folder }
        try? fm.removeItem(atPath: folder) // incomplete: someone removed files
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        let partial = root + "/.partial-\(getpid())-\((folder as NSString).lastPathComponent)"
        try? fm.removeItem(atPath: partial)
        try fm.createDirectory(atPath: partial, withIntermediateDirectories: false)
        defer { try? fm.removeItem(atPath: partial) }
        try fill(partial)
        // Fails harmlessly when another process finished first.
        if rename(partial, folder) != 0 && !isComplete(folder) {
            throw Problem(description: "cannot make \(folder): \(String(cString: strerror(errno)))")
        }
        return folder
    }

    private static func pngCount(in folder: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.count
    }

    /// Photo `index`: a sky-and-land scene, opaque. Smooth gradients with grain and detail: a
    /// wavy horizon, hard-edged discs and a thin grid, from a generator seeded by `index`.
    /// Integer work per pixel only: tests build this in debug, where floats per pixel are slow.
    public static func photo(_ index: Int, width: Int = width, height: Int = height) -> Surface {
        var random = XorShift32(seed: UInt32(truncatingIfNeeded: 0x5EED + index * 7919))
        // Channels stay in 20...235, less 20, plus a tint of 0...39 and grain of 0...1: 0...255.
        func colour() -> [Int] { (0..<3).map { _ in Int(random.uniform(20, 236)) } }
        let (skyTop, skyBottom, landFar, landNear) = (colour(), colour(), colour(), colour())
        let phase = random.uniform(0, 6.28), waves = random.uniform(2, 6)
        let horizon = (0..<width).map { x in
            Int(Double(height) * (0.55 + 0.08 * sin(phase + waves * 6.28 * Double(x) / Double(width))))
        }
        let discs = (0..<6).map { _ in
            (
                x: random.uniform(0, Double(width)), y: random.uniform(0, Double(height)),
                r: random.uniform(80, 500), pixel: pack(colour())
            )
        }
        // A horizontal tint shared by all rows, the same on every channel, so a pixel is one add.
        let tint = (0..<width).map { UInt32($0 * 40 / width) * 0x01_0101 }
        let grid = pack([230, 230, 230])
        let s = Surface(width: width, height: height)!
        tint.withUnsafeBufferPointer { tint in
            horizon.withUnsafeBufferPointer { horizon in
                for y in 0..<height {
                    let line = s.row(y)
                    func blend(_ a: [Int], _ b: [Int]) -> UInt32 {
                        pack((0..<3).map { a[$0] + (b[$0] - a[$0]) * y / height - 20 })
                    }
                    let sky = blend(skyTop, skyBottom), land = blend(landFar, landNear)
                    // Grain, one random bit of green a pixel, makes a file 3-4 MB: quick to
                    // write, but not the 100 KB of pure gradients.
                    var bits: UInt32 = 0
                    for x in 0..<width {
                        if x & 31 == 0 { bits = random.nextUInt32() }
                        line[x] = (y < horizon[x] ? sky : land) + tint[x] + (bits >> UInt32(x & 31) & 1) << 8
                    }
                    for d in discs where abs(Double(y) - d.y) < d.r {
                        let half = (d.r * d.r - (Double(y) - d.y) * (Double(y) - d.y)).squareRoot()
                        let from = max(0, Int(d.x - half)), to = min(width, Int(d.x + half))
                        if from < to { (line + from).update(repeating: d.pixel, count: to - from) }
                    }
                    if y % 250 < 2 {
                        line.update(repeating: grid, count: width)
                    } else {
                        for x in stride(from: 0, to: width, by: 250) { line[x] = grid }
                    }
                }
            }
        }
        return s
    }

    private static func pack(_ c: [Int]) -> UInt32 {
        Pixel.pack(red: UInt32(c[0]), green: UInt32(c[1]), blue: UInt32(c[2]), alpha: 255)
    }
}
