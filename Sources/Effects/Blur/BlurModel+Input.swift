import AppInterface
import Foundation
import Geometry
import Gestures

/// Input to the blur's model: pure functions of the model, the event and where the photo is
/// shown. Nothing here draws or decodes: the scene does that from the model they leave.
extension BlurModel {
    /// One Ctrl+wheel notch resizes the region by this factor. Default: 1.1.
    public static let wheelStep = 1.1

    /// Takes `event` with the photo at `placement` (nil while none is shown: the event is
    /// ignored). Returns false when nothing drawn changed (the pointer hovering), true otherwise.
    public mutating func handle(_ event: InputEvent, on placement: BlurPlacement?, time: Double) -> Bool {
        guard let d = placement else { return false }
        switch event {
        case .buttonPressed(.left, let p, let mods):
            veil.hold(at: time)
            if mods.contains(.control) {
                let centre = d.viewRegion(region).center
                drag = .twoFingers(
                    TwoFingerDrag(mode: mods.contains(.shift) ? .pan : .pinch, pointer: p, centre: centre),
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
            guard visible else { return false }
        case .buttonReleased(.left, let p, _):
            follow(p, d)
            drag = nil
            veil.release(at: time)
        case .wheel(let direction, let p, let mods) where mods.contains(.control):
            resize(
                by: direction == .up || direction == .right ? BlurModel.wheelStep : 1 / BlurModel.wheelStep,
                about: p, d, time: time)
        case .scroll(let dx, let dy, let p, let mods, _) where mods.contains(.control):
            // As Ctrl+wheel, by the notches scrolled: up and right grow.
            let notches = InputEvent.scrollAlongOneAxis(dx: -dx, dy: dy)
            resize(by: pow(BlurModel.wheelStep, -notches), about: p, d, time: time)
        case .pinch(let phase, let scale, let rotation, _, _):
            pinch(phase, scale: scale, rotation: rotation, d, time: time)
        case .modifiersChanged(let mods):
            modifiers = mods
        case .pointerLeft:
            pointer = nil
        default:
            return false
        }
        return true
    }

    /// A key's command. Keys work without a photo: paging must get past a file that cannot be
    /// shown.
    public mutating func perform(_ command: Command) {
        switch command {
        case .strongerBlur:
            sigmaIndex = min(BlurModel.sigmaSteps.count - 1, sigmaIndex + 1)
        case .weakerBlur:
            sigmaIndex = max(0, sigmaIndex - 1)
        case .toggleBand:
            if case .band = region.shape { region.shape = .circle } else { region.shape = .band(angle: 0) }
        case .toggleEllipse:
            if case .ellipse = region.shape {
                region.shape = .circle
            } else {
                region.shape = .ellipse(aspect: 0.6, rotation: 0)
            }
        case .keepVeil:
            veil.persistent.toggle()
        case .toggleGuides:
            showsGuides.toggle()
        case .nextImage:
            page(by: 1)
        case .previousImage:
            page(by: -1)
        default:
            break
        }
    }

    /// Image `index` of the list, if it is in it (a scene switch carries the image over).
    public mutating func show(imageAt index: Int) {
        if (0..<imageCount).contains(index) { self.index = index }
    }

    /// PgDn / PgUp: the next or previous image, stopping at the ends (as the strip does).
    public mutating func page(by step: Int) {
        guard imageCount > 0 else { return }
        show(imageAt: min(imageCount - 1, max(0, index + step)))
    }

    /// A photo of `size` is shown: the region keeps its place relative to the photo before,
    /// its centre at the same share of the width and height and its radius the same share of
    /// the shorter side (so comparing photos keeps the framing). The first photo gets a region
    /// in the centre, 0.3 of the shorter side.
    public mutating func adopt(photoSize new: PixelSize) {
        if let old = regionPhotoSize {
            let side = Double(min(new.width, new.height)) / Double(min(old.width, old.height))
            region.center = Point(
                region.center.x * Double(new.width) / Double(old.width),
                region.center.y * Double(new.height) / Double(old.height))
            region.radius *= side
        } else {
            region = BlurRegion(
                center: Point(Double(new.width) / 2, Double(new.height) / 2),
                radius: Double(min(new.width, new.height)) * 0.3)
        }
        regionPhotoSize = new
        region.radius = limitedRadius(region.radius, photo: new)
        clampCentre(photo: new)
    }

    /// Ctrl+wheel and Ctrl+scroll: the radius times `factor`, the photo point under `p` kept
    /// in place; the veil flashes as for a drag.
    private mutating func resize(by factor: Double, about p: Point, _ d: BlurPlacement, time: Double) {
        let about = d.photoPoint(p)
        let before = region.radius
        region.radius = limitedRadius(before * factor, photo: d.photoSize)
        region.center = about + (region.center - about) * (region.radius / before)
        clampCentre(photo: d.photoSize)
        veil.hold(at: time)
        veil.release(at: time)
    }

    /// A touchpad pinch scales and turns the region about its centre, as Ctrl+drag's two
    /// fingers do; the veil is held while it lasts.
    private mutating func pinch(_ phase: PinchPhase, scale: Double, rotation: Double, _ d: BlurPlacement, time: Double)
    {
        switch (phase, drag) {
        case (.begin, _):
            drag = .pinch(start: region)
            veil.hold(at: time)
        case (.update, .pinch(let start)?), (.end, .pinch(let start)?):
            region.radius = limitedRadius(start.radius * scale, photo: d.photoSize)
            if rotation.isFinite { region.rotation = remainder(start.rotation + rotation, 2 * .pi) }
            if phase == .end {
                drag = nil
                veil.release(at: time)
            }
        default:
            return
        }
    }

    private mutating func follow(_ p: Point, _ d: BlurPlacement) {
        switch drag {
        case .move(let start, let centre)?:
            region.center = centre + (p - start) * (1 / d.scale)
        case .twoFingers(var fingers, let start)?:
            fingers.move(to: p)
            drag = .twoFingers(fingers, start: start)
            region.radius = limitedRadius(start.radius * fingers.scale, photo: d.photoSize)
            region.rotation = start.rotation + fingers.rotation
            region.center = start.center + fingers.translation * (1 / d.scale)
        case .pinch, nil:
            return
        }
        clampCentre(photo: d.photoSize)
    }

    /// At most the photo's diagonal: beyond it the whole photo is sharp whatever the centre,
    /// so growing further changes nothing on screen (831 Ctrl+wheel notches once overflowed).
    private func limitedRadius(_ radius: Double, photo: PixelSize) -> Double {
        guard radius.isFinite else { return region.radius }
        let diagonal = (Double(photo.width * photo.width) + Double(photo.height * photo.height)).squareRoot()
        return min(max(BlurRegion.minimumRadius, diagonal), radius)
    }

    /// The centre stays on the photo, so the region cannot be lost off screen.
    private mutating func clampCentre(photo: PixelSize) {
        region.center = Point(
            min(Double(photo.width), max(0, region.center.x)),
            min(Double(photo.height), max(0, region.center.y)))
    }
}
