import AppInterface
import Effects
import Foundation
import Geometry
import Gestures
import SceneKit

extension BlurScene {
    /// One Ctrl+wheel notch resizes the region by this factor. Default: 1.1.
    static let wheelStep = 1.1

    package func handle(_ event: InputEvent, time: Double) {
        guard let d = displayCopies() else { return }
        switch event {
        case .buttonPressed(.left, let p, let mods):
            veil.hold(at: time)
            if mods.contains(.control) {
                let centre = viewRegion(d).center
                drag = .twoFingers(TwoFingerDrag(mode: mods.contains(.shift) ? .pan : .pinch, pointer: p, centre: centre),
                                   start: region)
            } else {
                drag = .move(start: p, centre: region.center)
            }
        case .pointerMoved(let p, let mods), .pointerEntered(let p, let mods):
            // Hovering changes nothing on screen unless the region is held or the dots show.
            let visible = drag != nil || mods.contains(.control) || modifiers.contains(.control)
            pointer = p
            modifiers = mods
            follow(p, d)
            guard visible else { return }
        case .buttonReleased(.left, let p, _):
            follow(p, d)
            drag = nil
            veil.release(at: time)
        case .wheel(let direction, let p, let mods) where mods.contains(.control):
            resize(by: direction == .up || direction == .right ? BlurScene.wheelStep : 1 / BlurScene.wheelStep,
                   about: p, d, time: time)
        case .scroll(let dx, let dy, let p, let mods, _) where mods.contains(.control):
            // As Ctrl+wheel, by the notches scrolled: up and right grow.
            let notches = InputEvent.scrollAlongOneAxis(dx: -dx, dy: dy)
            resize(by: pow(BlurScene.wheelStep, -notches), about: p, d, time: time)
        case .pinch(let phase, let scale, let rotation, _, _):
            pinch(phase, scale: scale, rotation: rotation, time: time)
        case .modifiersChanged(let mods):
            modifiers = mods
        case .pointerLeft:
            pointer = nil
        default:
            return
        }
        needsDraw = true
    }

    /// Ctrl+wheel and Ctrl+scroll: the radius times `factor`, the photo point under `p` kept
    /// in place; the veil flashes as for a drag.
    private func resize(by factor: Double, about p: Point, _ d: DisplayCopies, time: Double) {
        let about = photoPoint(p, d)
        let before = region.radius
        region.radius = limitedRadius(before * factor)
        region.center = about + (region.center - about) * (region.radius / before)
        clampCentre()
        veil.hold(at: time)
        veil.release(at: time)
    }

    /// A touchpad pinch scales and turns the region about its centre, as Ctrl+drag's two
    /// fingers do; the veil is held while it lasts.
    private func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, time: Double) {
        switch (phase, drag) {
        case (.begin, _):
            drag = .pinch(start: region)
            veil.hold(at: time)
        case (.update, .pinch(let start)?), (.end, .pinch(let start)?):
            region.radius = limitedRadius(start.radius * scale)
            if rotation.isFinite { region.rotation = remainder(start.rotation + rotation, 2 * .pi) }
            if phase == .end {
                drag = nil
                veil.release(at: time)
            }
        default:
            return
        }
    }

    private func follow(_ p: Point, _ d: DisplayCopies) {
        switch drag {
        case .move(let start, let centre)?:
            region.center = centre + (p - start) * (1 / d.scale)
        case .twoFingers(var fingers, let start)?:
            fingers.move(to: p)
            drag = .twoFingers(fingers, start: start)
            region.radius = limitedRadius(start.radius * fingers.scale)
            region.rotation = start.rotation + fingers.rotation
            region.center = start.center + fingers.translation * (1 / d.scale)
        case .pinch, nil:
            return
        }
        clampCentre()
    }

    /// At most the photo's diagonal: beyond it the whole photo is sharp whatever the centre,
    /// so growing further changes nothing on screen (831 Ctrl+wheel notches once overflowed).
    func limitedRadius(_ radius: Double) -> Double {
        guard let photo, radius.isFinite else { return region.radius }
        let diagonal = (Double(photo.width * photo.width) + Double(photo.height * photo.height)).squareRoot()
        return min(max(FocusRegion.minimumRadius, diagonal), radius)
    }

    /// The centre stays on the photo, so the region cannot be lost off screen.
    func clampCentre() {
        guard let photo else { return }
        region.center = Point(min(Double(photo.width), max(0, region.center.x)),
                              min(Double(photo.height), max(0, region.center.y)))
    }

    /// Keys work without a photo: paging must get past a file that cannot be shown.
    package func perform(_ command: Command, time: Double) {
        defer { needsDraw = true }
        switch command {
        case .strongerBlur:
            sigmaIndex = min(BlurScene.sigmaSteps.count - 1, sigmaIndex + 1)
        case .weakerBlur:
            sigmaIndex = max(0, sigmaIndex - 1)
        case .toggleBand:
            if case .band = region.shape { region.shape = .circle } else { region.shape = .band(angle: 0) }
        case .toggleEllipse:
            if case .ellipse = region.shape { region.shape = .circle } else { region.shape = .ellipse(aspect: 0.6, rotation: 0) }
        case .keepVeil:
            veil.persistent.toggle()
        case .toggleGuides:
            showGuides.toggle()
        case .nextImage:
            page(by: 1)
        case .previousImage:
            page(by: -1)
        default:
            break
        }
    }

    /// Now when something changed: input, a finished decode, the save's progress (the app
    /// draws it) or its end.
    package func nextFrameTime(after time: Double) -> Double? {
        if needsDraw || veil.level(at: time) != drawnVeil || decoder.hasOutcome || saveProgress != drawnSaveFraction {
            return time
        }
        return veil.nextChange(after: time)
    }
}
