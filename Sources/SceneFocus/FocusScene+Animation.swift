import Effects
import Geometry
import ImageLibrary
import Raster
import SceneKit

extension FocusScene {
    /// Starts the frames of the item in focus once the strip rests on it (only a GIF or WebP
    /// is asked), drops those of an item no longer in focus or of a still file, and shows the
    /// next frame when it is due and decoded. Returns whether the frame shown changed.
    func advanceAnimation(target: Int, settled: Bool, time: Double) -> Bool {
        if let animation, animation.index != target || model.zoom != nil || animation.player.isStill {
            self.animation = nil
        }
        if animation == nil, settled, model.zoom == nil, animationChecked != target {
            animationChecked = target
            let slot = layout.slotSize, turn = catalog.entries[target].turn
            // Frames decode as the file stands and are turned as the user turned the picture.
            let player = AnimationPlayer<DisplayImage>(
                path: catalog.entries[target].path, fitting: turn.turned(slot),
                loader: loader, bytes: { $0.bytes },
                prepare: { frame, size in
                    DisplayImage(
                        turn.applied(to: frame) ?? frame, originalSize: turn.turned(size), slot: slot,
                        background: Defaults.background)
                })
            animation = player.map { (target, $0) }
        }
        return animation?.player.advance(at: time) ?? false
    }
}
