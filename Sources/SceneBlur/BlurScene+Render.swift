import Effects
import Foundation
import Geometry
import Raster
import SceneKit

extension BlurScene {
    /// What a frame shows, beyond the display copies (whose change forgets it): enough to tell
    /// what the next frame must redraw.
    struct Look: Equatable {
        /// The region in view pixels.
        var region: BlurRegion
        /// The virtual fingers' dots, while Ctrl is held.
        var fingers: Fingers?
        var veil: UInt8
        var guides: Bool
        /// Where the photo is shown.
        var frame: PixelRect
    }

    struct Fingers: Equatable {
        var a, b: Point
    }

    /// What the guide ring's path depends on, the centre and rotation aside (a transform moves it).
    struct GuideKey: Equatable {
        var radius: Double
        /// The ellipse's aspect (1 for a circle); nil for a band.
        var aspect: Double?
        /// How far a band's lines reach either way.
        var reach: Double
    }

    /// During a drag only the region moves (and the dots with it): the frame redraws the boxes
    /// of the old and the new region's affected area (ramp, sharp inside, guide ring) and dots,
    /// merged where they overlap. Anything else (the veil fading, another photo, size or sigma,
    /// guides toggled, `invalidate`) redraws the whole view. The boxes come from
    /// `BlurRegion.affectedBounds`: outside both, every pixel is fully blurred in both frames.
    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        settle()
        defer { reportHeldBytes() }
        drawnSaveFraction = saveProgress
        guard let d = displayCopies() else {
            // While the first photo decodes, a plain background; for a file that cannot be
            // shown, the placeholder the strip uses too (the message says why).
            surface.clear(to: Defaults.background)
            if chosenFailure != nil || catalog.entries.isEmpty {
                let index = model.index
                let name = catalog.entries.indices.contains(index) ? catalog.entries[index].displayName : nil
                Placeholder.draw(
                    in: surface.bounds.inset(by: min(surface.width, surface.height) / 4), on: surface,
                    name: name, reason: chosenFailure)
            }
            needsDraw = false
            drawnVeil = model.veil.level(at: time)
            drawn = nil
            damage.append(surface.bounds)
            return
        }
        let level = model.veil.level(at: time)
        let look = look(d, veilLevel: level)
        let first = damage.count
        if let drawn, drawn.veil == look.veil, drawn.guides == look.guides, drawn.frame == look.frame {
            if drawn != look {
                addBoxes(of: drawn, within: surface.bounds, from: first, into: &damage)
                addBoxes(of: look, within: surface.bounds, from: first, into: &damage)
            }
        } else {
            damage.append(surface.bounds)
        }
        for i in first..<damage.count { redraw(damage[i], look, d, on: surface) }
        drawn = look
        drawnVeil = level
        needsDraw = false
    }

    /// What the frame shows now.
    private func look(_ d: DisplayCopies, veilLevel: Double) -> Look {
        let region = d.placement.viewRegion(model.region)
        let fingers = model.fingers(regionCentre: region.center).map { Fingers(a: $0.0, b: $0.1) }
        return Look(
            region: region, fingers: fingers, veil: UInt8((veilLevel * Defaults.veilOpacity * 255).rounded()),
            guides: model.showsGuides, frame: d.frame)
    }

    /// Adds the boxes of what `look` draws over the blurred photo (the region's affected area
    /// with its guides, the dots) to `damage` after index `first`, merging overlaps.
    private func addBoxes(of look: Look, within bounds: PixelRect, from first: Int, into damage: inout [PixelRect]) {
        // The ring reaches half its width past the radius; the centre dot 2.5 px from the centre.
        let margin = max(Defaults.guideWidth / 2, BlurScene.centreDotRadius) + 1
        if let area = look.region.affectedBounds(in: look.frame.rect, margin: margin) {
            Damage.add(Damage.covering(area).intersection(look.frame), from: first, into: &damage)
        }
        if let fingers = look.fingers {
            Damage.add(FingerDots.box(at: fingers.a).intersection(bounds), from: first, into: &damage)
            Damage.add(FingerDots.box(at: fingers.b).intersection(bounds), from: first, into: &damage)
        }
    }

    /// Everything of the view inside `rect`: the bars around the photo, the photo blended
    /// through the region, the guides and the dots.
    private func redraw(_ rect: PixelRect, _ look: Look, _ d: DisplayCopies, on surface: Surface) {
        let rect = rect.intersection(surface.bounds)
        guard !rect.isEmpty else { return }
        // The bars are redrawn with the rest: the finger dots may cross them.
        for bar in rect.subtracting(d.frame) { surface.fill(bar, with: Defaults.background) }
        let inPhoto = rect.intersection(d.frame)
        if !inPhoto.isEmpty {
            blend.draw(
                region: look.region, sharp: d.sharp, blurred: d.blurred, origin: (d.frame.x, d.frame.y),
                into: surface, clip: inPhoto, veil: look.veil)
            if look.guides { drawGuides(look.region, frame: d.frame, clip: inPhoto, on: surface) }
        }
        if let fingers = look.fingers {
            FingerDots.draw(at: fingers.a, on: surface, clip: rect, scratch: pathScratch)
            FingerDots.draw(at: fingers.b, on: surface, clip: rect, scratch: pathScratch)
        }
    }

    static let centreDotRadius = 2.5
    /// The dot at the region's centre, made once about the origin.
    private static let centreDot = Path.circle(center: .zero, radius: centreDotRadius)

    /// A thin ring (or two lines for a band) where the blur becomes full, and a dot at the
    /// centre; `frame` is the photo's (a band's lines cross it), `clip` what is redrawn.
    private func drawGuides(_ r: BlurRegion, frame: PixelRect, clip: PixelRect, on surface: Surface) {
        let key: GuideKey
        switch r.shape {
        case .circle: key = GuideKey(radius: r.radius, aspect: 1, reach: 0)
        case .ellipse(let aspect, _): key = GuideKey(radius: r.radius, aspect: aspect, reach: 0)
        case .band: key = GuideKey(radius: r.radius, aspect: nil, reach: frame.rect.size.width + frame.rect.size.height)
        }
        if guideRing?.key != key { guideRing = (key, BlurScene.guidePath(key)) }
        let place = Affine.rotation(r.rotation).then(.translation(r.center.x, r.center.y))
        surface.fill(
            guideRing!.path, with: Defaults.guide, rule: .evenOdd, transform: place, clip: clip,
            scratch: pathScratch)
        surface.fill(
            BlurScene.centreDot, with: Defaults.guide, transform: .translation(r.center.x, r.center.y),
            clip: clip, scratch: pathScratch)
    }

    /// The ring (two ellipses, filled even-odd) or the band's two lines, about the origin and
    /// unturned.
    private static func guidePath(_ key: GuideKey) -> Path {
        let half = Defaults.guideWidth / 2
        var path = Path()
        if let aspect = key.aspect {
            for grow in [half, -half] {
                path.append(
                    .ellipse(
                        in: Rect.centered(
                            at: .zero,
                            size: Size(
                                2 * (key.radius + grow),
                                2 * (key.radius * aspect + grow)))))
            }
        } else {
            for side in [-1.0, 1.0] {
                path.append(
                    .rect(
                        Rect(
                            x: -key.reach, y: side * key.radius - half, width: 2 * key.reach,
                            height: 2 * half)))
            }
        }
        return path
    }
}
