import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension HostileCorpus {
    /// What is not a regular file, or not one the reader may open: a folder, a FIFO (an open
    /// that waited for a writer would hang), a UNIX socket, symbolic links (a loop, dangling,
    /// to a device, through a file), files without read permission; and valid images behind
    /// names with control characters, a long name, a link.
    ///
    /// Root reads files whatever their permission bits, so when the corpus is written as root
    /// the two unreadable items are expected to decode: the refusal cannot be checked then.
    static func addSpecialFiles(to corpus: inout CorpusFolder) throws {
        let good = sampleFile(colour: .rgba, depth: 8)
        let target = try corpus.add("rgba 8-bit, the target of a link", .decodes, tag: "target", bytes: good)

        let folder = corpus.reserve("a folder named .png", .fails, tag: "folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let fifo = corpus.reserve("a FIFO with no writer", .fails, tag: "fifo")
        try check(mkfifo(fifo, 0o644), fifo)
        let socketPath = corpus.reserve("a UNIX socket, bound, no listener", .fails, tag: "socket")
        try makeSocket(at: socketPath)

        let loopA = corpus.reserve("a symbolic link loop (one end)", .fails, tag: "loop-a")
        let loopB = corpus.reserve("a symbolic link loop (the other end)", .fails, tag: "loop-b")
        try check(symlink(loopB, loopA), loopA)
        try check(symlink(loopA, loopB), loopB)
        let dangling = corpus.reserve("a dangling symbolic link", .fails, tag: "dangling")
        try check(symlink(corpus.path + "/nothing-here.png", dangling), dangling)
        let device = corpus.reserve("a symbolic link to /dev/zero", .fails, tag: "device")
        try check(symlink("/dev/zero", device), device)
        let link = corpus.reserve("a symbolic link to a valid file", .decodes, tag: "link")
        try check(symlink(target, link), link)
        _ = corpus.reserve(
            "a path through a regular file", .fails, tag: "through",
            name: (target as NSString).lastPathComponent
                + "/inside.png")

        let root = geteuid() == 0
        let unreadable = try corpus.add(
            "rgba 8-bit, mode 000\(root ? " (written as root, who reads it anyway)" : "")",
            root ? .decodes : .fails, tag: "mode000", bytes: good)
        try check(chmod(unreadable, 0), unreadable)
        let closed = corpus.path + "/closed-folder"
        try FileManager.default.createDirectory(atPath: closed, withIntermediateDirectories: false)
        try corpus.add(
            "rgba 8-bit in a folder of mode 000\(root ? " (written as root, who reads it anyway)" : "")",
            root ? .decodes : .fails, tag: "in-closed", name: "closed-folder/inside.png", bytes: good)
        try check(chmod(closed, 0), closed)

        try corpus.add(
            "rgba 8-bit named with a newline and terminal escapes", .decodes, tag: "evil-name",
            name: "evil\n\u{1B}[31mred\u{1B}]0;title\u{7}\u{9B}2J.png", bytes: good)
        try corpus.add(
            "an empty file named with a newline and terminal escapes", .fails, tag: "evil-name",
            name: "empty\r\n\u{1B}[2J\u{202E}gnp.png", bytes: [])
        try corpus.add("rgba 8-bit named in Unicode", .decodes, tag: "unicode", name: "été 日本 🎉.png", bytes: good)
        try corpus.add(
            "rgba 8-bit with a name of 255 bytes", .decodes, tag: "long",
            name: String(repeating: "n", count: 251) + ".png", bytes: good)
    }

    /// A socket bound to `path` and closed: the name stays, open(2) on it fails with ENXIO.
    private static func makeSocket(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try check(fd < 0 ? -1 : 0, path)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else {
            throw CorpusFolder.Failure(description: "socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in path.utf8.enumerated() { buffer[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try check(bound, path)
    }

    private static func check(_ result: Int32, _ path: String) throws {
        guard result == 0 else {
            throw CorpusFolder.Failure(description: "cannot make \(path): \(String(cString: strerror(errno)))")
        }
    }
}

extension HostileCorpus {
    /// Small files whose decode is costly (`CostlyImages`, issue 21's reproducers): a reader
    /// must refuse them whole, before allocating, or decode them to a view's size within its
    /// limit.
    static func addCostly(to corpus: inout CorpusFolder) throws {
        try corpus.add(
            "a 30-byte lossless WebP claiming 16384 x 8192 (1 GiB held whole)", .either, tag: "flat-webp",
            bytes: CostlyImages.flatLosslessWebP(width: 16384, height: 8192))
        try corpus.add(
            "progressive JPEG headers of 16384 x 8192 in 4:4:4 (805 MB of coefficients)", .fails, tag: "coefficients",
            bytes: CostlyImages.progressiveJPEGHeaders(width: 16384, height: 8192, components: 3))
        try corpus.add(
            "499 empty progressive scans over 16384 x 8192 gray", .fails, tag: "scans",
            bytes: CostlyImages.progressiveJPEGHeaders(width: 16384, height: 8192, components: 1, scans: 499))
    }
}
