import Foundation
import XCTest

/// Runs the built executables (they sit beside the test bundle in the build folder).
enum Harness {
    static var productsDirectory: URL { Bundle.main.bundleURL }

    static var vitrine: String { productsDirectory.appendingPathComponent("vitrine").path }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// A fresh scratch folder for `test`, removed with everything in it when the test ends,
    /// passed or failed.
    static func scratchFolder(_ name: String = #function, for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-e2e-\(getpid())-\(name.filter { $0.isLetter || $0.isNumber })")
        try? FileManager.default.removeItem(at: folder)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    struct Outcome {
        var status: Int32
        var stdoutData: Data
        var stderr: String
        /// True when the process ended by a signal (a crash), not by exiting.
        var signalled = false
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// Runs `executable` to completion (killed after `timeout` seconds: a hang is a failure).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil,
        workingDirectory: URL? = nil, timeout: Double = 60
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.environment = environment ?? Harness.environment([:])
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        // Read while waiting so a chatty child never blocks on a full pipe.
        let outData = Collected(), errData = Collected()
        let group = DispatchGroup()
        for (pipe, sink) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                sink.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(executable) \(arguments) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(
            status: process.terminationStatus, stdoutData: outData.get(),
            stderr: String(decoding: errData.get(), as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal)
    }

    /// Bytes read on another thread, handed over under a lock.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ d: Data) { lock.withLock { data = d } }
        func get() -> Data { lock.withLock { data } }
    }

    /// This process's folder for what the viewers its tests start write outside a test's own
    /// scratch folder: the thumbnail cache and the viewers' event reports. Every test of the
    /// process shares it, so it is removed once, when the test bundle has run.
    static let sharedFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-e2e-shared-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        XCTestObservationCenter.shared.addTestObserver(RemovedAfterBundle(folder))
        return folder
    }()

    /// Removes a folder when the test bundle has run.
    private final class RemovedAfterBundle: XCTestObservation {
        let folder: URL
        init(_ folder: URL) { self.folder = folder }
        func testBundleDidFinish(_ testBundle: Bundle) { try? FileManager.default.removeItem(at: folder) }
    }

    /// The cache folder every process the tests start is given (XDG_CACHE_HOME).
    static var thumbnailCache: String { sharedFolder.appendingPathComponent("cache").path }

    /// The environment of this process with some variables changed (nil removes one). The
    /// start hint is off (VITRINE_NO_HINT=1), so a window captured at any moment matches a
    /// headless frame; the tests of the hint turn it back on.
    static func environment(_ changes: [String: String?]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["VITRINE_NO_HINT"] = "1"
        // Thumbnails the viewers write go to a cache of the tests' own, not the user's.
        env["XDG_CACHE_HOME"] = thumbnailCache
        for (k, v) in changes { env[k] = v }
        return env
    }
}

extension Harness {
    /// What `runMeasuringPeak` found: the exit status, standard error, whether a signal ended
    /// the child, and its peak resident memory in KiB (ru_maxrss).
    struct Measured {
        var status: Int32
        var stderr: String
        var signalled: Bool
        var peakKiB: Int
    }

    /// Runs `executable` to completion with standard input from /dev/null and standard error
    /// into a file in `scratch`, and reads the child's own peak resident memory from wait4's rusage (a Process
    /// cannot give it; RUSAGE_CHILDREN would mix in every child so far).
    static func runMeasuringPeak(
        _ executable: String, _ arguments: [String], environment: [String: String], scratch: URL
    ) throws -> Measured {
        let errPath = scratch.appendingPathComponent("stderr-\(UUID().uuidString)").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw NSError(domain: "posix_spawn", code: Int(spawned)) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errPath)
        let signalled = status & 0x7F != 0
        return Measured(
            status: signalled ? -1 : (status >> 8) & 0xFF, stderr: stderr, signalled: signalled,
            peakKiB: usage.ru_maxrss)
    }
}
