import AppShell
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Raster
import XCTest

/// The blur tests' photo: 400 x 300 of 2-px checks in two colours (sharp: strong local
/// contrast; blurred: flat), written as a PNG into a fresh folder named for the test, and the
/// app showing it in the blur scene with the overlay off.
enum CheckerPhoto {
    /// Writes the photo; returns its path. The folder goes when `test` ends.
    static func write(for test: XCTestCase, prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(getpid())-\(test.name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: folder)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = Surface(width: 400, height: 300)!
        for y in 0..<300 {
            for x in 0..<400 { photo[x, y] = (x / 2 + y / 2) % 2 == 0 ? 0xFFE0_6020 : 0xFF20_40C0 }
        }
        let path = folder.appendingPathComponent("checks.png").path
        try PNGFile.write(photo, to: path)
        return path
    }

    /// The app in the blur scene on the photo at `path`, resized to `size`, its first frame drawn.
    static func blurApp(photo path: String, size: PixelSize) throws -> (VitrineApp, Surface) {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        let app = try VitrineApp(sceneName: "blur", images: ImageCatalog(arguments: [path]), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }
}
