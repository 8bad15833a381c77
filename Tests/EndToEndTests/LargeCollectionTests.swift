import Foundation
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// The "1000 photos" promises, on the real binary in a real window: paging through a
/// folder of 1000 photos of 4000 x 3000 keeps resident memory under the cache budget plus
/// 64 MiB, and only files near the view are ever read. No timing is asserted (the machine is
/// shared and `swift test` runs a debug build); the figures are printed.
final class LargeCollectionTests: XCTestCase {
    static let cacheMiB = 64
    static let window = (width: 1280, height: 800)
    /// Items paged through one by one with Down.
    static let pages = 25

    func testThousandPhotosStayWithinTheBudgetAndOnlyFilesNearTheViewAreRead() throws {
        let server = try XvfbServer()
        let folder = try LargeCollection.folder(count: 1000)
        let originals = try LargeCollection.originals()
        let meanFileBytes = try originals.map { try fileSize($0) }.reduce(0, +) / originals.count
        // Paced by what one decode + downscale takes in this (debug) build on this machine now,
        // so most decodes finish between keys however loaded the machine is.
        let decode = try secondsToDecode(originals[0])
        let pause = max(0.4, decode * 1.3)

        let size = "\(Self.window.width)x\(Self.window.height)"
        let viewer = try WindowTests.Viewer(
            server: server, arguments: ["--size", size, "--cache-mib", "\(Self.cacheMiB)", "focus", folder])
        let pid = viewer.process.processIdentifier
        let sampler = ResidentMemorySampler(pid: pid)
        defer { sampler.stop() }
        func key(_ name: String) throws {
            _ = try server.client("xdotool", ["key", name])
        }
        let centre = (Self.window.width / 2, Self.window.height / 2)
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "\(centre.0)", "\(centre.1)"])
        let timeout = 20 + decode * 8
        XCTAssertTrue(waitForImage(at: centre, server: server, viewer: viewer, timeout: timeout), "first image")

        for _ in 0..<Self.pages {
            try key("Down")
            sleep(seconds: pause)
        }
        try key("End")
        sleep(seconds: pause * 4)
        try key("Home")
        let shown = waitForImage(at: centre, server: server, viewer: viewer, timeout: timeout)
        guard viewer.process.isRunning else {
            let log = String(decoding: viewer.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return XCTFail("vitrine ended while paging: \(log)")
        }

        // At rest, once the neighbours are decoded, nothing more is read: a cache that evicts
        // what is in view would decode the same files forever.
        let readAtRest = try waitUntilReadingStops(pid: pid, quiet: decode * 1.5, timeout: timeout)
        sleep(seconds: decode * 3)
        let read = try ioField("rchar", pid: pid)

        let hwm = try statusField("VmHWM", pid: pid)
        sampler.stop()
        let budget = Self.cacheMiB << 20
        let filesRead = Double(read) / Double(meanFileBytes)
        print(
            String(
                format: "large collection: VmHWM %.1f MiB (sampled VmRSS peak %.1f MiB over %d samples); "
                    + "read %.1f MB = %.1f files' worth of %d; one debug decode %.2f s, %.2f s between keys",
                Double(hwm) / 1_048_576, Double(sampler.peak) / 1_048_576, sampler.count,
                Double(read) / 1e6, filesRead, 1000, decode, pause))

        XCTAssertTrue(shown, "after Home an image, not the loading tile, shows at the centre")
        XCTAssertLessThan(hwm, budget + 64 << 20, "peak resident memory over the cache budget plus 64 MiB")
        // Paging 25 items, with the jump to the end and back, touches the items passed, their
        // neighbours (2 prefetched on each side) and a few more around each jump: about 40.
        // Reading the whole folder would be 1000.
        XCTAssertLessThan(filesRead, 60, "read \(read) bytes: files far from the view were opened")
        XCTAssertLessThan(read - readAtRest, meanFileBytes / 2, "files read again and again at rest")
    }

    // MARK: - Helpers

    /// One decode and downscale to the slot the viewer uses (70% of the shorter side).
    private func secondsToDecode(_ path: String) throws -> Double {
        let start = Date()
        let photo = try PNGFile.read(path: path)
        let side = Int((Double(min(Self.window.width, Self.window.height)) * 0.7).rounded())
        _ = photo.scaled(to: .init(side, side * photo.height / photo.width)) // Geometry's PixelSize
        return Date().timeIntervalSince(start)
    }

    /// Polls the window until the pixels around `point` are in colour: the focus box shows the
    /// image in focus in colour, while the loading tile and the background are gray.
    private func waitForImage(at point: (Int, Int), server: XvfbServer, viewer: WindowTests.Viewer, timeout: Double)
        -> Bool
    {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let dump = try? server.client("xwd", ["-id", viewer.window, "-silent"]),
                let frame = try? XWDImage.surface(from: dump.stdoutData)
            {
                var coloured = 0
                for y in point.1 - 10..<point.1 + 10 {
                    for x in point.0 - 10..<point.0 + 10 {
                        let p = frame[x, y]
                        let channels = [Pixel.red(p), Pixel.green(p), Pixel.blue(p)]
                        if channels.max()! - channels.min()! > 8 { coloured += 1 }
                    }
                }
                if coloured > 200 { return true }
            }
            sleep(seconds: 1)
        } while Date() < deadline
        return false
    }

    /// Waits until `rchar` has not moved for `quiet` seconds (no decode running) and returns it;
    /// after `timeout` returns the latest figure, and the caller's check fails.
    private func waitUntilReadingStops(pid: Int32, quiet: Double, timeout: Double) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try ioField("rchar", pid: pid)
        repeat {
            sleep(seconds: quiet)
            let now = try ioField("rchar", pid: pid)
            if now == last { return now }
            last = now
        } while Date() < deadline
        return last
    }

    private func sleep(seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

    private func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    /// A `kB` field of /proc/PID/status, in bytes.
    private func statusField(_ name: String, pid: Int32) throws -> Int {
        try ResidentMemorySampler.field(name, in: "/proc/\(pid)/status") * 1024
    }

    /// A field of /proc/PID/io: `rchar` counts every byte read(2) returned, page cache or not.
    private func ioField(_ name: String, pid: Int32) throws -> Int {
        try ResidentMemorySampler.field(name, in: "/proc/\(pid)/io")
    }
}

/// Samples VmRSS of a process every 50 ms on its own thread and keeps the peak, so a test sees
/// how memory moved while it paged (VmHWM only gives the end result).
final class ResidentMemorySampler: @unchecked Sendable {
    private let lock = NSLock()
    private var peakBytes = 0
    private var samples = 0
    private var running = true

    init(pid: Int32) {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                if let kB = try? Self.field("VmRSS", in: "/proc/\(pid)/status") {
                    lock.withLock {
                        peakBytes = max(peakBytes, kB * 1024)
                        samples += 1
                    }
                }
                usleep(50_000)
            }
        }
    }

    var peak: Int { lock.withLock { peakBytes } }
    var count: Int { lock.withLock { samples } }

    func stop() { lock.withLock { running = false } }

    /// The number after `name:` in a /proc file of `name: value [kB]` lines.
    static func field(_ name: String, in file: String) throws -> Int {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let words = line.dropFirst(name.count + 1).split { $0 == " " || $0 == "\t" }
            if let value = words.first.flatMap({ Int($0) }) {
                return value
            }
        }
        throw NSError(domain: "proc", code: 1, userInfo: [NSLocalizedDescriptionKey: "no \(name) in \(file)"])
    }
}
