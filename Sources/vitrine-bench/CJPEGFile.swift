import Foundation
import VitrineTestSupport

/// JPEGs made by libjpeg-turbo's cjpeg for the workloads that need real photos on disk (the
/// peers' paging, the colour-managed decode).
enum CJPEGFile {
    /// Writes `ppm` (a binary PPM's bytes) as the JPEG at `path` through cjpeg with `options`
    /// (quality, an ICC profile), by way of a partial file renamed into place.
    static func write(ppm: Data, to path: String, options: [String]) throws {
        guard let cjpeg = XvfbProcess.which("cjpeg") else {
            throw Workload.SkipReason(text: "needs cjpeg (libjpeg-turbo-progs) to make the photos")
        }
        let input = path + ".ppm", partial = path + ".partial"
        try ppm.write(to: URL(fileURLWithPath: input))
        defer { try? FileManager.default.removeItem(atPath: input) }
        let encoder = Process()
        encoder.executableURL = URL(fileURLWithPath: cjpeg)
        encoder.arguments = options + ["-outfile", partial, input]
        try encoder.run()
        encoder.waitUntilExit()
        guard encoder.terminationStatus == 0, rename(partial, path) == 0 else {
            throw Workload.SkipReason(text: "cjpeg failed on \(input)")
        }
    }
}
