import Effects
import Foundation
import Geometry
import Gestures
import Raster

extension BlurScene {
    func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        settle()
        drawnSaveFraction = saveProgress
        guard let d = displayCopies() else {
            // While the first photo decodes, a plain background; for a file that cannot be
            // shown, the placeholder the strip uses too (the message says why).
            surface.clear(to: Defaults.background)
            if chosenFailure != nil || catalog.entries.isEmpty {
                let name = catalog.entries.indices.contains(index) ? catalog.entries[index].displayName : nil
                Placeholder.draw(in: surface.bounds.inset(by: min(surface.width, surface.height) / 4), on: surface,
                                 name: name, reason: chosenFailure)
            }
            needsDraw = false
            drawnVeil = veil.level(at: time)
            damage.append(surface.bounds)
            return
        }
        // The bars around the photo are cleared every frame: the finger dots may cross them.
        for bar in surface.bounds.subtracting(d.frame) { surface.fill(bar, with: Defaults.background) }
        let level = veil.level(at: time)
        let veilAlpha = UInt8((level * Defaults.veilOpacity * 255).rounded())
        let shown = viewRegion(d)
        blend.draw(region: shown, sharp: d.sharp, blurred: d.blurred, origin: (d.frame.x, d.frame.y),
                         into: surface, clip: d.frame, veil: veilAlpha)
        if showGuides { drawGuides(shown, clip: d.frame, on: surface) }
        if modifiers.contains(.control), let pointer { drawFingers(pointer: pointer, centre: shown.center, on: surface) }
        drawnVeil = level
        needsDraw = false
        damage.append(surface.bounds)
    }

    /// A thin ring (or two lines for a band) where the blur becomes full.
    private func drawGuides(_ r: FocusRegion, clip: PixelRect, on surface: Surface) {
        let half = Defaults.guideWidth / 2
        var path: Path
        switch r.shape {
        case .circle, .ellipse:
            let aspect: Double
            if case .ellipse(let a, _) = r.shape { aspect = a } else { aspect = 1 }
            func ellipse(_ grow: Double) -> Path {
                Path.ellipse(in: Rect.centered(at: .zero, size: Size(2 * (r.radius + grow), 2 * (r.radius * aspect + grow))))
            }
            path = ellipse(half)
            path.append(ellipse(-half))
            path = path.transformed(by: Affine.rotation(r.rotation).then(.translation(r.center.x, r.center.y)))
        case .band(let angle):
            let reach = clip.rect.size.width + clip.rect.size.height
            path = Path()
            for side in [-1.0, 1.0] {
                path.append(.rect(Rect(x: -reach, y: side * r.radius - half, width: 2 * reach, height: 2 * half)))
            }
            path = path.transformed(by: Affine.rotation(angle).then(.translation(r.center.x, r.center.y)))
        }
        surface.fill(path, with: Defaults.guide, rule: .evenOdd, clip: clip)
        surface.fill(.circle(center: r.center, radius: 2.5), with: Defaults.guide, clip: clip)
    }

    /// The two virtual fingers of the pinch: the pointer and its mirror about the centre.
    private func drawFingers(pointer: Point, centre: Point, on surface: Surface) {
        let (a, b): (Point, Point)
        if case .twoFingers(let fingers, _)? = drag { (a, b) = fingers.fingers } else {
            (a, b) = TwoFingerDrag.fingers(pointer: pointer, centre: centre)
        }
        FingerDots.draw([a, b], on: surface)
    }
}
