import Effects
import Geometry
import ImageLibrary
import Raster

/// Which photo of the shared list the blur scene shows: paging, the image a scene switch
/// carries, and taking decoded photos from the decoder.
extension BlurScene {
    package func showImage(at index: Int, time: Double) {
        guard catalog.entries.indices.contains(index), index != self.index else { return }
        self.index = index
        needsDraw = true
    }

    /// PgDn / PgUp: the next or previous image, stopping at the ends (as the strip does).
    func page(by step: Int) {
        guard !catalog.entries.isEmpty else { return }
        showImage(at: min(catalog.entries.count - 1, max(0, index + step)), time: 0)
    }

    /// The path of the chosen image, if the list has one.
    var chosenPath: String? { catalog.entries.indices.contains(index) ? catalog.entries[index].path : nil }

    /// Why the chosen image cannot be shown, once its decode has failed.
    var chosenFailure: String? { chosenPath.flatMap { failures[$0] } }

    /// True while the chosen photo is still being decoded (the previous one, if any, shows).
    var isOpening: Bool { chosenPath != nil && shown?.index != index && chosenFailure == nil }

    /// Takes what the decoder finished and asks it for the chosen photo if that is neither shown
    /// nor known to fail. Called before drawing: a scene never drawn decodes nothing.
    func settle() {
        if let (path, outcome) = decoder.take() { receive(outcome, for: path) }
        guard let path = chosenPath, shown?.index != index else { return }
        if failures[path] != nil {
            // A calm screen, not the photo before: that one is not the image the status names.
            if shown != nil { forget() }
            return
        }
        if shown?.path == path {
            // The same file listed twice: the decoded pixels serve both entries.
            shown?.index = index
            return
        }
        if let kept = spare, kept.path == path {
            adopt(ShownPhoto(index: index, path: path, surface: kept.surface))
            return
        }
        decoder.request(path)
        if let (path, outcome) = decoder.take() { receive(outcome, for: path) }
    }

    private func receive(_ outcome: PhotoDecoder.Outcome, for path: String) {
        switch outcome {
        case .photo(let surface):
            // Decoded for an image already paged past: kept in case the user comes back.
            guard path == chosenPath else {
                spare = (path, surface)
                return
            }
            adopt(ShownPhoto(index: index, path: path, surface: surface))
        case .failed(let reason):
            failures[path] = reason
            messages.append(.error(reason))
            if path == chosenPath { forget() }
        }
        needsDraw = true
    }

    private func forget() {
        if let shown { spare = (shown.path, shown.surface) }
        shown = nil
        display = nil
        needsDraw = true
    }

    /// Shows `photo`, with the region where it was relative to the photo before: its centre
    /// at the same share of the width and height, its radius the same share of the shorter
    /// side (so comparing photos keeps the framing). The first photo gets a region in the
    /// centre, 0.3 of the shorter side.
    private func adopt(_ photo: ShownPhoto) {
        let new = photo.surface.size
        if let old = regionPhotoSize {
            let side = Double(min(new.width, new.height)) / Double(min(old.width, old.height))
            region.center = Point(region.center.x * Double(new.width) / Double(old.width),
                                  region.center.y * Double(new.height) / Double(old.height))
            region.radius *= side
        } else {
            region = FocusRegion(center: Point(Double(new.width) / 2, Double(new.height) / 2),
                                 radius: Double(min(new.width, new.height)) * 0.3)
        }
        if let old = shown, old.path != photo.path { spare = (old.path, old.surface) }
        shown = photo
        loader.noteDecoded(photo.path)
        regionPhotoSize = new
        region.radius = limitedRadius(region.radius)
        clampCentre()
        display = nil
        needsDraw = true
    }
}
