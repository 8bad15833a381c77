import Foundation
import VitrineTestSupport
import XCTest

/// A private Xvfb for one test (`XvfbProcess`), and the X clients tests run against it.
/// Without Xvfb installed the test is skipped, unless VITRINE_REQUIRE_X=1 (as `make test` sets),
/// where a missing server is a failure.
final class XvfbServer {
    private let server: XvfbProcess
    var display: String { server.display }
    /// The same server reached over TCP ("127.0.0.1:N"); it answers there only with `listenTCP`.
    var tcpDisplay: String { server.tcpDisplay }

    /// `extraArguments` e.g. ["-extension", "MIT-SHM"] to run without shared memory;
    /// `listenTCP` also accepts clients on TCP port 6000+N (they then get no shared memory).
    init(size: String = "1280x1024x24", extraArguments: [String] = [], listenTCP: Bool = false) throws {
        do {
            server = try XvfbProcess(size: size, extraArguments: extraArguments, listenTCP: listenTCP)
        } catch let missing as XvfbProcess.Missing {
            throw XvfbServer.missing(missing.tool)
        }
    }

    func stop() { server.stop() }

    /// The server dies at once (SIGKILL): its clients see the connection drop mid-request.
    func kill() { server.kill() }

    var environment: [String: String] { Harness.environment(["DISPLAY": display]) }

    /// Runs an X client (xdotool, xprop, xwd) against this server.
    func client(_ tool: String, _ arguments: [String], timeout: Double = 20) throws -> Harness.Outcome {
        guard let path = XvfbProcess.which(tool) else { throw XvfbServer.missing(tool) }
        return try Harness.run(path, arguments, environment: environment, timeout: timeout)
    }

    /// A skip where X tools are optional, a failure where `make test` promised them.
    static func missing(_ tool: String) -> Error {
        let missing = XvfbProcess.Missing(tool: tool)
        return XvfbProcess.isRequired ? missing : XCTSkip(missing.description)
    }
}
