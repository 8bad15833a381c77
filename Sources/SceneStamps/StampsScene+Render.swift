import Effects
import Fonts
import Foundation
import Geometry
import Gestures
import Overlay
import Raster
import SceneKit

extension StampsScene {
    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        setUpStampsIfNeeded()
        loadPicture()
        // Bitmaps rendered in the background since: their stamps' renderings change, so they
        // are redrawn.
        for sprite in sprites.values { sprite.takeSharpened() }
        // After a resize (or a picture of another shape) the bitmaps are rendered for the new
        // scale; during a gesture or a touchpad pinch the old ones are stretched until it ends
        // (a pinch re-rendered its stamp every frame before).
        if !model.isHolding { sharpenSprites() }
        wanted(into: &next)
        if drawn == next { return }
        let first = damage.count
        // The alpha maps' overlay reaches past the stamps' boxes (the move zones): it redraws all.
        if let drawn, drawn.showsMaps == next.showsMaps, !next.showsMaps, drawn.textScale == next.textScale,
            drawn.generation == next.generation
        {
            changed(from: drawn, to: next, in: surface.size, into: &changedBoxes)
            Damage.merge(changedBoxes, [], into: &damage)
            for i in first..<damage.count { damage[i] = damage[i].intersection(surface.bounds) }
        } else {
            damage.append(surface.bounds)
        }
        for rect in damage[first...] where !rect.isEmpty { redraw(rect, next, on: surface) }
        // Swapped, not copied: `next` keeps the old frame's storage to fill next time.
        if drawn == nil { drawn = next } else { swap(&drawn!, &next) }
    }

    /// What a frame shows now.
    func wanted() -> Drawn {
        var frame = Drawn.empty
        wanted(into: &frame)
        return frame
    }

    /// What a frame shows now, into `frame`, whose arrays keep their storage.
    func wanted(into frame: inout Drawn) {
        let toView = canvasToView
        frame.stamps.removeAll(keepingCapacity: true)
        for stamp in model.board.stamps {
            guard let sprite = sprites[stamp.id] else { continue }
            let t = stamp.transform.then(toView)
            let art = Rect(x: 0, y: 0, width: stamp.size.width, height: stamp.size.height)
            frame.stamps.append(
                StampLook(
                    id: stamp.id, transform: t, size: stamp.size, rendering: sprite.renders,
                    viewBounds: Damage.covering(t.bounds(of: art))))
        }
        frame.fingers.removeAll(keepingCapacity: true)
        fingers(into: &frame.fingers)
        frame.hint = hint
        (frame.showsMaps, frame.textScale, frame.generation) = (model.showsMaps, textScale, loader.generation)
    }

    /// Into `boxes` (emptied first): the boxes of the stamps, dots and hint that differ between
    /// two frames, before and after. Stamps are matched by linear search, not a dictionary
    /// made every frame: a board holds a handful.
    private func changed(from old: Drawn, to new: Drawn, in size: PixelSize, into boxes: inout [PixelRect]) {
        boxes.removeAll(keepingCapacity: true)
        // The outlines of the stamps that changed, old and new: redrawn in bands along them.
        outlines.removeAll(keepingCapacity: true)
        // The highest place the stamps below this one had in the old frame.
        var highestBelow = -1
        for look in new.stamps {
            guard let order = old.stamps.firstIndex(where: { $0.id == look.id }) else {
                outlines.append(look.outline)
                continue
            }
            // Brought above a stamp it was under: its outline shows the change (the one it
            // went over needs nothing more), so a grab redraws one stamp, not every one.
            let was = old.stamps[order], wentUp = highestBelow > order
            highestBelow = max(highestBelow, order)
            if was != look {
                outlines.append(was.outline)
                outlines.append(look.outline)
            } else if wentUp {
                outlines.append(look.outline)
            }
        }
        for look in old.stamps where !new.stamps.contains(where: { $0.id == look.id }) { outlines.append(look.outline) }
        Damage.bands(covering: outlines, within: PixelRect(size: size), into: &boxes)
        if old.fingers != new.fingers {
            for p in old.fingers { boxes.append(FingerDots.box(at: p)) }
            for p in new.fingers { boxes.append(FingerDots.box(at: p)) }
        }
        if old.hint != new.hint {
            if let hint = old.hint { boxes.append(hintCard(hint, in: size).frame) }
            if let hint = new.hint { boxes.append(hintCard(hint, in: size).frame) }
        }
    }

    /// Everything of the view inside `rect`: background, picture, stamps, maps, dots, hint.
    private func redraw(_ rect: PixelRect, _ frame: Drawn, on surface: Surface) {
        if let picture {
            // The background only around the picture: under it the copy writes every pixel.
            let at = pictureRect(shape: picture.size)
            for bar in rect.subtracting(at) { surface.fill(bar, with: Defaults.background) }
            surface.copy(from: picture.colour, sourceRect: picture.colour.bounds, toX: at.x, y: at.y, clip: rect)
        } else {
            surface.fill(rect, with: Defaults.background)
        }
        if picture == nil, let failure, failure.index == model.index, catalog.entries.indices.contains(model.index) {
            Placeholder.draw(
                in: pictureRect(shape: pictureShape), on: surface,
                name: catalog.entries[model.index].displayName, reason: failure.reason, clip: rect)
        }
        for look in frame.stamps where !look.viewBounds.intersection(rect).isEmpty {
            guard let sprite = sprites[look.id] else { continue }
            surface.draw(
                sprite.bitmap, transform: sprite.bitmapTransform(look.transform), filter: .bilinear,
                edges: .exact, clip: rect, emptyTiles: sprite.tiles)
        }
        if frame.showsMaps { drawMaps(frame, on: surface, clip: rect) }
        FingerDots.draw(frame.fingers, on: surface, clip: rect)
        if let hint = frame.hint { hintCard(hint, in: surface.size).draw(on: surface, clip: rect) }
    }

    /// A: each stamp's alpha map (the cells a click hits, tinted) and its move zone (a ring).
    private func drawMaps(_ frame: Drawn, on surface: Surface, clip: PixelRect) {
        let k = canvasToView.a
        for look in frame.stamps {
            guard let sprite = sprites[look.id], let map = sprite.map, let mask = sprite.maskImage else { continue }
            let cell = Double(map.cell)
            surface.draw(
                mask, transform: Affine.scale(cell, cell).then(look.transform), filter: .nearest, edges: .hard,
                clip: clip)
            guard let stamp = model.board[look.id] else { continue }
            let centre = look.transform.apply(Point(stamp.size.width / 2, stamp.size.height / 2))
            let r = model.board.moveRadius(of: look.id, pixelsPerUnit: k) * k
            var ring = Path.circle(center: centre, radius: r + 1)
            ring.append(.circle(center: centre, radius: max(0, r - 1)))
            surface.fill(ring, with: StampsScene.zoneColor, rule: .evenOdd, clip: clip)
        }
    }

    /// The move zone's ring under A: white at 80%.
    static let zoneColor = Color(red: 255, green: 255, blue: 255, alpha: 204)

    /// The finger dots: while Ctrl is held, at the pointer and its mirror about the centre of
    /// the stamp a pinch would take (the one pinched during one).
    private func fingers(into dots: inout [Point]) {
        guard let pointer = model.pointer else { return }
        let toView = canvasToView
        if let gesture = model.gesture, let (a, b) = gesture.drag.fingers(pointer: canvasPoint(pointer)) {
            dots.append(toView.apply(a))
            dots.append(toView.apply(b))
            return
        }
        guard model.gesture == nil, model.modifiers.contains(.control),
            let id = stampID(at: pointer) ?? model.board.stamps.last?.id, let stamp = model.board[id]
        else { return }
        let (a, b) = TwoFingerDrag.fingers(pointer: pointer, centre: toView.apply(stamp.center))
        dots.append(a)
        dots.append(b)
    }

    /// The hint line: what a press would do over the stamp under the pointer, or what the
    /// gesture under way is doing. Its text is made again only when what it says changes
    /// (`HintFacts`): a string past 15 bytes is allocated, and a move or a hover says the same
    /// thing every frame.
    var hint: String? {
        guard let facts = hintFacts, let sprite = sprites[facts.id] else { return nil }
        if let made = hintText, made.facts == facts { return made.text }
        let name = StampsScene.label(of: sprite.art)
        let turn = "\(facts.degrees)°, size ×" + StatusText.twoDecimals(Double(facts.hundredths) / 100)
        let unsnap = facts.snapping ? " (Shift: no snapping)" : ""
        let text: String
        switch facts.doing {
        case .gesture(.move): text = "moving \(name)"
        case .gesture(.turnAndResize): text = "turning \(name): \(turn)" + unsnap
        case .gesture(.pinch): text = "pinching \(name): \(turn)"
        case .hover(.move): text = "drag: move \(name) · wheel: turn · Ctrl+wheel: resize"
        case .hover(.turnAndResize): text = "drag: turn and resize \(name) · Ctrl+drag: pinch"
        }
        hintText = (facts, text)
        return text
    }

    /// What the hint says now, as values; nil when it shows nothing.
    private var hintFacts: HintFacts? {
        if let gesture = model.gesture, let stamp = model.board[gesture.id], sprites[gesture.id] != nil {
            let degrees = Int((stamp.rotation * 180 / .pi).rounded())
            let hundredths = Int((abs(stamp.scale / gesture.drag.start.scale) * 100).rounded())
            return HintFacts(
                id: gesture.id, doing: .gesture(gesture.drag.kind), degrees: ((degrees % 360) + 360) % 360,
                hundredths: hundredths, snapping: !model.modifiers.contains(.shift))
        }
        guard let target = hover else { return nil }
        return HintFacts(id: target.id, doing: .hover(target.action), degrees: 0, hundredths: 0, snapping: false)
    }

    /// The hint's card: one line near the bottom of the view, centred.
    private func hintCard(_ hint: String, in size: PixelSize) -> OverlayCard {
        if let cached = hintCardCache, cached.hint == hint, cached.size == size, cached.textScale == textScale {
            return cached.card
        }
        let type = Typography(scale: textScale)
        let layout = text.layout(hint, size: type.small, maxWidth: Double(size.width) * 0.9, maxLines: 1)
        let pad = type.spacing(6)
        let w = Int(layout.width.rounded(.up)) + 2 * pad, h = Int(layout.height.rounded(.up)) + pad
        // Above the status line (about 2 lines of small print from the bottom), clear of the
        // app's start hint at the top.
        let frame = PixelRect(x: (size.width - w) / 2, y: size.height - h - type.spacing(30), width: w, height: h)
        let origin = Point(Double(frame.x + pad), Double(frame.y) + Double(pad) / 2)
        let card = OverlayCard(
            frame: frame, background: WindowOverlay.panel, corner: type.spacing(4),
            texts: [.init(layout: layout, origin: origin, color: WindowOverlay.text)], key: hint)
        hintCardCache = (hint, size, textScale, card)
        return card
    }

    /// The picture fitted to the view, through the shared loader (a slow file never holds a
    /// frame unless loading is synchronous).
    private func loadPicture() {
        guard catalog.entries.indices.contains(model.index) else { return }
        let entry = catalog.entries[model.index]
        switch loader.image(entry.picture, slot: viewSize, priority: 0) {
        case .ready(let image):
            if image !== picture { drawn = nil }
            picture = image
        case .loading:
            break
        case .failed(let why):
            failure = (model.index, why)
            failures.report(why, about: entry.path, into: &messages)
        }
        loader.endFrame()
    }
}
