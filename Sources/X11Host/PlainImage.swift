internal import CX11
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// An XImage over malloc'd memory, sent with XPutImage: the fallback wherever MIT-SHM is absent
/// (remote display, disabled extension) or fails. Xlib copies the pixels into its request
/// buffer before XPutImage returns, so the memory may be drawn into again at once.
final class PlainImage: ImagePresenter {
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    let size: PixelSize
    private let display: OpaquePointer
    private let image: UnsafeMutablePointer<XImage>

    init?(display: X11Display, size: PixelSize) {
        self.display = display.handle
        self.size = size
        let visual = display.visual
        // Rows padded to 32 bits, as XCreateImage's bitmap_pad 32 would compute.
        stride = (size.width * visual.format.bitsPerPixel + 31) / 32 * 4
        var memory: UnsafeMutableRawPointer?
        // 64-byte aligned: row starts on cache lines for the renderer. XDestroyImage frees it
        // with free(), which posix_memalign memory allows.
        guard posix_memalign(&memory, 64, stride * size.height) == 0, let memory else { return nil }
        memset(memory, 0, stride * size.height)
        guard
            let image = XCreateImage(
                display.handle, visual.visual, UInt32(visual.depth), ZPixmap, 0,
                memory.assumingMemoryBound(to: CChar.self), UInt32(size.width), UInt32(size.height), 32,
                Int32(stride))
        else {
            free(memory)
            return nil
        }
        self.image = image
        pixels = memory
    }

    func put(_ rects: [PixelRect], window: Window, gc: GC) -> Bool {
        for r in rects {
            XPutImage(
                display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                UInt32(r.width), UInt32(r.height))
        }
        return false
    }

    func putWholeBare(window: Window, gc: GC) {
        XPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(size.width), UInt32(size.height))
    }

    func isCompletion(ofSegment id: UInt) -> Bool { false }

    func detachOnServerForTesting() {}

    func destroy() {
        _ = image.pointee.f.destroy_image(image) // XDestroyImage is a macro for this
    }
}
