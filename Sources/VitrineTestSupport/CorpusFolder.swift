import Foundation

/// The folder HostileCorpus writes into: numbers and names each file, records its item, and
/// holds the seeded generator, so the corpus is the same for the same seed.
struct CorpusFolder {
    let path: String
    var random: XorShift32
    private(set) var items: [HostileCorpus.Item] = []

    init(path: String, seed: UInt32) {
        self.path = path
        random = XorShift32(seed: seed)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` as a new file and records it. `tag` goes into the file name
    /// ("0042-cut.png"); `name` replaces the whole name.
    @discardableResult
    mutating func add(
        _ label: String, _ expectation: HostileCorpus.Item.Expectation, tag: String,
        name: String? = nil, bytes: [UInt8]
    ) throws -> String {
        let file = reserve(label, expectation, tag: tag, name: name)
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            throw Failure(description: "cannot write \(file)")
        }
        return file
    }

    /// Records an item whose file the caller makes (a FIFO, a link...); returns its path.
    mutating func reserve(
        _ label: String, _ expectation: HostileCorpus.Item.Expectation, tag: String,
        name: String? = nil
    ) -> String {
        let file = path + "/" + (name ?? String(format: "%04d-%@.png", items.count, tag))
        items.append(HostileCorpus.Item(path: file, label: label, expectation: expectation))
        return file
    }

    /// Uniform in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(random.nextUInt32() % UInt32(bound)) }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: random.nextUInt32()) }
    }
}
