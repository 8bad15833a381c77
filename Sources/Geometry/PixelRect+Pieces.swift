/// Up to four rectangles held inline: what `PixelRect.subtracting` returns. A value, not an
/// array, so the focus scene's split of every item in every frame allocates nothing.
extension PixelRect {
    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public struct Pieces: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
        CustomStringConvertible
    {
        private var storage = (PixelRect.empty, PixelRect.empty, PixelRect.empty, PixelRect.empty)
        public private(set) var count = 0

        public init() {}

        /// At most four.
        public init(arrayLiteral rects: PixelRect...) {
            for rect in rects { append(rect) }
        }

        /// Adds `rect` after the others; at most four in all.
        public mutating func append(_ rect: PixelRect) {
            precondition(count < 4, "PixelRect.Pieces holds at most four rectangles")
            switch count {
            case 0: storage.0 = rect
            case 1: storage.1 = rect
            case 2: storage.2 = rect
            default: storage.3 = rect
            }
            count += 1
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(i: Int) -> PixelRect {
            precondition(i >= 0 && i < count, "index \(i) out of \(count) pieces")
            switch i {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            default: return storage.3
            }
        }

        public static func == (a: Pieces, b: Pieces) -> Bool { a.elementsEqual(b) }

        public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }
    }
}
