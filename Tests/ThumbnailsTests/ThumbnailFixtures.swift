import Foundation
import Geometry
import Raster
import VitrineTestSupport

@testable import Thumbnails

/// What the store's tests share: a store in a scratch folder, pictures, and files read back.
enum ThumbnailFixtures {
    /// A store rooted at `<scratch>/cache/thumbnails` (not yet created), version 0.3.0.
    static func store(in scratch: ScratchFolder) -> ThumbnailStore {
        ThumbnailStore(root: scratch.file("cache/thumbnails"), version: "0.3.0")!
    }

    /// An opaque picture whose pixels say where they are, so a decode can be checked.
    static func picture(_ width: Int, _ height: Int) -> Surface {
        let surface = Surface(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                surface[x, y] = Pixel.pack(red: UInt32(x & 255), green: UInt32(y & 255), blue: 77, alpha: 255)
            }
        }
        return surface
    }

    /// A thumbnail as another program might write it: an 8-bit RGBA PNG built byte by byte
    /// (its zlib stream in stored blocks), every pixel (10, 20, 30, 255), with `text` chunks
    /// between IHDR and the image data.
    static func foreignPNG(width: Int = 4, height: Int = 3, text: [[UInt8]]) -> [UInt8] {
        let rows = PNGBytes.scanlines(width: width, height: height, depth: 8, colour: .rgba, interlaced: false) {
            _, _, channel in [10, 20, 30, 255][channel]
        }
        return PNGBytes.file(
            width: width, height: height, depth: 8, colour: .rgba, extra: text, imageData: ZlibStream.stored(rows))
    }

    static func bytes(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }

    /// The permission bits of `path`, nil if it cannot be stat'ed.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }
}
