import Effects
import Geometry
import ImageLibrary
import Raster
import SceneKit

extension TiltScene {
    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        model.viewer.advance(to: time)
        let offset = model.viewer.drawn(pixelsPerUnit: pixelsPerUnit)
        if art == nil { art = TiltArt(size: surface.size, pixels: pixels) }
        if model.cardMode { loadCard() }
        if cardAnimation?.isStill == true { cardAnimation = nil }
        if model.cardMode, cardAnimation?.advance(at: time) == true, let frame = cardAnimation?.current {
            card?.show(frame)
            drawn = nil
        }
        let generation = loader.generation
        if let drawn, drawn.offset == offset, drawn.card == model.cardMode,
            drawn.generation == generation || !model.cardMode
        {
            return
        }
        guard let art else {
            surface.clear(to: Defaults.background)
            damage.append(surface.bounds)
            return
        }
        let center = Point(Double(surface.width) / 2, Double(surface.height) * 0.45)
        if model.cardMode, let card {
            // The card's frame is the scene's costliest (its perspective draw above all): bands
            // of rows on every core, each drawing the landscape and the card within it.
            let frame = cardFrame ?? TiltCardFrame()
            cardFrame = frame
            frame.draw(
                on: surface, art: art, card: card, offset: offset, center: center,
                drop: pixels(Defaults.tiltShadowDrop))
        } else {
            art.draw(offset: offset, on: surface, clip: surface.bounds)
            if !model.cardMode {
                if title == nil { title = TiltTitle(titleText, size: surface.size, pixels: pixels) }
                title?.draw(
                    on: surface, center: Point(center.x, Double(surface.height) * 0.42), offset: offset,
                    drop: pixels(Defaults.tiltShadowDrop))
            }
        }
        drawn = (offset, model.cardMode, generation)
        damage.append(surface.bounds)
    }

    /// The card's picture, fitted to 55% x 60% of the view and decoded once (through the
    /// shared loader, so a slow file never holds a frame unless loading is synchronous).
    private func loadCard() {
        guard card == nil, catalog.entries.indices.contains(model.cardIndex) else { return }
        let slot = PixelSize(max(1, Int(Double(viewSize.width) * 0.55)), max(1, Int(Double(viewSize.height) * 0.6)))
        let entry = catalog.entries[model.cardIndex]
        switch loader.image(entry.picture, slot: slot, priority: 0) {
        case .ready(let image):
            card = TiltCard(picture: image.colour, originalSize: image.originalSize, pixels: pixels)
            if let cutShort = image.cutShort { failures.reportCutShort(cutShort, into: &messages) }
            // Frames decode as the file stands and are turned as the user turned the picture.
            let turn = entry.turn
            cardAnimation = AnimationPlayer(
                path: entry.path, fitting: turn.turned(slot), loader: loader,
                bytes: { $0.bytes },
                prepare: { frame, size in
                    DisplayImage.flattened(
                        turn.applied(to: frame) ?? frame, originalSize: turn.turned(size), slot: slot,
                        background: Defaults.background)
                })
        case .loading:
            break
        case .failed(let why):
            failures.report(why, about: entry.path, into: &messages)
        }
        loader.endFrame()
    }
}
