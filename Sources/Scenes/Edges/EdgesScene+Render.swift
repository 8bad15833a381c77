import Effects
import Gestures
import Geometry
import Raster

extension EdgesScene {
    func render(into surface: Surface, time: Double) -> [PixelRect] {
        loadPicture()
        let now = wanted(at: time)
        if drawn == now { return [] }
        surface.clear(to: Defaults.background)
        for panel in EdgesPanel.allCases {
            let slot = EdgesPanel.slot(panel.rawValue, in: surface.size)
            if let picture {
                let transform = model.transform(size: picture.size, center: center(of: panel.rawValue), at: time)
                panel.draw(picture, transform: transform, on: surface, clip: slot)
            }
            drawLabel(panel, in: slot, on: surface)
            // A hairline between the thirds, so a large picture's cut reads as the panel's edge.
            if panel.rawValue > 0 {
                surface.fill(PixelRect(x: slot.x, y: 0, width: 1, height: slot.height), with: Defaults.edgesDivider)
            }
        }
        if let p = now.magnifier { EdgesMagnifier.draw(on: surface, at: p, scratch: loupe) }
        drawn = now
        return [surface.bounds]
    }

    /// The panel's name, bold, and how it is drawn in small print below, centred at its top.
    private func drawLabel(_ panel: EdgesPanel, in slot: PixelRect, on surface: Surface) {
        let type = Typography(scale: textScale)
        let title = text.layout(panel.title, bold: true, size: type.title)
        let detail = text.layout(panel.detail, size: type.small)
        let top = Double(type.spacing(10))
        let mid = Double(slot.x) + Double(slot.width) / 2
        title.draw(on: surface, at: Point((mid - title.width / 2).rounded(), top), color: WindowOverlay.text, clip: slot)
        detail.draw(on: surface, at: Point((mid - detail.width / 2).rounded(), top + title.height),
                    color: WindowOverlay.dimText, clip: slot)
    }

    /// The picture fitted to the panels, decoded once through the shared loader (a slow file
    /// never holds a frame unless loading is synchronous).
    private func loadPicture() {
        guard picture == nil, catalog.entries.indices.contains(index) else { return }
        let entry = catalog.entries[index]
        switch loader.image(path: entry.path, slot: EdgesPanel.pictureSlot(in: viewSize), priority: 0) {
        case .ready(let image):
            picture = EdgesPicture(image: image.colour, originalSize: image.originalSize)
        case .loading:
            break
        case .failed(let why):
            if reportedFailures.insert(entry.path).inserted { messages.append(.error(why)) }
        }
        loader.endFrame()
    }
}
