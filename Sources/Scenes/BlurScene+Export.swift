import Foundation
import Geometry
import Gestures
import ImageFiles
import Raster

extension BlurScene {
    /// Ctrl+S: the edited photo at its full resolution, as a new PNG beside the original
    /// (`photo-blur.png`, `photo-blur-2.png`, ...; never replacing a file). Where that folder
    /// cannot be written (a shipped image), into the current folder instead.
    func saveEdited() -> Bool {
        messages.append(exportEdited())
        return true
    }

    private func exportEdited() -> AppMessage {
        guard let photo else { return .error("nothing to save: \(photoError ?? "no photo")") }
        let blurred = photo.gaussianBlurred(sigma: sigma, threads: Defaults.blurThreads)
        let edited = Surface(size: photo.size)!
        RegionBlend.draw(region: region, sharp: photo, blurred: blurred, origin: (0, 0), into: edited,
                         clip: edited.bounds, veil: 0)
        let beside = PNGFile.uniquePath(besides: photoPath, suffix: "-blur")
        do {
            try PNGFile.write(edited, to: beside)
            return .info("saved \(printableFileName(beside))")
        } catch let first {
            let name = (photoPath as NSString).lastPathComponent
            let here = PNGFile.uniquePath(besides: FileManager.default.currentDirectoryPath + "/" + name, suffix: "-blur")
            do {
                try PNGFile.write(edited, to: here)
                return .info("saved \(printableFileName(here)) (\(first))")
            } catch {
                return .error("could not save the photo: \(error)")
            }
        }
    }
}
