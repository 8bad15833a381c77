import AppInterface
import Foundation
import Geometry
import ImageFiles
import VitrineTestSupport

/// The focus scene's closer look on a 6000 x 4000 photo (`zoomPhoto`), as `SceneInteraction`'s
/// other runs: `frame-zoom-pan` and `frame-zoom-wheel` in vitrine-bench and the allocation test.
///
/// - zoom-pan: the photo held and dragged round a circle of 80 px (pointer positions whole
///   pixels, as the X server gives them), 120 frames each at 2x fit, 1.41x fit and 1:1 (54%,
///   38% and 100% of the photo in a 1920 x 1080 view), the size changed by keys and wheel
///   notches while the button stays down: every frame pans.
/// - zoom-wheel: a wheel notch every frame about a point left of and above the centre, eight in
///   (from fit to 4x fit) then eight out: every frame is a new scale.
extension SceneInteraction {
    public static let zoom: [SceneInteraction] = [zoomPan, zoomWheel]

    static let zoomPan = SceneInteraction(
        scene: "focus", name: "zoom-pan", summary: "6000 x 4000 photo dragged round a circle at 2x fit, 1.41x, 1:1",
        images: { [try zoomPhoto()] },
        input: { step, size, events in
            let phase = step % 360
            let centre = centre(size)
            if phase % 120 == 0 {
                events.append(.keyPressed(.character(phase == 240 ? "=" : "w"), []))
                let notches = phase == 0 ? 4 : phase == 120 ? 2 : 0
                for _ in 0..<notches { events.append(.wheel(.up, centre, [])) }
            }
            let a = Double(phase % 120) / 120 * 2 * .pi
            let p = centre + Point(cos(a) - 1, sin(a)) * 80
            events.append(.pointerMoved(Point(p.x.rounded(), p.y.rounded()), []))
        },
        setup: { size in
            [.keyPressed(.enter, []), .buttonPressed(.left, centre(size), [])]
        })

    static let zoomWheel = SceneInteraction(
        scene: "focus", name: "zoom-wheel", summary: "6000 x 4000 photo zoomed a notch a frame, 8 in, 8 out",
        images: { [try zoomPhoto()] },
        input: { step, size, events in
            let p = Point((0.3 * Double(size.width)).rounded(), (0.4 * Double(size.height)).rounded())
            events.append(.wheel(step % 16 < 8 ? .up : .down, p, []))
        },
        setup: { _ in [.keyPressed(.enter, [])] })

    /// A 6000 x 4000 PNG of the benchmark's photo pattern (gradients and the fine x ^ y detail),
    /// written once to a folder of its own in the temporary folder (a viewer opening it finds
    /// no other images beside it) and reused by later runs.
    public static func zoomPhoto() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vitrine-bench-zoom")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("photo-6000x4000.png")
        if (try? ImageFile.size(ofFileAt: path)) == PixelSize(6000, 4000) { return path }
        let partial = NSTemporaryDirectory() + "/vitrine-bench-zoom-\(getpid()).partial"
        try PNGFile.write(SyntheticInputs.photo(width: 6000, height: 4000), to: partial, overwrite: true)
        guard rename(partial, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}
