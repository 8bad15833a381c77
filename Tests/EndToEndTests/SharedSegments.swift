import Foundation
import XCTest

/// System V shared memory segments as the kernel lists them in /proc/sysvipc/shm (the table
/// `ipcs -m -p` prints, read without the tool), so a test can tell which segments a viewer
/// created and whether any outlive it.
struct SharedSegment {
    var id: Int
    /// The permission bits plus SHM_DEST (0o1000) once IPC_RMID has marked it for removal.
    var mode: Int
    var bytes: Int
    var creator: Int32
    var attachments: Int

    static let destroyFlag = 0o1000

    /// Every segment on the machine. Throws if the table cannot be read: a test that cannot
    /// see segments must not pass as "nothing leaked".
    static func all() throws -> [SharedSegment] {
        let text = try String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)
        var lines = text.split(separator: "\n")
        guard !lines.isEmpty else { throw Problem(description: "/proc/sysvipc/shm is empty") }
        let header = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        func column(_ name: String) throws -> Int {
            guard let i = header.firstIndex(of: name) else {
                throw Problem(description: "no \(name) column: \(header)")
            }
            return i
        }
        let (id, perms, size) = try (column("shmid"), column("perms"), column("size"))
        let (cpid, nattch) = try (column("cpid"), column("nattch"))
        return lines.compactMap { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            guard f.count == header.count else { return nil }
            return SharedSegment(
                id: Int(f[id]) ?? -1, mode: Int(f[perms], radix: 8) ?? -1, bytes: Int(f[size]) ?? -1,
                creator: Int32(f[cpid]) ?? -1, attachments: Int(f[nattch]) ?? -1)
        }
    }

    static func created(by pid: Int32) throws -> [SharedSegment] {
        try all().filter { $0.creator == pid }
    }

    /// Waits up to `timeout` s for every segment `pid` created to be gone (the server lets go
    /// of its attachment when it notices the client's connection closed), then asserts it.
    static func assertNoneLeft(
        by pid: Int32, timeout: Double = 3, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var left = try created(by: pid)
        while !left.isEmpty && Date() < deadline {
            usleep(50_000)
            left = try created(by: pid)
        }
        XCTAssertTrue(left.isEmpty, "segments left by \(pid): \(left)", file: file, line: line)
    }

    /// The security points of SharedImage.swift: every segment the viewer holds is readable
    /// and writable by its owner only, and already marked for removal (IPC_RMID right after
    /// both sides attached, so a crash cannot leak it).
    static func assertPrivateAndRemoved(by pid: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let held = try created(by: pid)
        XCTAssertFalse(held.isEmpty, "the viewer holds no segment: is MIT-SHM in use?", file: file, line: line)
        for s in held {
            let mode = String(s.mode, radix: 8)
            XCTAssertEqual(s.mode & 0o777, 0o600, "segment \(s.id) mode \(mode)", file: file, line: line)
            XCTAssertNotEqual(s.mode & destroyFlag, 0, "segment \(s.id) not IPC_RMID'd", file: file, line: line)
        }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }
}
