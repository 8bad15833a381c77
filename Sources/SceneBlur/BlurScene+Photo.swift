import Effects
import Geometry
import ImageLibrary
import Raster

/// Which photo of the shared list the blur scene shows: paging, the image a scene switch
/// carries, and taking decoded photos from the decoder.
extension BlurScene {
    package func showImage(at index: Int, time: Double) {
        let before = model.index
        model.show(imageAt: index)
        if model.index != before { needsDraw = true }
    }

    /// The path of the chosen image, if the list has one.
    var chosenPath: String? {
        catalog.entries.indices.contains(model.index) ? catalog.entries[model.index].path : nil
    }

    /// Why the chosen image cannot be shown, once its decode has failed.
    var chosenFailure: String? { chosenPath.flatMap { failures[$0] } }

    /// True while the chosen photo is still being decoded (the previous one, if any, shows).
    var isOpening: Bool { chosenPath != nil && shown?.index != model.index && chosenFailure == nil }

    /// Takes what the decoder finished and asks it for the chosen photo if that is neither shown
    /// nor known to fail. Called before drawing: a scene never drawn decodes nothing.
    func settle() {
        if let (path, outcome) = decoder.take() { receive(outcome, for: path) }
        guard let path = chosenPath, shown?.index != model.index else { return }
        if failures[path] != nil {
            // A calm screen, not the photo before: that one is not the image the status names.
            if shown != nil { forget() }
            return
        }
        if shown?.path == path {
            // The same file listed twice: the decoded pixels serve both entries.
            shown?.index = model.index
            return
        }
        if let kept = spare, kept.path == path {
            adopt(ShownPhoto(index: model.index, path: path, surface: kept.surface))
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
            adopt(ShownPhoto(index: model.index, path: path, surface: surface))
        case .failed(let reason):
            failures[path] = reason
            messages.append(.error(reason, file: path))
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

    /// Shows `photo`, the region placed on it as the model says (`BlurModel.adopt`).
    private func adopt(_ photo: ShownPhoto) {
        if let old = shown, old.path != photo.path { spare = (old.path, old.surface) }
        shown = photo
        loader.noteDecoded(photo.path)
        model.adopt(photoSize: photo.surface.size)
        display = nil
        needsDraw = true
    }
}
