import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// What a file at the size limit costs in every scene and save, measured in child processes:
/// the viewer's peak resident memory (the kernel's ru_maxrss at exit) stays under 600 MiB, or
/// the viewer refuses what would pass it, saying so (status 1), never crashing. Issue 21 measured
/// 1,072 MB for a 30-byte WebP, 1,073 MB for a turned 16384 x 8192 JPEG in blur and 2,075 MB
/// for its save.
final class MemoryPeakTests: XCTestCase {
    static let limitMiB = 600

    /// Photos of 16384 x 8192 (512 MiB decoded): a JPEG (cjpeg, from gradients), the same
    /// turned by EXIF orientation 6, the 30-byte lossless WebP and a PNG of the gradients, each alone in a folder of
    /// its own (the strip would show the others beside it).
    private func photos(in folder: URL) throws -> [String] {
        let ppm = folder.appendingPathComponent("big.ppm")
        let (width, height) = (16384, 8192)
        XCTAssertTrue(FileManager.default.createFile(atPath: ppm.path, contents: nil))
        let handle = try FileHandle(forWritingTo: ppm)
        handle.write(Data("P6\n\(width) \(height)\n255\n".utf8))
        var row = [UInt8](repeating: 0, count: width * 3)
        for x in 0..<width {
            row[3 * x] = UInt8(x * 255 / width)
            row[3 * x + 1] = UInt8((x / 64) % 256)
        }
        // Blue follows y; rows in 64-row strips, so a debug build writes them in seconds.
        for strip in 0..<height / 64 {
            for x in 0..<width { row[3 * x + 2] = UInt8(strip * 64 * 255 / height) }
            let data = Data(row)
            for _ in 0..<64 { handle.write(data) }
        }
        try handle.close()
        for name in ["photo", "turned", "flat", "png"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let jpeg = folder.appendingPathComponent("photo/photo.jpg").path
        let r = try Harness.run("/usr/bin/cjpeg", ["-quality", "85", "-outfile", jpeg, ppm.path], timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        try FileManager.default.removeItem(at: ppm)
        // EXIF orientation 6 in an APP1 segment after SOI.
        let tiff: [UInt8] =
            Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let app1 = Array("Exif".utf8) + [0, 0] + tiff
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: jpeg)))
        let turned =
            [0xFF, 0xD8, 0xFF, 0xE1, UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1
            + bytes.dropFirst(2)
        let turnedPath = folder.appendingPathComponent("turned/turned.jpg").path
        XCTAssertTrue(FileManager.default.createFile(atPath: turnedPath, contents: Data(turned)))
        let webp = folder.appendingPathComponent("flat/flat.webp").path
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: webp, contents: Data(CostlyImages.flatLosslessWebP(width: width, height: height))))
        // The same gradient as a PNG, written band by band (never whole here either).
        let png = folder.appendingPathComponent("png/photo.png").path
        let bands = PictureBands(size: PixelSize(width, height), bandHeight: 64) { rows, band in
            for y in rows {
                let row = band.row(y - rows.lowerBound)
                for x in 0..<width {
                    row[x] = Pixel.pack(
                        red: UInt32(x * 255 / width), green: UInt32((x / 64) % 256), blue: UInt32(y * 255 / height),
                        alpha: 255)
                }
            }
        }
        try PNGFile.write(bands, to: png)
        return [jpeg, turnedPath, webp, png]
    }

    func testNoSceneOrSaveOfAPhotoAtTheLimitPassesItsPeak() throws {
        try XCTSkipIf(Sanitizers.active, "the sanitizers' shadow memory is counted too")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/cjpeg"), "cjpeg (libjpeg-turbo-progs)")
        let folder = try Harness.scratchFolder(for: self)
        let files = try photos(in: folder)
        let script = folder.appendingPathComponent("script.txt").path
        let runs: [(String, String)] = [
            ("focus", "wait 300\n"), ("focus", "wait 300\nkey Return\nwait 300\n"), ("blur", "wait 300\n"),
            ("blur", "wait 300\nhold ctrl\nkey s\nrelease ctrl\n"),
            ("stamps", "wait 300\nhold ctrl\nkey s\nrelease ctrl\n"),
        ]
        for file in files {
            for (scene, input) in runs {
                try input.write(toFile: script, atomically: true, encoding: .utf8)
                let what =
                    "\((file as NSString).lastPathComponent) in \(scene): \(input.replacingOccurrences(of: "\n", with: "; "))"
                let r = try Harness.runMeasuringPeak(
                    Harness.vitrine, ["--headless", "--size", "1280x800", "--scene", scene, "--input", script, file],
                    environment: Harness.environment(["HOME": folder.path, "XDG_CONFIG_HOME": nil]),
                    scratch: folder)
                print(String(format: "%@: peak %d MiB, status %d", what, r.peakKiB >> 10, r.status))
                XCTAssertFalse(r.signalled, "\(what): crashed")
                XCTAssertLessThanOrEqual(r.peakKiB >> 10, Self.limitMiB, "\(what): \(r.stderr)")
                if r.status != 0 {
                    XCTAssertEqual(r.status, 1, "\(what): \(r.stderr)")
                    XCTAssertTrue(
                        r.stderr.contains("of memory at its peak (the limit is 544 MiB)"), "\(what): \(r.stderr)")
                }
            }
        }
    }
}
