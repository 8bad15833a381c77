import XCTest

@testable import Raster

/// One reading of the two switches (issue 20 found two readings of VITRINE_NO_FAST_PATHS that
/// disagreed): only "1" turns fast paths off, only "baseline" turns CPU extensions off.
final class RasterConfigTests: XCTestCase {
    private func config(_ environment: [String: String]) -> RasterConfig {
        RasterConfig(reading: { environment[$0] })
    }

    func testOnlyOneTurnsFastPathsOff() {
        XCTAssertTrue(config([:]).fastPaths)
        XCTAssertFalse(config(["VITRINE_NO_FAST_PATHS": "1"]).fastPaths)
        for value in ["0", "", "yes", "true"] {
            XCTAssertTrue(config(["VITRINE_NO_FAST_PATHS": value]).fastPaths, "'\(value)'")
        }
    }

    func testOnlyBaselineTurnsCPUExtensionsOff() {
        XCTAssertTrue(config([:]).cpuExtensions)
        XCTAssertFalse(config(["VITRINE_CPU": "baseline"]).cpuExtensions)
        XCTAssertTrue(config(["VITRINE_CPU": "avx2"]).cpuExtensions)
        XCTAssertEqual(
            config(["VITRINE_CPU": "baseline", "VITRINE_NO_FAST_PATHS": "1"]),
            RasterConfig(fastPaths: false, cpuExtensions: false))
    }

    func testEveryReaderSeesTheProcessConfig() {
        XCTAssertEqual(Surface.fastPathsAllowed, RasterConfig.current.fastPaths)
        XCTAssertEqual(CPU.extensionsAllowed, RasterConfig.current.cpuExtensions)
        XCTAssertEqual(RasterConfig.current, RasterConfig(reading: RasterConfig.environment))
    }
}
