internal import CX11
import Geometry

/// An XImage the window shows, in the server's pixel format (`PixelFormat`), and the three
/// calls SDL's framebuffer drivers have: create it for a size (the initialiser), put rectangles
/// of it on the window, destroy it. `SharedImage` (MIT-SHM) and `PlainImage` (XPutImage).
protocol ImagePresenter: AnyObject {
    /// The first byte of row 0; `stride` bytes from one row to the next.
    var pixels: UnsafeMutableRawPointer { get }
    var stride: Int { get }
    var size: PixelSize { get }

    /// Queues the rectangles (clipped to the image, not empty) for the window at the same
    /// position. Returns true when a completion event will tell when the server has read the
    /// memory (MIT-SHM); false when the pixels were already copied out and may be reused.
    func put(_ rects: [PixelRect], window: Window, gc: GC) -> Bool

    /// Puts the whole image with no completion event and nothing else: the benchmark's reference.
    func putWholeBare(window: Window, gc: GC)

    /// True for a ShmCompletion event about this image.
    func isCompletion(ofSegment segment: UInt) -> Bool

    /// Frees the image; the object must not be used afterwards.
    func destroy()

    /// Test hook (MIT-SHM only): makes the server let go of the memory, so the next put
    /// fails as if the server had dropped the segment.
    func detachOnServerForTesting()
}
