internal import CX11
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// An XImage in a System V shared memory segment the server reads directly (MIT-SHM): no copy
/// through the socket, which for a 1920x1200 frame saves pushing 9 MB per present.
///
/// SDL's recipe: create the image, shmget (mode 0o600, so a server on another machine that
/// looks the id up cannot attach someone else's segment), shmat, XShmAttach inside an error
/// trap with XSync (a remote or containerised server answers BadAccess), then IPC_RMID at once:
/// the segment lives exactly as long as the two attachments, so a crash leaks nothing.
final class SharedImage: ImagePresenter {
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    let size: PixelSize
    private let display: OpaquePointer
    private let image: UnsafeMutablePointer<XImage>
    /// Xlib keeps a pointer to this in the image, so it needs a fixed address.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>

    struct Failure: Error {
        let reason: String
    }

    init(display: X11Display, size: PixelSize) throws(Failure) {
        self.display = display.handle
        self.size = size
        segment = .allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        let visual = display.visual
        guard
            let image = XShmCreateImage(
                display.handle, visual.visual, UInt32(visual.depth), ZPixmap, nil, segment,
                UInt32(size.width), UInt32(size.height))
        else {
            segment.deallocate()
            throw Failure(reason: "XShmCreateImage failed")
        }
        self.image = image
        stride = Int(image.pointee.bytes_per_line)
        let bytes = stride * size.height

        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0 else {
            let code = errno
            SharedImage.free(image, segment)
            throw Failure(reason: "shmget of \(bytes) bytes failed: \(String(cString: strerror(code)))")
        }
        let address = shmat(id, nil, 0)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            let code = errno
            shmctl(id, IPC_RMID, nil)
            SharedImage.free(image, segment)
            throw Failure(reason: "shmat failed: \(String(cString: strerror(code)))")
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = address.assumingMemoryBound(to: CChar.self)

        var attached: Int32 = 0
        let handle = display.handle, info = segment
        let error = XErrorTrap.trap(handle) {
            attached = XShmAttach(handle, info)
        }
        // The server has attached (or refused) by now: mark the segment for removal so it
        // disappears with the last detach, even if we are killed.
        shmctl(id, IPC_RMID, nil)
        guard error == 0, attached != 0 else {
            shmdt(address)
            SharedImage.free(image, segment)
            let why = error != 0 ? XErrorTrap.errorText(display.handle, error) : "XShmAttach returned False"
            throw Failure(reason: "XShmAttach failed: \(why)")
        }
        pixels = address
    }

    func put(_ rects: [PixelRect], window: Window, gc: GC) -> Bool {
        for (i, r) in rects.enumerated() {
            // One completion event, after the last rectangle: the server handles a client's
            // requests in order, so when it has read the last one it has read them all.
            let last: Int32 = i == rects.count - 1 ? 1 : 0
            XShmPutImage(
                display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                UInt32(r.width), UInt32(r.height), last)
        }
        return !rects.isEmpty
    }

    func putWholeBare(window: Window, gc: GC) {
        XShmPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(size.width), UInt32(size.height), 0)
    }

    func isCompletion(ofSegment id: UInt) -> Bool { id == segment.pointee.shmseg }

    func detachOnServerForTesting() {
        XShmDetach(display, segment)
        XSync(display, 0)
    }

    /// The detach is queued behind every put already sent, so the server finishes reading
    /// before it lets go; our own mapping can go at once (the segment stays until both have).
    func destroy() {
        XShmDetach(display, segment)
        shmdt(pixels)
        SharedImage.free(image, segment)
    }

    /// XDestroyImage would free() `data` (shared memory) and `obdata` (our segment record):
    /// neither is malloc'd, so both are cleared first.
    private static func free(_ image: UnsafeMutablePointer<XImage>, _ segment: UnsafeMutablePointer<XShmSegmentInfo>) {
        image.pointee.data = nil
        image.pointee.obdata = nil
        _ = image.pointee.f.destroy_image(image) // XDestroyImage is a macro for this
        segment.deallocate()
    }
}
