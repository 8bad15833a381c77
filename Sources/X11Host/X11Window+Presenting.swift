internal import CX11
import Geometry
import Raster

/// Presenting: damaged rectangles out to the server, waiting for it to finish reading, and
/// the switch to XPutImage when MIT-SHM fails mid-run.
extension X11Window {
    /// Shows `rects` of the framebuffer (clipped to it; empty ones dropped). With MIT-SHM the
    /// server reads the memory after this returns: call `waitUntilPresented()` (or let the run
    /// loop see the ShmCompletion) before drawing into the framebuffer again.
    public func present(_ rects: [PixelRect]) {
        let clipped = clip(rects)
        guard !clipped.isEmpty else { return }
        if let converter {
            // Converting writes into the image, which the server may still be reading.
            if outstandingCompletions > 0 { waitUntilPresented() }
            for r in clipped {
                converter.convert(r, from: framebuffer, into: presenter.pixels, stride: presenter.stride)
            }
        }
        send(clipped)
        needsFullPresent = false
    }

    /// Blocks until the server has finished with every present so far (ShmCompletion, or a
    /// round trip for XPutImage). If MIT-SHM failed meanwhile, switches to XPutImage and
    /// presents the whole frame again before returning.
    public func waitUntilPresented() {
        XSync(display.handle, 0)
        if outstandingCompletions > 0, var type = display.sharedMemory?.completionEventType {
            // Every completion is in Xlib's queue after the sync; take them out of it.
            var event = XEvent()
            let predicate: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XEvent>?, XPointer?) -> Int32 = {
                _, event, type in
                let wanted = UnsafeRawPointer(type!).load(as: Int32.self)
                return event!.pointee.type == wanted ? 1 : 0
            }
            withUnsafeMutablePointer(to: &type) { pointer in
                let argument = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                while XCheckIfEvent(display.handle, &event, predicate, argument) != 0 {}
            }
            outstandingCompletions = 0
        }
        if recoverFromSharedMemoryFailure() { XSync(display.handle, 0) }
    }

    /// The benchmark's reference: the whole image put with one XShmPutImage (or XPutImage)
    /// and an XSync, with nothing else (no clipping, conversion or completion event).
    public func presentBare() {
        presenter.putWholeBare(window: window, gc: gc)
        XSync(display.handle, 0)
    }

    // MARK: - For the run loop

    /// Presents again from the framebuffer (after Expose) without converting: the image
    /// already holds every presented pixel.
    func presentAgain(_ rects: [PixelRect]) {
        let clipped = clip(rects)
        guard !clipped.isEmpty else { return }
        send(clipped)
    }

    /// A new image for a new window size. The old one goes after the new one exists, so a
    /// failure leaves the window intact. The contents are undefined until the next frame.
    func resize(to size: PixelSize) throws(X11HostError) {
        guard size != framebuffer.size, !size.isEmpty else { return }
        let clamped = PixelSize(min(size.width, Surface.maxSide), min(size.height, Surface.maxSide))
        let hadSharedMemory = usesSharedMemory
        let fresh = try X11Window.makePresenter(display, size: clamped, refusal: &sharedMemoryRefusal)
        presenter.destroy()
        presenter = fresh
        outstandingCompletions = 0
        usesSharedMemory = sharedMemoryRefusal == nil
        framebuffer = X11Window.surface(for: presenter, converting: converter != nil)
        needsFullPresent = true
        if hadSharedMemory != usesSharedMemory { describePath() }
    }

    func noteCompletion(segment: UInt) {
        if presenter.isCompletion(ofSegment: segment) { outstandingCompletions = max(0, outstandingCompletions - 1) }
    }

    /// After an X error on a MIT-SHM request (the server dropped the segment, a remote server
    /// refused it late): continue with XPutImage, keeping the frame's pixels, and present the
    /// whole frame. Returns true if it switched.
    @discardableResult
    func recoverFromSharedMemoryFailure() -> Bool {
        let code = XErrorTrap.sharedMemoryFailure
        guard code != 0 else { return false }
        XErrorTrap.sharedMemoryFailure = 0
        guard usesSharedMemory, let plain = PlainImage(display: display, size: framebuffer.size) else { return false }
        sharedMemoryRefusal = "XShmPutImage failed: \(XErrorTrap.errorText(display.handle, code))"
        if converter == nil {
            // The app keeps its content across frames: carry the pixels over.
            let moved = X11Window.surface(for: plain, converting: false)
            moved.copy(from: framebuffer, sourceRect: framebuffer.bounds, toX: 0, y: 0)
            framebuffer = moved
        }
        presenter.destroy()
        presenter = plain
        usesSharedMemory = false
        outstandingCompletions = 0
        describePath()
        present([framebuffer.bounds])
        return true
    }

    /// Test hook: the server drops the shared segment behind our back, so the next present
    /// fails with an X error and the window must carry on through XPutImage.
    package func breakSharedMemoryForTesting() {
        presenter.detachOnServerForTesting()
    }

    private func send(_ rects: [PixelRect]) {
        if presenter.put(rects, window: window, gc: gc) { outstandingCompletions += 1 }
        XFlush(display.handle)
    }

    /// Clipped, non-empty; many small rectangles become their bounding box (each put is a
    /// request, and past a dozen the overhead beats the saved pixels).
    private func clip(_ rects: [PixelRect]) -> [PixelRect] {
        let bounds = framebuffer.bounds
        // The usual case passes the caller's array through: no allocation in a steady frame.
        if rects.count <= X11Window.maxRectsPerPresent,
            rects.allSatisfy({ !$0.isEmpty && bounds.intersection($0) == $0 })
        {
            return rects
        }
        let clipped = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard clipped.count > X11Window.maxRectsPerPresent else { return clipped }
        return [clipped.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }]
    }

    static let maxRectsPerPresent = 16
}
