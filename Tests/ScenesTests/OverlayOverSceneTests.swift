import Geometry
import Raster
import SceneTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell

/// The scene draws straight into the framebuffer and the overlay's cards go over it, what
/// they cover kept aside for when they change or go (issue 22: a copy of the whole frame from
/// a layer of the scene's own took a fifth of the tilt card's frame). Every scene's main
/// interaction runs twice, with the overlay and without; toasts come and fade, the status line
/// goes and comes back and goes again, the help opens over them and closes, and another scene
/// comes, while the scene moves under them.
final class OverlayOverSceneTests: XCTestCase {
    let size = PixelSize(320, 200)

    func testTheFramebufferIsTheSceneWithTheCardsOverItAndPresentsWhatChanged() throws {
        for interaction in SceneInteraction.all + SceneInteraction.modes { try check(interaction) }
    }

    private func check(_ interaction: SceneInteraction) throws {
        let name = interaction.name
        let windowed = try XCTUnwrap(interaction.start(size: size, overlay: true), name)
        let bare = try XCTUnwrap(interaction.start(size: size), name)
        let app = windowed.app
        // What the window shows: the framebuffer's presented rectangles, frame after frame.
        let shown = Surface(size: size)!
        shown.copy(from: windowed.surface, sourceRect: shown.bounds, toX: 0, y: 0)
        var framesWithCards = 0
        for step in 0..<30 {
            // 9 s: the toasts show for 3 s and 6 s and fade in 0.4 s; both have gone by step 25.
            let time = 10 + Double(step) * 0.3
            switch step {
            case 1: app.tell(.info("a toast over the scene"), at: time)
            case 3: app.tell(.error("an error over the scene"), at: time)
            case 5: app.overlay.statusVisible = false
            case 10: app.overlay.statusVisible = true
            case 15: app.overlay.helpOpen = true
            case 18: app.overlay.helpOpen = false
            case 22:
                // Another scene in both, the help closed beforehand (a key would only close it).
                let other: Character = interaction.scene == "edges" ? "5" : "4"
                for frames in [windowed, bare] { frames.app.handle(.keyPressed(.character(other), []), time: time) }
            case 26: app.overlay.statusVisible = false
            default: break
            }
            let damage = windowed.next(at: time)
            bare.next(at: time)
            for rect in damage { shown.copy(from: windowed.surface, sourceRect: rect, toX: rect.x, y: rect.y) }
            XCTAssertEqual(
                shown.worstChannelDifferenceAndPlace(from: windowed.surface).difference, 0,
                "\(name) step \(step): a change left out of the presented rectangles")
            let expected = Surface(size: size)!
            expected.copy(from: bare.surface, sourceRect: expected.bounds, toX: 0, y: 0)
            let cards = app.overlay.cards(at: time, size: size, facts: app.facts, text: app.text)
            for card in cards { card.draw(on: expected, clip: card.frame) }
            if !cards.isEmpty { framesWithCards += 1 }
            let worst = windowed.surface.worstChannelDifferenceAndPlace(from: expected)
            XCTAssertEqual(worst.difference, 0, "\(name) step \(step): at (\(worst.x), \(worst.y))")
            let under = app.bareFrame(windowed.surface).worstChannelDifferenceAndPlace(from: bare.surface)
            XCTAssertEqual(under.difference, 0, "\(name) step \(step): the scene kept under the cards")
        }
        // Nothing over the scene in the last four frames only.
        XCTAssertEqual(framesWithCards, 30 - 4, name)
    }

    /// A framebuffer the app has not drawn into before (a resize, a lost shared memory segment)
    /// is drawn whole: the scene and the cards, as in the one before.
    func testANewFramebufferIsDrawnWhole() throws {
        for interaction in SceneInteraction.all + SceneInteraction.modes {
            let windowed = try XCTUnwrap(interaction.start(size: size, overlay: true), interaction.name)
            windowed.app.tell(.info("a toast over the scene"), at: 10)
            windowed.next(at: 10)
            let other = Surface(size: size)!
            _ = windowed.app.render(into: other, time: 10)
            XCTAssertEqual(other.worstChannelDifference(from: windowed.surface), 0, interaction.name)
            XCTAssertFalse(windowed.app.drawnCards.isEmpty, "\(interaction.name): the status line and the toast")
        }
    }
}
