import AppInterface
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster

/// A frame: the scene draws into its own layer, the overlay goes over it into the framebuffer.
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
        let layer = sceneLayer(for: surface.size)
        // The app keeps the rectangles' storage from frame to frame (a host lets go of what it
        // was handed before asking again), so the rectangles allocate nothing.
        var damage = frameDamage
        frameDamage = []
        damage.removeAll(keepingCapacity: true)
        scenes[current].render(into: layer, time: time, damage: &damage)
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
        for rect in damage {
            let r = rect.intersection(surface.bounds)
            guard !r.isEmpty else { continue }
            layerCopy.copy(r, from: layer, to: surface)
            for card in cards { card.draw(on: surface, clip: r) }
        }
        if traceFirstFrame {
            traceFirstFrame = false
            outbox.append(.info("vitrine: first frame"))
        }
        if saveRequested {
            saveRequested = false
            save(layer, at: time)
        }
        damage.removeAll { $0.intersection(surface.bounds).isEmpty }
        frameDamage = damage
        return damage
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

    /// The scene layer for a framebuffer of `size`, made anew when the size changes.
    private func sceneLayer(for size: PixelSize) -> Surface {
        if let sceneLayer, sceneLayer.size == size { return sceneLayer }
        let layer = Surface(size: size)!
        sceneLayer = layer
        drawnCards = []
        drawnOverlay = nil
        scenes[current].invalidate()
        return layer
    }

    /// True when the cards drawn last differ from those due at `time`.
    private func overlayChanged(at time: Double) -> Bool {
        guard options.showsOverlay else { return false }
        guard let sceneLayer else { return true }
        if let inputs = overlayInputs(at: time, size: sceneLayer.size), inputs == drawnOverlay { return false }
        var probe = overlay
        probe.toasts.update(at: time)
        let cards = probe.cards(at: time, size: sceneLayer.size, facts: facts, text: text)
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
