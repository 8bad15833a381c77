/// The item references of a HEIF file's meta box, walked before libheif decodes, for what
/// libheif 1.15 does not check: a loop. A grid's tiles (`dimg`) and an image's alpha or depth
/// (`auxl`, from the auxiliary image to the one it serves) are decoded with the image; a grid
/// whose tile is an image whose alpha is that grid (found by `make fuzz`) had libheif start a
/// thread a level without end, 1.7 GB in 2 minutes.
struct HEIFItemReferences {
    /// For each item, the items decoding it decodes too.
    var dependencies: [UInt32: [UInt32]] = [:]

    /// None (tests fill `dependencies` themselves).
    init() {}

    /// Reads the references from `file`'s meta box; none when it has no iref. Throws when the
    /// boxes are cut short or claim more than the file.
    init(file: InputFile) throws(ImageFileError) {
        guard let meta = try HEIFItemReferences.box("meta", in: file, from: 0, to: file.byteCount, limit: 64) else {
            return
        }
        // meta is a FullBox: its children follow its version and flags.
        guard
            let iref = try HEIFItemReferences.box(
                "iref", in: file, from: meta.lowerBound + 4, to: meta.upperBound, limit: 64)
        else { return }
        guard iref.count <= HEIFItemReferences.maxIrefBytes else {
            throw ImageFileError(
                path: file.path, reason: .corrupt("an iref box of \(iref.count) bytes", library: "libheif"))
        }
        let bytes = try file.read(at: iref.lowerBound, count: iref.count)
        guard bytes.count == iref.count, bytes.count >= 4 else {
            throw ImageFileError(path: file.path, reason: .truncated, detail: "the iref box is cut short")
        }
        let wide = bytes[0] == 1 // version 1: 32-bit item IDs
        var at = 4
        func read(_ count: Int) -> UInt32? {
            guard at + count <= bytes.count else { return nil }
            defer { at += count }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | UInt32($1) }
        }
        while at + 8 <= bytes.count {
            let start = at
            guard let size = read(4), let type = read(4), size >= 8, start + Int(size) <= bytes.count,
                let from = read(wide ? 4 : 2), let count = read(2)
            else { break }
            var targets: [UInt32] = []
            for _ in 0..<count {
                guard let target = read(wide ? 4 : 2) else { break }
                targets.append(target)
            }
            switch type {
            case HEIFItemReferences.fourCC("dimg"): dependencies[from, default: []] += targets
            case HEIFItemReferences.fourCC("auxl"):
                for target in targets { dependencies[target, default: []].append(from) }
            default: break
            }
            at = start + Int(size)
        }
    }

    /// Most bytes an iref box may have: 1 MiB, ~100,000 references.
    static let maxIrefBytes = 1 << 20

    /// Whether decoding some item decodes itself again.
    var hasLoop: Bool {
        // Depth-first with a stack of its own (a chain of 100,000 references would overflow a
        // decode thread's stack by recursion), colouring each item: 1 while its dependencies
        // are walked, 2 when done.
        var state: [UInt32: Int] = [:]
        for root in dependencies.keys where state[root] == nil {
            var stack: [(item: UInt32, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (item, next) = stack.last {
                let targets = dependencies[item] ?? []
                guard next < targets.count else {
                    state[item] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = targets[next]
                switch state[target] {
                case 1: return true
                case 2: continue
                default:
                    state[target] = 1
                    stack.append((target, 0))
                }
            }
        }
        return false
    }

    /// The content of the first box of `type` among the boxes from `start` to `end`, walking at
    /// most `limit` of them; nil when there is none.
    private static func box(_ type: String, in file: InputFile, from start: Int, to end: Int, limit: Int)
        throws(ImageFileError) -> Range<Int>?
    {
        var at = start
        for _ in 0..<limit where at + 8 <= end {
            let header = try file.read(at: at, count: 16)
            guard header.count >= 8 else { return nil }
            let be = { (bytes: ArraySlice<UInt8>) in bytes.reduce(0) { $0 << 8 | Int($1) } }
            var size = be(header[0..<4]), headerSize = 8
            if size == 1, header.count == 16 {
                size = be(header[8..<16])
                headerSize = 16
            } else if size == 0 {
                size = end - at
            }
            guard size >= headerSize, size <= end - at else {
                throw ImageFileError(path: file.path, reason: .truncated, detail: "a box runs past its end")
            }
            if be(header[4..<8]) == Int(fourCC(type)) { return (at + headerSize)..<(at + size) }
            at += size
        }
        return nil
    }

    private static func fourCC(_ text: String) -> UInt32 { text.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
}
