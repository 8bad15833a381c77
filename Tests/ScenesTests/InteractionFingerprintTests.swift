import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

/// The restructuring of issue 20 changed where the code lives, not what it draws: each scene's
/// main interaction (`SceneInteraction`, the frames vitrine-bench times) renders the same
/// pixels and presents the same rectangles as before it. The expected values were taken from
/// the code at 3a29f3a, before the split; a change that moves one pixel or one damage
/// rectangle of any frame changes the fingerprint. Frames are hashed in full (FNV-1a over every
/// row, then the damage), so the fingerprint covers what was not redrawn as well.
///
/// A deliberate change of what a scene draws updates these values, and says so in its commit
/// and here. Since (issue 21): blur's window frames, its status line reads "blur 12 px" for
/// "sigma 12"; edges, its labels in plain words and placed clear of the start hint.
final class InteractionFingerprintTests: XCTestCase {
    /// Stamps runs 250 frames: its drag (120), its turn and scale from the edge (120) and both
    /// releases, which render the stamp sharp.
    static let expected: [String: (frames: Int, scene: UInt64, app: UInt64)] = [
        "focus": (130, 0x0fbd_1420_9bac_9d28, 0xe63a_e34a_504f_86c3),
        "blur": (130, 0xad84_a194_47d3_e94e, 0xf759_bea8_59f2_cf55),
        "tilt": (130, 0x36ed_66c2_06aa_1aeb, 0xa88a_f4c8_88dd_a03a),
        "edges": (130, 0xeb27_8d84_87fe_3dfc, 0xd078_183a_2971_309a),
        "stamps": (250, 0x47ff_90e4_79cf_48ac, 0x079b_1483_f6f4_14ff),
    ]

    func testFocusFramesAreUnchanged() throws { try assertUnchanged("focus") }
    func testBlurFramesAreUnchanged() throws { try assertUnchanged("blur") }
    func testTiltFramesAreUnchanged() throws { try assertUnchanged("tilt") }
    func testEdgesFramesAreUnchanged() throws { try assertUnchanged("edges") }
    func testStampsFramesAreUnchanged() throws { try assertUnchanged("stamps") }

    private func assertUnchanged(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try XCTUnwrap(Self.expected[scene])
        let interaction = try XCTUnwrap(SceneInteraction.named(scene))
        let size = PixelSize(480, 300)
        // The scene alone, then the whole window with its status line (the overlay's cards).
        let alone = try fingerprint(interaction, size: size, frames: expected.frames, overlay: false)
        let app = try fingerprint(interaction, size: size, frames: 40, overlay: true)
        XCTAssertEqual(
            String(alone, radix: 16), String(expected.scene, radix: 16), "\(scene) scene frames",
            file: file, line: line)
        XCTAssertEqual(
            String(app, radix: 16), String(expected.app, radix: 16), "\(scene) window frames",
            file: file, line: line)
    }

    private func fingerprint(_ interaction: SceneInteraction, size: PixelSize, frames: Int, overlay: Bool) throws
        -> UInt64
    {
        let run = try XCTUnwrap(interaction.start(size: size, overlay: overlay), "the shipped images are missing")
        var hash = FNV1a()
        hash.add(run.surface)
        for _ in 0..<frames {
            let damage = run.next()
            hash.add(run.surface)
            for rect in damage {
                for value in [rect.x, rect.y, rect.width, rect.height] { hash.add(UInt64(bitPattern: Int64(value))) }
            }
        }
        return hash.value
    }
}

/// FNV-1a, 64 bits, a word at a time (a byte at a time takes seconds in a debug build): a
/// change of any bit changes the value.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01b3
    }

    /// Each row's pixels, two to a word (the widths used here are even).
    mutating func add(_ surface: Surface) {
        precondition(surface.width % 2 == 0)
        for y in 0..<surface.height {
            let row = UnsafeRawPointer(surface.row(y)).assumingMemoryBound(to: UInt64.self)
            for i in 0..<surface.width / 2 { add(row[i]) }
        }
    }
}
