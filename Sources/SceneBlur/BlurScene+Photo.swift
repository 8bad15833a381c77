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

    /// The chosen image's file and page, if the list has one.
    var chosen: PicturePage? {
        catalog.entries.indices.contains(model.index) ? catalog.entries[model.index].picture : nil
    }

    /// Why the chosen image cannot be shown, once its decode has failed.
    var chosenFailure: String? { chosen.flatMap { failures[$0] } }

    /// True while the chosen photo is still being decoded (the previous one, if any, shows).
    var isOpening: Bool { chosen != nil && shown?.index != model.index && chosenFailure == nil }

    /// Takes what the decoder finished and asks it for the chosen photo if that is neither shown
    /// nor known to fail, or shown smaller than the view now needs (the window grew). Called
    /// before drawing: a scene never drawn decodes nothing.
    func settle() {
        if let (picture, outcome) = decoder.take() { receive(outcome, for: picture) }
        guard let picture = chosen else { return }
        if shown?.index == model.index {
            if let shown, isTooSmall(shown) {
                decoder.request(picture, fitting: viewSize)
                if let (picture, outcome) = decoder.take() { receive(outcome, for: picture) }
            }
            return
        }
        if failures[picture] != nil {
            // A calm screen, not the photo before: that one is not the image the status names.
            if shown != nil { forget() }
            return
        }
        if shown?.picture == picture {
            // The same file listed twice: the decoded pixels serve both entries.
            shown?.index = model.index
            return
        }
        if var kept = spare, kept.picture == picture, !isTooSmall(kept) {
            kept.index = model.index
            adopt(kept)
            return
        }
        decoder.request(picture, fitting: viewSize)
        if let (picture, outcome) = decoder.take() { receive(outcome, for: picture) }
    }

    /// Whether `photo` was decoded smaller than it is now shown (and than its full size): the
    /// view grew since. A decode for this very view size is as large as it needs to be, even
    /// where placement and decoder round a side differently: asking again would never end.
    private func isTooSmall(_ photo: ShownPhoto) -> Bool {
        guard photo.decodedFor != viewSize else { return false }
        let frame = BlurPlacement(photoSize: photo.fullSize, viewSize: viewSize).frame
        let size = photo.surface.size
        return size != photo.fullSize && (size.width < frame.width || size.height < frame.height)
    }

    private func receive(_ outcome: PhotoDecoder.Outcome, for picture: PicturePage) {
        switch outcome {
        case .photo(let surface, let fullSize, let fitting, let cutShort):
            if let cutShort { cutShortReports.reportCutShort(cutShort, into: &messages) }
            let photo = ShownPhoto(
                index: model.index, picture: picture, surface: surface, fullSize: fullSize, decodedFor: fitting)
            // Decoded for an image already paged past: kept in case the user comes back.
            guard picture == chosen else {
                spare = photo
                return
            }
            if let shown, shown.picture == picture {
                // The same photo, larger for a grown view: the region and the look stay.
                self.shown = photo
                display = nil
            } else {
                adopt(photo)
            }
        case .failed(let reason):
            failures[picture] = reason
            messages.append(.error(reason, file: picture.path))
            if picture == chosen { forget() }
        }
        needsDraw = true
    }

    private func forget() {
        if let shown { spare = shown }
        shown = nil
        display = nil
        needsDraw = true
    }

    /// Shows `photo`, the region placed on it as the model says (`BlurModel.adopt`).
    private func adopt(_ photo: ShownPhoto) {
        if let old = shown, old.picture != photo.picture { spare = old }
        shown = photo
        loader.noteDecoded(photo.picture.path)
        model.adopt(photoSize: photo.fullSize)
        display = nil
        needsDraw = true
    }
}
