import Effects
import Geometry
import ImageFiles
import ImageLibrary
import Raster

/// An animated picture where a scene shows it (the focus strip's item in focus, its closer
/// look, the tilt card): its frames, made ready to draw by `prepare` and decoded ahead by a
/// FramePlayer, and the Playback saying which one shows. Made only for a file of a format that
/// animates; it finds out whether this one does on the player's thread, and is then dropped by
/// its scene if not (`isStill`).
package final class AnimationPlayer<Frame> {
    package let path: String
    private let frames: FramePlayer<Frame>
    /// Set once the file's timeline is read.
    package private(set) var playback: Playback?

    /// The player of `path`'s frames fitted into `fitting`, or nil when its format does not
    /// animate (GIF and WebP do); decoded inline when `loader` loads inline (headless runs).
    package init?(
        path: String, fitting: PixelSize?, loader: ImageLoader,
        bytes: @escaping @Sendable (Frame) -> Int, prepare: @escaping @Sendable (Surface, PixelSize) -> Frame?
    ) {
        guard ImageAnimation.mayAnimate(path: path) else { return nil }
        self.path = path
        frames = FramePlayer(
            path: path, fitting: fitting, synchronous: loader.synchronous, wake: { [loader] in loader.wakeHost() },
            bytes: bytes, prepare: prepare)
    }

    deinit { frames.stop() }

    /// True once the file turned out to be still (or unreadable): its scene drops the player.
    package var isStill: Bool { frames.isStill }

    /// The frame to draw: the one playing, once decoded.
    package var current: Frame? { playback.flatMap { frames.frame($0.frame) } }

    /// Bytes of the frames held.
    package var heldBytes: Int { frames.heldBytes }

    /// Starts the playing once the timeline is read, and shows the next frame when it is due and
    /// decoded. Returns whether the frame to draw changed.
    package func advance(at time: Double) -> Bool {
        guard var playback else {
            guard let timeline = frames.timeline else { return false }
            playback = Playback(delays: timeline.delays, plays: timeline.plays, start: time)
            return true
        }
        guard let next = playback.nextFrame(at: time), frames.isReady(next) else { return false }
        playback.advance(at: time)
        self.playback = playback
        return true
    }

    /// When the player shows something new: now, when it has just opened; the next frame's due
    /// time, when that frame is decoded (else the player wakes the host when it is); nil when
    /// paused, at the end, or still.
    package func nextFrameTime(after time: Double) -> Double? {
        guard let playback else { return frames.timeline != nil ? time : nil }
        guard let due = playback.nextChange, frames.isReady((playback.frame + 1) % playback.frameCount) else {
            return nil
        }
        return max(time, due)
    }

    /// Pauses or plays on; false when nothing plays yet (a still picture: the key does what it
    /// does for one).
    package func togglePause(at time: Double) -> Bool {
        guard playback != nil else { return false }
        playback!.togglePause(at: time)
        return true
    }

    /// "frame 3 / 40", and ", paused", for the status line.
    package var note: String? {
        guard let playback else { return nil }
        return "frame \(playback.frame + 1) / \(playback.frameCount)" + (playback.isPaused ? ", paused" : "")
    }
}
