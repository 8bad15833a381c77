import AppInterface
import AppShell
import Foundation
import Geometry
import ImageLibrary
import Raster

/// Each scene's main interaction, frame by frame, through the app as a host drives it (input
/// events, then a render into the framebuffer), with the overlay off unless asked for and the
/// shipped images decoded before the first frame. vitrine-bench times these frames
/// (`frame-SCENE`) and counts the bytes they present; the allocation test counts their heap
/// allocations. One definition, so both measure the same frames.
///
/// - focus: the strip held and moved 120 px back and forth along its axis, so an item
///   straddles the focus box's edge and the band of the strip is redrawn every frame.
/// - blur: the region dragged round a circle of 25% of the view's height from its centre, the
///   veil on (it shows while the region is held).
/// - tilt: the pointer sweeping across the view and back in 2 s, so the offset never rests.
/// - edges: the three panels turning on the clock (10 degrees a second).
/// - stamps: BOOM! dragged round a circle from its centre for 120 frames, then turned a full
///   turn and scaled between 0.75x and 1.25x from its edge for 120; each release renders it
///   sharp at its new scale, once a cycle.
public struct SceneInteraction: Sendable {
    public let scene: String
    /// The run's name in reports (`frame-NAME`): the scene's, or the scene's and what it shows.
    public let name: String
    /// What the frames do, for reports.
    public let summary: String
    /// The files the app opens, made on first use; nil: the shipped images.
    let images: (@Sendable () throws -> [String])?
    /// Appends the input for frame `step` (from 0), given the view's size. Into an array the
    /// caller keeps, so driving the frames allocates nothing of its own.
    let input: @Sendable (_ step: Int, _ size: PixelSize, _ events: inout [InputEvent]) -> Void
    /// Input once before the first frame.
    let setup: @Sendable (_ size: PixelSize) -> [InputEvent]

    init(
        scene: String, name: String? = nil, summary: String,
        images: (@Sendable () throws -> [String])? = nil,
        input: @escaping @Sendable (_ step: Int, _ size: PixelSize, _ events: inout [InputEvent]) -> Void,
        setup: @escaping @Sendable (_ size: PixelSize) -> [InputEvent]
    ) {
        self.scene = scene
        self.name = name ?? scene
        self.summary = summary
        self.images = images
        self.input = input
        self.setup = setup
    }

    public static let all: [SceneInteraction] = [focus, blur, tilt, edges, stamps]

    /// Runs of a scene's second mode (the tilt scene's card, the focus scene's closer look),
    /// and the thumbnail grid.
    public static let modes: [SceneInteraction] = [tiltCard] + zoom + [grid]

    public static func named(_ scene: String) -> SceneInteraction? { all.first { $0.scene == scene } }

    /// Starts the app on this scene at `size`: the first, whole frame is drawn here. With
    /// `overlay`, what the window draws over the scene (the status line) is drawn too.
    /// Nil when the shipped images are missing (or the run's own could not be made).
    public func start(size: PixelSize, overlay: Bool = false) -> Frames? {
        let options = VitrineApp.Options.synchronous(overlay: overlay)
        let catalog = try? images.map { try ImageCatalog(arguments: $0(), siblings: false) }
        guard images == nil || catalog != nil,
            let app = try? VitrineApp(sceneName: scene, images: catalog, options: options),
            let surface = Surface(size: size)
        else { return nil }
        app.resize(to: size, time: 0)
        _ = app.render(into: surface, time: 0)
        for event in setup(size) { app.handle(event, time: 0) }
        _ = app.render(into: surface, time: 0)
        return Frames(app: app, surface: surface, interaction: self)
    }

    /// The frames of one run, drawn one at a time.
    public final class Frames {
        public let app: VitrineApp
        public let surface: Surface
        let interaction: SceneInteraction
        public private(set) var step = 0
        private var events: [InputEvent] = []

        init(app: VitrineApp, surface: Surface, interaction: SceneInteraction) {
            self.app = app
            self.surface = surface
            self.interaction = interaction
            events.reserveCapacity(8)
        }

        /// Hands the next frame's input to the app, asks when it wants its frame (as a host's
        /// loop does each turn) and renders; returns what it presents.
        @discardableResult
        public func next() -> [PixelRect] {
            // 60 frames a second, from 10 s: past the start hint's 5 s when the overlay is on.
            next(at: 10 + Double(step) / 60)
        }

        /// As `next()`, at `time`.
        @discardableResult
        public func next(at time: Double) -> [PixelRect] {
            events.removeAll(keepingCapacity: true)
            interaction.input(step, surface.size, &events)
            for event in events { app.handle(event, time: time) }
            _ = app.nextFrameTime(after: time)
            step += 1
            return app.render(into: surface, time: time)
        }
    }
}

extension SceneInteraction {
    static func centre(_ size: PixelSize) -> Point { Point(Double(size.width) / 2, Double(size.height) / 2) }

    static let focus = SceneInteraction(
        scene: "focus", summary: "strip held and moved 120 px back and forth",
        input: { step, size, events in
            let reach = 120 * Double(size.width) / 1920
            events.append(.pointerMoved(centre(size) + Point(step % 2 == 0 ? reach : -reach, 0), []))
        },
        setup: { size in [.buttonPressed(.left, centre(size), [])] })

    static let blur = SceneInteraction(
        scene: "blur", summary: "region dragged round a circle, veil on",
        input: { step, size, events in
            let a = Double(step % 120) / 120 * 2 * .pi, r = 0.25 * Double(size.height)
            events.append(.pointerMoved(centre(size) + Point(cos(a) - 1, sin(a)) * r, []))
        },
        setup: { size in [.buttonPressed(.left, centre(size), [])] })

    static let tilt = SceneInteraction(
        scene: "tilt", summary: "pointer sweeping across and back in 2 s",
        input: { step, size, events in
            let phase = Double(step % 120) / 120
            let x = Double(size.width) * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)
            events.append(.pointerMoved(Point(x, Double(size.height) * (0.28 + 0.44 * phase)), []))
        },
        setup: { _ in [] })

    /// The tilt scene's card mode (C): the picture in perspective with its glare and shadow,
    /// under the same sweep, so the card turns every frame.
    static let tiltCard = SceneInteraction(
        scene: "tilt", name: "tilt-card", summary: "card turned by the pointer sweeping across and back in 2 s",
        input: tilt.input, setup: { _ in [.keyPressed(.character("c"), [])] })

    static let edges = SceneInteraction(
        scene: "edges", summary: "three panels turning on the clock", input: { _, _, _ in }, setup: { _ in [] })

    static let stamps = SceneInteraction(
        scene: "stamps", summary: "BOOM! dragged round a circle, then turned and scaled from its edge",
        input: { step, size, events in
            // BOOM! starts in the middle of the view, 36% of its width wide: its turn zone runs
            // from 60% of its half width (0.108 of the view's width) to its edge (0.18).
            let phase = step % 240
            let a = Double(phase % 120) / 120 * 2 * .pi
            let lever = 0.14 * Double(size.width), circle = Double(size.width) / 12
            let p =
                phase < 120
                ? centre(size) + Point(cos(a) - 1, sin(a)) * circle
                : centre(size) + Point(cos(a), sin(a)) * (lever * (1 + 0.25 * sin(a)))
            if phase % 120 == 0 { events.append(.buttonPressed(.left, p, [])) }
            events.append(.pointerMoved(p, []))
            if phase % 120 == 119 { events.append(.buttonReleased(.left, p, [])) }
        },
        setup: { _ in [] })
}
