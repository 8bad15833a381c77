import AppInterface
import Foundation
import Geometry
import VitrineTestSupport

/// The thumbnail grid on 10,000 pictures (`LargeCollection.smallFolder`), as `SceneInteraction`'s
/// other runs: `frame-grid` in vitrine-bench and the allocation test.
///
/// - grid: three screenfuls down, the rows held and dragged up and down by 0.9 of the view's
///   height and back every 2 s (pointer positions whole pixels), so every frame scrolls and
///   rows come into view at both edges. The tiles of that range are made in the first frames
///   (loading is synchronous), so what is timed is the scroll.
extension SceneInteraction {
    public static let grid = SceneInteraction(
        scene: "grid", summary: "10,000 pictures, the rows dragged up and down by 0.9 of the view every 2 s",
        images: { [try LargeCollection.smallFolder(count: 10_000)] },
        input: { step, size, events in
            let a = Double(step % 120) / 120 * 2 * .pi
            let y = Double(size.height) / 2 - 0.9 * Double(size.height) * sin(a)
            events.append(.pointerMoved(Point((Double(size.width) / 2).rounded(), y.rounded()), []))
        },
        setup: { size in
            [
                .keyPressed(.pageDown, []), .keyPressed(.pageDown, []), .keyPressed(.pageDown, []),
                .buttonPressed(.left, centre(size), []),
            ]
        })
}
