import Effects
import Fonts
import Geometry
import Overlay
import Raster
import SceneKit

extension EdgesScene {
    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        loadPicture()
        let now = wanted(at: time)
        if drawn == now { return }
        touched(at: time, magnifier: now.magnifier, in: surface.size, into: &boxes)
        // Only where the pictures and the loupe were or are now: a turning frame at 1920 x 1080
        // then clears and copies about a fifth of the view instead of all of it.
        let first = damage.count
        if drawn == nil || drawn?.textScale != now.textScale {
            damage.append(surface.bounds)
        } else {
            Damage.merge(drawnBoxes, boxes, into: &damage)
        }
        for rect in damage[first...] { redraw(rect.intersection(surface.bounds), on: surface, at: time) }
        if let p = now.magnifier {
            EdgesMagnifier.draw(on: surface, at: EdgesMagnifier.spots(for: p, in: surface.size), scratch: loupes)
        }
        drawn = now
        // Swapped, not copied: `boxes` keeps the old frame's storage to fill next time.
        swap(&drawnBoxes, &boxes)
    }

    /// The rectangles a frame at `time` draws beyond the background: each panel's picture
    /// (its bounding box, a pixel wider for the border and the outline's coverage, within its
    /// third) and the loupe with its frame. Into `boxes`, emptied first.
    private func touched(at time: Double, magnifier: Point?, in size: PixelSize, into boxes: inout [PixelRect]) {
        boxes.removeAll(keepingCapacity: true)
        if let picture {
            for panel in EdgesPanel.allCases {
                let transform = model.panels.transform(size: picture.size, center: center(of: panel.rawValue), at: time)
                let b = transform.bounds(
                    of: Rect(
                        x: -1, y: -1, width: picture.size.width + 2,
                        height: picture.size.height + 2))
                let x0 = max(-1.0, b.minX.rounded(.down)), y0 = max(-1.0, b.minY.rounded(.down))
                let x1 = min(Double(size.width + 1), b.maxX.rounded(.up)),
                    y1 = min(Double(size.height + 1), b.maxY.rounded(.up))
                guard x1 > x0, y1 > y0 else { continue }
                let box = PixelRect(x: Int(x0) - 1, y: Int(y0) - 1, width: Int(x1 - x0) + 2, height: Int(y1 - y0) + 2)
                let r = box.intersection(EdgesPanel.slot(panel.rawValue, in: size))
                if !r.isEmpty { boxes.append(r) }
            }
        }
        if let p = magnifier {
            for spot in EdgesMagnifier.spots(for: p, in: size) {
                boxes.append(EdgesMagnifier.box(at: spot).inset(by: -2))
            }
        }
    }

    /// Draws everything of the view that falls in `rect`: background, pictures, labels, dividers.
    private func redraw(_ rect: PixelRect, on surface: Surface, at time: Double) {
        guard !rect.isEmpty else { return }
        surface.fill(rect, with: Defaults.background)
        for panel in EdgesPanel.allCases {
            let slot = EdgesPanel.slot(panel.rawValue, in: surface.size).intersection(rect)
            guard !slot.isEmpty else { continue }
            if let picture {
                let transform = model.panels.transform(size: picture.size, center: center(of: panel.rawValue), at: time)
                panel.draw(picture, transform: transform, on: surface, clip: slot)
            }
            drawLabel(panel, in: EdgesPanel.slot(panel.rawValue, in: surface.size), clip: slot, on: surface)
            // A hairline between the thirds, so a large picture's cut reads as the panel's edge.
            if panel.rawValue > 0 {
                let line = EdgesPanel.slot(panel.rawValue, in: surface.size)
                surface.fill(
                    PixelRect(x: line.x, y: 0, width: 1, height: line.height).intersection(rect),
                    with: Defaults.edgesDivider)
            }
        }
    }

    /// The panel's name, bold, and how it is drawn in small print below, centred near its top,
    /// below where the window's start hint stands ("Press ? or F1 ...", at the top centre): it
    /// once covered the middle label.
    private func drawLabel(_ panel: EdgesPanel, in slot: PixelRect, clip: PixelRect, on surface: Surface) {
        let type = Typography(scale: textScale)
        let title = text.layout(panel.title, bold: true, size: type.title)
        let detail = text.layout(panel.detail, size: type.small)
        let top = Double(type.spacing(Double(EdgesScene.labelTop)))
        let mid = Double(slot.x) + Double(slot.width) / 2
        title.draw(
            on: surface, at: Point((mid - title.width / 2).rounded(), top), color: WindowOverlay.text, clip: clip)
        detail.draw(
            on: surface, at: Point((mid - detail.width / 2).rounded(), top + title.height),
            color: WindowOverlay.dimText, clip: clip)
    }

    /// The picture fitted to the panels, decoded once through the shared loader (a slow file
    /// never holds a frame unless loading is synchronous), which keeps the picture's bordered
    /// copy and mip levels beside it within its budget. Asked for at every frame, so the loader
    /// knows it is in use.
    private func loadPicture() {
        if showsCard {
            let slot = EdgesPanel.pictureSlot(in: viewSize)
            if picture == nil || picture?.fittedSlot != slot {
                let card = EdgesCard.make(fitting: slot)
                picture = EdgesPicture(image: card, originalSize: card.size, fittedSlot: slot)
            }
            return
        }
        guard catalog.entries.indices.contains(model.index) else { return }
        let entry = catalog.entries[model.index], slot = EdgesPanel.pictureSlot(in: viewSize)
        switch loader.image(entry.picture, slot: slot, priority: 0) {
        case .ready:
            picture = loader.companion(entry.picture, slot: slot) { image in
                let made = EdgesPicture(image: image.colour, originalSize: image.originalSize)
                return (made, made.bytes)
            }
        case .loading:
            break
        case .failed(let why):
            failures.report(why, about: entry.path, into: &messages)
        }
        loader.endFrame()
    }
}
