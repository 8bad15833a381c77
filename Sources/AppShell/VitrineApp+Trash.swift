import Foundation
import ImageFiles
import ImageLibrary

/// Delete and Ctrl+Z: the picture shown goes to the desktop's trash (`Trash`) and leaves the
/// list, every scene told where the rest went; Ctrl+Z puts the last one back, in its folder
/// and at its place in the list. A toast says each, and why not when the file system refuses.
extension VitrineApp {
    func trashShownPicture(at time: Double) {
        guard let index = scenes[current].imageIndex, list.entries.indices.contains(index) else {
            tell(.warning("no picture to move to the trash"), at: time)
            return
        }
        guard !showsOwnImages else {
            tell(.warning("these are Vitrine's own pictures: name yours to trash them"), at: time)
            return
        }
        let path = list.entries[index].path
        let name = printableFileName((path as NSString).lastPathComponent)
        let item: Trash.Item
        do {
            item = try trash.moveToTrash(path)
        } catch {
            tell(.error("could not move '\(name)' to the trash: \(error.description)", file: path), at: time)
            return
        }
        let (removed, edit) = list.removeFile(at: path)
        trashed.append((item, removed))
        let shown = list.entries.isEmpty ? nil : min(removed.first?.index ?? index, list.entries.count - 1)
        for scene in scenes { scene.listEdited(edit, showing: shown, time: time) }
        tell(.info("moved '\(name)' to the trash (Ctrl+Z puts it back)"), at: time)
    }

    func restoreTrashed(at time: Double) {
        guard let last = trashed.last else {
            tell(.warning("nothing moved to the trash to put back"), at: time)
            return
        }
        let name = printableFileName((last.item.originalPath as NSString).lastPathComponent)
        do {
            try trash.restore(last.item)
        } catch {
            // Gone from the trash, it cannot come back: Ctrl+Z goes on to the one before.
            if error.itemIsGone { trashed.removeLast() }
            tell(.error("could not put '\(name)' back: \(error.description)"), at: time)
            return
        }
        trashed.removeLast()
        let edit = list.putBack(last.entries)
        let shown = last.entries.first.map { min($0.index, list.entries.count - 1) }
        for scene in scenes { scene.listEdited(edit, showing: shown, time: time) }
        tell(.info("put '\(name)' back"), at: time)
    }
}
