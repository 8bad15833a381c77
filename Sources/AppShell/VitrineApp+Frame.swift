import AppInterface
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster

/// A frame: the scene draws into the framebuffer, the overlay's cards go over it.
extension VitrineApp {
    public func nextFrameTime(after time: Double) -> Double? {
        collectMessages(at: time)
        let growth = takeFoundImages(at: time)
        takeSortedList(at: time)
        if saveRequested || overlayChanged(at: time) { return time }
        let overlayTime = options.showsOverlay ? overlay.nextChange(after: time) : nil
        // Pairwise, not through an array: a frame allocates nothing here.
        func earlier(_ a: Double?, _ b: Double?) -> Double? {
            guard let a, let b else { return a ?? b }
            return min(a, b)
        }
        return earlier(earlier(scenes[current].nextFrameTime(after: time), overlayTime), growth)
    }

    public func render(into surface: Surface, time: Double) -> [PixelRect] {
        collectMessages(at: time)
        if overlay.hintShownAt == nil { overlay.hintShownAt = time }
        overlay.toasts.update(at: time)
        adopt(surface)
        // The app keeps the rectangles' storage from frame to frame (a host lets go of what it
        // was handed before asking again), so the rectangles allocate nothing.
        var damage = frameDamage
        frameDamage = []
        damage.removeAll(keepingCapacity: true)
        let scene = scenes[current], before = drawnCards
        // A scene that reads its last frame (a pan scrolls it) must find it without the cards.
        let bared = scene.readsItsLastFrame && !before.isEmpty
        if bared, let under = underCards {
            for card in before { cardCopy.copy(card.frame, from: under, to: surface) }
        }
        scene.render(into: surface, time: time, damage: &damage)
        let sceneDamage = damage.count
        var cards: [OverlayCard] = []
        if options.showsOverlay {
            let inputs = overlayInputs(at: time, size: surface.size)
            if let inputs, inputs == drawnOverlay {
                cards = drawnOverlayCards
            } else {
                cards = overlay.cards(at: time, size: surface.size, facts: facts, text: text)
                damage += changedRects(cards)
                drawnCards = cards.map { ($0.frame, $0.key) }
                drawnOverlay = inputs
                drawnOverlayCards = inputs == nil ? [] : cards
            }
        }
        if bared {
            for card in before { damage.append(card.frame) }
        }
        if !before.isEmpty || !cards.isEmpty {
            lay(cards, over: before, on: surface, sceneDamage: damage[..<sceneDamage], damage: damage)
        }
        if traceFirstFrame {
            traceFirstFrame = false
            outbox.append(.info("vitrine: first frame"))
        }
        if saveRequested {
            saveRequested = false
            save(bareFrame(surface), at: time)
        }
        damage.removeAll { $0.intersection(surface.bounds).isEmpty }
        frameDamage = damage
        return damage
    }

    /// Takes `surface` as what the scene draws into. Another one than last frame's (a resize,
    /// a lost shared memory segment) holds nothing of the scene's, and none of the cards.
    private func adopt(_ surface: Surface) {
        guard surface !== sceneTarget else { return }
        sceneTarget = surface
        drawnCards = []
        drawnOverlay = nil
        drawnOverlayCards = []
        if surface.size == sceneTargetSize {
            scenes[current].redrawWhole()
        } else {
            // A new size (or the first frame): the user's doing, as a scene switch is.
            sceneTargetSize = surface.size
            underCards = nil
            scenes[current].invalidate()
        }
    }

    /// Lays `cards` over the scene where `damage` lies, where `before` (the cards on `surface`
    /// until now) lay, keeping what each covers of the scene in `underCards`, so the next frame
    /// can take a card away or the scene find its last frame. `sceneDamage` is what the scene
    /// drew anew, the rest of `damage` where cards went or came (or came off for a scene that
    /// reads its last frame).
    private func lay(
        _ cards: [OverlayCard], over before: [(frame: PixelRect, key: String)], on surface: Surface,
        sceneDamage: ArraySlice<PixelRect>, damage: [PixelRect]
    ) {
        if underCards == nil { underCards = Surface(size: surface.size) }
        guard let under = underCards else {
            // No room to keep the scene aside: no card is drawn, and none is known to be.
            (drawnCards, drawnOverlay, drawnOverlayCards) = ([], nil, [])
            return
        }
        // The scene's new pixels under the old cards; then, where cards went or came, the
        // scene's pixels back from under the old ones, so the surface shows the bare scene
        // wherever `damage` lies.
        for card in before {
            for rect in sceneDamage { cardCopy.copy(card.frame.intersection(rect), from: surface, to: under) }
        }
        for card in before {
            for rect in damage[sceneDamage.endIndex...] {
                cardCopy.copy(card.frame.intersection(rect), from: under, to: surface)
            }
        }
        for card in cards {
            for rect in damage { cardCopy.copy(card.frame.intersection(rect), from: surface, to: under) }
        }
        // Rectangle by rectangle, each laid bare before the cards go on: where two overlap,
        // a card is not blended twice.
        for rect in damage {
            let r = rect.intersection(surface.bounds)
            guard !r.isEmpty else { continue }
            for card in cards { cardCopy.copy(card.frame.intersection(r), from: under, to: surface) }
            for card in cards { card.draw(on: surface, clip: r) }
        }
    }

