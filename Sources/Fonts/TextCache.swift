/// Laid-out text kept between frames: the overlay asks for the same lines every frame, and
/// shaping them again each time would cost more than drawing them.
package final class TextCache {
    private struct Key: Hashable {
        var text: String
        var bold: Bool
        var size: Double
        var maxWidth: Double?
        var maxLines: Int?
    }

    private var layouts: [Key: TextLayout] = [:]
    /// Past this many, all are dropped: only a handful are in use at a time. Default: 256.
    private let capacity = 256

    package init() {}

    package func layout(_ text: String, bold: Bool = false, size: Double, maxWidth: Double? = nil, maxLines: Int? = nil)
        -> TextLayout
    {
        let key = Key(
            text: text, bold: bold, size: size, maxWidth: maxWidth.map { $0.rounded(.down) }, maxLines: maxLines)
        if let hit = layouts[key] { return hit }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let font = bold ? Typography.bold : Typography.regular
        let made = font.layout(text, size: size, maxWidth: key.maxWidth, maxLines: maxLines)
        layouts[key] = made
        return made
    }
}
