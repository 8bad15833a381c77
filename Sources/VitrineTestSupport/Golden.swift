import Foundation
import ImageFiles
import Raster

/// The outcome of comparing a rendered surface with its golden PNG.
public struct GoldenResult: Sendable {
    /// Nil when the images match within the tolerance; otherwise what differs and where the
    /// expected, actual and diff PNGs were written.
    public var failure: String?
    public var passed: Bool { failure == nil }
}

/// Golden PNGs live beside the tests that use them: `Tests/<Module>Tests/Golden/<area>/<case>.png`.
/// Set VITRINE_RECORD_GOLDEN=1 to (re)write them from the current output; look at the PNGs
/// before committing them. A recording run writes the files and fails every comparison it
/// recorded, so a run that records can never pass (swift-snapshot-testing's record mode).
public enum Golden {
    /// Compares `surface` with the golden image `area/name.png` next to `testFile` (#filePath).
    /// A pixel differs when any channel differs by more than `tolerance`; the comparison fails
    /// when more than `maxDifferingShare` (0...1) of the pixels differ.
    public static func compare(
        _ surface: Surface, area: String, name: String, testFile: String,
        tolerance: UInt8 = 0, maxDifferingShare: Double = 0
    ) -> GoldenResult {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(area)
        let path = folder.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["VITRINE_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try PNGFile.write(surface, to: path, overwrite: true)
            } catch {
                return GoldenResult(failure: "recording \(path) failed: \(error)")
            }
            return GoldenResult(failure: "recorded \(path): look at it, then run again without VITRINE_RECORD_GOLDEN")
        }
        let expected: Surface
        do {
            expected = try PNGFile.read(path: path)
        } catch {
            return GoldenResult(failure: "no golden image: \(error). Record with VITRINE_RECORD_GOLDEN=1.")
        }
        let diff = SurfaceDiff(expected: expected, actual: surface, tolerance: tolerance)
        let share = Double(diff.differingPixels) / Double(max(1, surface.width * surface.height))
        if diff.sizeMismatch == nil && share <= maxDifferingShare { return GoldenResult(failure: nil) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-golden/\(area)")
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let base = out.appendingPathComponent(name).path
        try? PNGFile.write(expected, to: base + "-expected.png", overwrite: true)
        try? PNGFile.write(surface, to: base + "-actual.png", overwrite: true)
        if let image = diff.image { try? PNGFile.write(image, to: base + "-diff.png", overwrite: true) }
        let what =
            diff.sizeMismatch
            ?? "\(diff.differingPixels) pixels (\(String(format: "%.4f", share * 100))%) differ by more than \(tolerance), largest difference \(diff.largest) at \(diff.firstAt.map { "(\($0.0), \($0.1))" } ?? "-")"
        return GoldenResult(failure: "\(area)/\(name): \(what); see \(base)-{expected,actual,diff}.png")
    }
}

/// Per-pixel comparison of two surfaces.
public struct SurfaceDiff {
    public var sizeMismatch: String?
    public var differingPixels = 0
    public var largest: UInt32 = 0
    public var firstAt: (Int, Int)?
    /// Differing pixels in red over a faded copy of the expected image.
    public var image: Surface?

    public init(expected: Surface, actual: Surface, tolerance: UInt8) {
        guard expected.size == actual.size else {
            sizeMismatch = "size \(actual.size) but the golden image is \(expected.size)"
            return
        }
        let out = Surface(size: expected.size)!
        for y in 0..<expected.height {
            let e = expected.row(y), a = actual.row(y), d = out.row(y)
            for x in 0..<expected.width {
                var worst: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let ce = (e[x] >> shift) & 0xFF, ca = (a[x] >> shift) & 0xFF
                    worst = max(worst, ce > ca ? ce - ca : ca - ce)
                }
                largest = max(largest, worst)
                if worst > UInt32(tolerance) {
                    differingPixels += 1
                    if firstAt == nil { firstAt = (x, y) }
                    d[x] = 0xFFFF_0000
                } else {
                    let g = Surface.luma(e[x]) & 0xFF
                    let faded = 128 + g / 2
                    d[x] = 0xFF00_0000 | (faded << 16) | (faded << 8) | faded
                }
            }
        }
        image = out
    }
}
