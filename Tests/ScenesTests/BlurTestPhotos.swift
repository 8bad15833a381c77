import Foundation
import Geometry
import ImageFiles
import Raster
import XCTest

@testable import ImageLibrary
@testable import SceneBlur

/// Files and scenes for the blur scene's list and save tests: each test gets a folder of its
/// own, removed when the test ends, and scenes are built directly (not through the app) so
/// tests can read `status` and the decoder's and saver's state.
struct BlurTestPhotos {
    let folder: String

    init(_ test: XCTestCase) throws {
        let name = "vitrine-blurlist-\(getpid())-\(test.name.filter(\.isLetter))"
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        self.folder = folder
        try? FileManager.default.removeItem(atPath: folder)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A photo of one colour (0xAARRGGBB) at `name`.
    func solid(_ name: String, _ width: Int, _ height: Int, _ colour: UInt32) throws -> String {
        let surface = Surface(width: width, height: height)!
        surface.clear(to: Color(pixel: colour))
        return try write(surface, name)
    }

    func write(_ surface: Surface, _ name: String) throws -> String {
        let path = folder + "/" + name
        try PNGFile.write(surface, to: path)
        return path
    }

    /// A file named like a PNG that no decoder reads.
    func broken(_ name: String) throws -> String {
        let path = folder + "/" + name
        try Data("not a PNG at all".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The blur scene on `paths`, laid out in `size`; `wakes` counts the host wake-ups.
    static func scene(_ paths: [String], size: PixelSize, synchronous: Bool, wakes: WakeCounter? = nil) -> BlurScene {
        let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: synchronous)
        if let wakes { loader.setWakeHandler { wakes.increment() } }
        let scene = BlurScene(
            catalog: ImageList(ImageCatalog(entries: paths.map { ImageCatalog.Entry(path: $0) })), loader: loader,
            synchronous: synchronous)
        scene.resize(to: size, time: 0)
        return scene
    }

    /// Waits (polling) until `condition` holds; false after `seconds`.
    static func wait(seconds: Double = 30, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > end { return false }
            usleep(2_000)
        }
        return true
    }
}

/// Counts calls from any thread.
final class WakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
