import Foundation
import ImageFiles

/// The folder walk of one `ImageCatalog`, by its `Walk` rule: each folder's images in natural
/// order, then (recursive) its subfolders' in turn, depth first; links to folders inside
/// followed only with `followLinks`; each folder once, known by device and inode.
struct FolderWalker {
    let walk: ImageCatalog.Walk
    private var visited: Set<FolderID> = []
    /// Images found so far, in every folder walked.
    private(set) var imagesFound = 0
    /// True once a bound stopped the walk (its problem is told once).
    private(set) var stopped = false

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    init(walk: ImageCatalog.Walk) { self.walk = walk }

    /// Adds the images of the folder `root` (named by the user: entered even through a link)
    /// and, recursive, of its subfolders. `afterEachFolder` sees the catalog after each folder
    /// but the last (a background walk hands what it found to the window there) and ends the
    /// walk by returning false.
    mutating func add(
        _ root: String, to catalog: inout ImageCatalog, afterEachFolder: (inout ImageCatalog) -> Bool = { _ in true }
    ) {
        var pending = [root], first = true
        walking: while let folder = pending.popLast(), !stopped {
            // Between folders: the last one's images go out with the caller's own hand-over.
            if !first, !afterEachFolder(&catalog) { return }
            first = false
            guard let id = FolderWalker.id(of: folder), visited.insert(id).inserted else { continue }
            guard visited.count <= walk.maxFolders else {
                stop("stopped looking for images after \(walk.maxFolders) folders", in: &catalog)
                break
            }
            guard let names = FileSystemPath.contentsOfFolder(folder) else {
                catalog.problems.append(
                    "cannot list folder '\(printableFileName(folder))': \(String(cString: strerror(errno)))")
                continue
            }
            // Counted by entries: a TIFF of 10,000 pages is 10,000 images, not one.
            for name in ImageCatalog.images(among: names) {
                guard imagesFound < walk.maxImages else {
                    stop("stopped looking for images after \(walk.maxImages) images", in: &catalog)
                    break walking
                }
                let before = catalog.entries.count
                catalog.addFile(at: (folder as NSString).appendingPathComponent(name), isNamed: false)
                imagesFound += catalog.entries.count - before
                if imagesFound > walk.maxImages {
                    catalog.entries.removeLast(imagesFound - walk.maxImages)
                    imagesFound = walk.maxImages
                    stop("stopped looking for images after \(walk.maxImages) images", in: &catalog)
                    break walking
                }
            }
            guard walk.recursive else { continue }
            let subfolders = ImageCatalog.naturalOrder(names).filter { !$0.hasPrefix(".") }
                .map { (folder as NSString).appendingPathComponent($0) }.filter(isSubfolder)
            pending += subfolders.reversed() // popped from the end: the first subfolder next
        }
    }

    private mutating func stop(_ why: String, in catalog: inout ImageCatalog) {
        stopped = true
        catalog.problems.append(why)
    }

    /// A folder to walk into: a folder itself, or with `followLinks` a link to one.
    private func isSubfolder(_ path: String) -> Bool {
        guard let own = FileSystemPath.status(path, followingLinks: false) else { return false }
        if own.isFolder { return true }
        guard walk.followLinks, own.isLink else { return false }
        return FileSystemPath.status(path)?.isFolder == true
    }

    private static func id(of folder: String) -> FolderID? {
        FileSystemPath.status(folder).map { FolderID(device: $0.device, inode: $0.inode) }
    }
}