    /// The scene's frame as `surface` holds it, without the cards.
    func bareFrame(_ surface: Surface) -> Surface {
        guard let under = underCards, !drawnCards.isEmpty, let bare = Surface(size: surface.size) else {
            return surface
        }
        bare.copy(from: surface, sourceRect: surface.bounds, toX: 0, y: 0)
        for card in drawnCards { bare.copy(from: under, sourceRect: card.frame, toX: card.frame.x, y: card.frame.y) }
        return bare
    }

    public func takeMessages() -> [AppMessage] {
        collectMessages(at: nil)
        defer { outbox.removeAll() }
        return outbox
    }

    var facts: WindowOverlay.Facts {
        let scene = scenes[current]
        var status = scene.status
        status.stillLooking = !listComplete
        return WindowOverlay.Facts(
            sceneName: scene.name, status: status, activity: scene.activity,
            help: helpRows[scene.id]!, notice: listNotice, info: shownInfo)
    }

    /// Tells the user: in the window as a toast (from `time`, or the next frame when nil),
    /// and to the host for standard output or error. An error is told once.
    /// `toast` false: standard output or error only, for what the window shows otherwise.
    func tell(_ message: AppMessage, at time: Double?, toast: Bool = true) {
        if message.isError, !toldErrors.isFirst(message.text) { return }
        outbox.append(message)
        if toast { overlay.toasts.show(message.text, isError: message.kind != .info, at: time) }
    }

    /// Takes what the scenes have to say.
    func collectMessages(at time: Double?) {
        for scene in scenes {
            for message in scene.takeMessages() { tell(message, at: time) }
        }
    }

    /// True when the cards drawn last differ from those due at `time`.
    private func overlayChanged(at time: Double) -> Bool {
        guard options.showsOverlay else { return false }
        guard let sceneTarget else { return true }
        if let inputs = overlayInputs(at: time, size: sceneTarget.size), inputs == drawnOverlay { return false }
        var probe = overlay
        probe.toasts.update(at: time)
        let cards = probe.cards(at: time, size: sceneTarget.size, facts: facts, text: text)
        return !changedRects(cards).isEmpty
    }

    /// What the overlay's cards are made of at `time`, when nothing in them changes by itself:
    /// equal inputs give equal cards, so a frame during a drag reuses the cards it drew and
    /// neither lays out text nor allocates for them. Nil while a toast or an activity shows.
    private func overlayInputs(at time: Double, size: PixelSize) -> OverlayInputs? {
        guard overlay.toasts.all.isEmpty else { return nil }
        let facts = self.facts
        guard facts.activity == nil else { return nil }
        return OverlayInputs(
            size: size, sceneName: facts.sceneName, status: facts.status,
            statusVisible: overlay.statusVisible, helpOpen: overlay.helpOpen,
            hint: overlay.hintOpacity(at: time), scale: overlay.typography.scale, notice: facts.notice,
            info: facts.info)
    }

    /// The rectangles of cards that appeared, went or changed since the last frame.
    private func changedRects(_ cards: [OverlayCard]) -> [PixelRect] {
        let now = cards.map { ($0.frame, $0.key) }
        let gone = drawnCards.filter { old in !now.contains { $0.0 == old.frame && $0.1 == old.key } }.map(\.frame)
        let came = now.filter { new in !drawnCards.contains { $0.frame == new.0 && $0.key == new.1 } }.map(\.0)
        return gone + came
    }

    /// Writes the frame (the scene, without the overlay) as a new PNG, never replacing a file.
    private func save(_ frame: Surface, at time: Double) {
        // The full path, so the toast and standard output say where the file really went.
        var folder = options.saveFolder ?? PicturesFolder.system.path
        if !(folder as NSString).isAbsolutePath { folder = UserPath.absolute(folder) }
        let name = VitrineApp.frameFileName(scene: sceneName, date: options.wallClock(), timeZone: options.timeZone)
        let path = PNGFile.uniquePath(besides: (folder as NSString).appendingPathComponent(name), suffix: "")
        do {
            try PNGFile.write(frame, to: path)
            tell(.info("saved \(printableFileName(path))"), at: time)
        } catch {
            tell(.error("could not save the frame: \(error)"), at: time)
        }
    }

    /// "vitrine-focus-20261123-184501.png": the scene and the local time to the second, so
    /// frames sort by when they were taken (a second one in the same second gets "-2").
    static func frameFileName(scene: String, date: Date, timeZone: TimeZone) -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.calendar = Calendar(identifier: .gregorian)
        format.timeZone = timeZone
        format.dateFormat = "yyyyMMdd-HHmmss"
        return "vitrine-\(scene)-\(format.string(from: date)).png"
    }
}
