import Foundation
import VitrineTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// startup-3, startup-1000: from spawning `vitrine` on a folder of 3 or 1000 photos of
/// 4000 x 3000 (LargeCollection, the same 8 files behind every name) until its first frame is
/// on screen. The promise: a folder of 1000 opens as fast as one of 3, within 300 ms. Needs
/// a display, like the present workloads, and the `vitrine` built beside this executable.
/// "On screen" is the line VITRINE_TRACE_STARTUP=1 makes vitrine print after presenting its
/// first frame (the put request is flushed to the server then, not necessarily drawn).
enum StartupWorkloads {
    static func all() -> [Workload] {
        [make("startup-3", photos: 3), make("startup-1000", photos: 1000)]
    }

    static let windowSize = (width: 1280, height: 800)

    private static func make(_ name: String, photos: Int) -> Workload {
        var workload = Workload(name: name, pixels: windowSize.width * windowSize.height) {
            guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) ?? false else {
                return .failure(.init(text: "no DISPLAY (run under Xvfb or a desktop to measure it)"))
            }
            let vitrine = URL(fileURLWithPath: Bundle.main.executablePath ?? "").deletingLastPathComponent()
                .appendingPathComponent("vitrine").path
            guard FileManager.default.isExecutableFile(atPath: vitrine) else {
                return .failure(.init(text: "no \(vitrine) (build the vitrine product too)"))
            }
            let folder: String
            do {
                folder = try LargeCollection.folder(count: photos)
            } catch {
                return .failure(.init(text: "cannot make the photo folder: \(error)"))
            }
            let arguments = ["--size", "\(windowSize.width)x\(windowSize.height)", folder]
            // One run up front, so a viewer that cannot start is a skip with its reason.
            if let problem = firstFrame(vitrine, arguments) { return .failure(.init(text: problem)) }
            return .success {
                // Now and then, in a long bench run, a viewer cannot open the display (seen on
                // Xvfb, not understood yet); one more try. A run that fails twice (the server
                // went away): no figure at all.
                guard firstFrame(vitrine, arguments) != nil, let problem = firstFrame(vitrine, arguments) else {
                    return
                }
                FileHandle.standardError.write(Data("vitrine-bench: \(name): \(problem)\n".utf8))
                exit(1)
            }
        }
        // Each run starts a process: ten say enough.
        workload.maxFrames = 10
        return workload
    }

    /// Spawns vitrine, returns once it reports its first frame (nil) or fails (why), and kills
    /// it. Reaping happens on another thread, so the teardown is not counted in the next run.
    private static func firstFrame(_ vitrine: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: vitrine)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE_TRACE_STARTUP"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return "cannot run \(vitrine): \(error)"
        }
        let seen = waitForLine("vitrine: first frame", on: out.fileHandleForReading.fileDescriptor, timeout: 10)
        kill(process.processIdentifier, SIGKILL)
        // Read to the end: the pipe closes when the killed process is gone.
        let log = seen ? "" : String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        DispatchQueue.global().async {
            process.waitUntilExit()
            try? out.fileHandleForReading.close()
            try? err.fileHandleForReading.close()
        }
        return seen ? nil : "no first frame within 10 s: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
    }

    /// Reads `fd` until a line equal to `line` arrives; false on end of file or after `timeout` s.
    private static func waitForLine(_ line: String, on fd: Int32, timeout: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { return false }
            text += String(decoding: buffer[..<count], as: UTF8.self)
            if text.split(separator: "\n").contains(where: { $0 == line }) { return true }
        }
    }
}
