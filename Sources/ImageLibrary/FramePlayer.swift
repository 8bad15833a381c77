import Foundation
import Geometry
import ImageFiles
import Raster

/// An animation's frames decoded ahead on a thread of their own, each made ready to draw there
/// too (`prepare`, given the frame fitted into `fitting` and the animation's own size: scaled
/// to where it is shown, flattened, its mip levels), never more than
/// `ahead` at once: a 500-frame GIF holds its canvas and a few frames, not 500. The host is
/// woken when a frame is ready; `synchronous` decodes inside `frame(_:)` instead (headless runs
/// must be reproducible). Opening reads the file's timeline there too: until then, and for a
/// still file, `timeline` is nil. Sendable because all it holds that changes is under `lock`.
package final class FramePlayer<Frame>: @unchecked Sendable {
    package let path: String
    private let fitting: PixelSize?
    private let ahead: Int
    private let synchronous: Bool
    private let wake: @Sendable () -> Void
    private let prepare: @Sendable (Surface, PixelSize) -> Frame?
    private let bytesOf: @Sendable (Frame) -> Int

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var state = State.opening
    private var ready: [Int: Frame] = [:]
    /// The frame the scene shows or waits for: frames before it are dropped, the ones after it
    /// decoded.
    private var wanted = 0
    private var stopped = false

    private enum State {
        case opening
        case playing(ImageAnimation)
        /// A still file, or one that cannot be read (the still path says why).
        case still
    }

    package init(
        path: String, fitting: PixelSize?, ahead: Int = 3, synchronous: Bool, wake: @escaping @Sendable () -> Void,
        bytes: @escaping @Sendable (Frame) -> Int, prepare: @escaping @Sendable (Surface, PixelSize) -> Frame?
    ) {
        (self.path, self.fitting, self.ahead, self.synchronous) = (path, fitting, max(1, ahead), synchronous)
        (self.wake, self.bytesOf, self.prepare) = (wake, bytes, prepare)
        if synchronous {
            open()
        } else {
            let thread = Thread { [self] in work() }
            thread.name = "vitrine-frames"
            thread.qualityOfService = .userInitiated
            thread.start()
        }
    }

    /// The frames' timing, once the file is open and found to animate.
    package var timeline: AnimationTimeline? {
        condition.withLock {
            if case .playing(let animation) = state { return animation.timeline }
            return nil
        }
    }

    /// True once the file is open and found not to animate: the player can go.
    package var isStill: Bool {
        condition.withLock {
            if case .still = state { return true }
            return false
        }
    }

    /// Frame `index` when ready (else nil, and the host is woken when it is); frames before it
    /// are dropped and the next ones decoded.
    package func frame(_ index: Int) -> Frame? {
        if synchronous { decodeInline(index) }
        return condition.withLock {
            if wanted != index {
                wanted = index
                // In place: a filtered copy allocated on the render thread at every frame.
                while let stale = ready.keys.first(where: { !isAhead($0) }) { ready[stale] = nil }
                condition.signal()
            }
            return ready[index]
        }
    }

    /// Whether frame `index` is ready (decoded now when synchronous), without dropping others.
    package func isReady(_ index: Int) -> Bool {
        if synchronous { decodeInline(index) }
        return condition.withLock { ready[index] != nil }
    }

    /// Bytes of the frames held.
    package var heldBytes: Int { condition.withLock { ready.values.reduce(0) { $0 + bytesOf($1) } } }

    /// Ends the thread and drops the frames; the player is not used again. Its owner must call
    /// it (AnimationPlayer does, as it goes): the thread holds the player until then.
    package func stop() {
        condition.withLock {
            stopped = true
            ready = [:]
            condition.signal()
        }
    }

    /// Whether `index` is among the frames kept: the wanted one and the `ahead - 1` after it,
    /// wrapping to the start.
    private func isAhead(_ index: Int) -> Bool {
        guard case .playing(let animation) = state else { return false }
        let distance = (index - wanted + animation.frameCount) % animation.frameCount
        return distance < ahead
    }

    private func open() {
        let animation = try? ImageAnimation.open(path: path)
        condition.withLock { state = animation.map { .playing($0) } ?? .still }
    }

    private func decodeInline(_ index: Int) {
        let animation: ImageAnimation? = condition.withLock {
            guard ready[index] == nil, case .playing(let animation) = state else { return nil }
            return animation
        }
        guard let animation, let frame = decode(index, of: animation) else { return }
        condition.withLock { ready[index] = frame }
    }

    private func decode(_ index: Int, of animation: ImageAnimation) -> Frame? {
        guard let frame = try? animation.frame(index, fitting: fitting) else { return nil }
        return prepare(frame, animation.size)
    }

    private func work() {
        open()
        wake()
        while let (animation, index) = nextToDecode() {
            // A frame that cannot be decoded ends the playing where it is: the frames before it
            // stay on screen, as a browser leaves a broken GIF.
            guard let frame = decode(index, of: animation) else { return }
            condition.withLock {
                if !stopped && isAhead(index) { ready[index] = frame }
            }
            wake()
        }
    }

    /// The next frame to decode, waiting while the ring is full; nil once stopped or still.
    private func nextToDecode() -> (ImageAnimation, Int)? {
        condition.withLock {
            while true {
                guard !stopped, case .playing(let animation) = state else { return nil }
                let count = animation.frameCount
                if let missing = (0..<min(ahead, count)).lazy.map({ (self.wanted + $0) % count })
                    .first(where: { self.ready[$0] == nil })
                {
                    return (animation, missing)
                }
                condition.wait()
            }
        }
    }
}
