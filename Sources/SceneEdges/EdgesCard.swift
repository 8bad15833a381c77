import Geometry
import Raster

/// The picture the edges scene opens on with Vitrine's own images: made to show edges. Light on
/// the dark background, so its outline is a high-contrast edge in every panel (the shipped
/// landscape is dark, and the three panels looked alike until the magnifier); and fine detail
/// inside, 1-pixel lines and a checkerboard, where the panels' sampling differs too.
enum EdgesCard {
    /// Its proportions: 16 by 10.
    static let aspect = 1.6

    /// The card fitted into `slot`, drawn at that size (so its lines stay 1 pixel wide).
    static func make(fitting slot: PixelSize) -> Surface {
        let width = max(8, min(slot.width, Int(Double(slot.height) * aspect)))
        let height = max(5, Int((Double(width) / aspect).rounded()))
        let card = Surface(width: width, height: height)!
        card.clear(to: paper)
        // A dark frame 3 pixels in, then fine lines: the hard, thin detail that aliases.
        let frame = max(2, width / 80)
        for inset in [frame, frame * 3] {
            let r = PixelRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
            card.fill(PixelRect(x: r.x, y: r.y, width: r.width, height: 1), with: ink)
            card.fill(PixelRect(x: r.x, y: r.maxY - 1, width: r.width, height: 1), with: ink)
            card.fill(PixelRect(x: r.x, y: r.y, width: 1, height: r.height), with: ink)
            card.fill(PixelRect(x: r.maxX - 1, y: r.y, width: 1, height: r.height), with: ink)
        }
        // A checkerboard in the middle, squares of a 24th of the width.
        let square = max(2, width / 24)
        let board = PixelRect(
            x: width / 2 - 4 * square, y: height / 2 - 3 * square, width: 8 * square, height: 6 * square)
        for row in 0..<6 {
            for column in 0..<8 where (row + column) % 2 == 0 {
                card.fill(
                    PixelRect(x: board.x + column * square, y: board.y + row * square, width: square, height: square),
                    with: ink)
            }
        }
        // Vertical hairlines, 1 pixel every 3, left and right of the board.
        for x in stride(from: frame * 5, to: board.x - frame, by: 3) {
            card.fill(PixelRect(x: x, y: board.y, width: 1, height: board.height), with: ink)
            card.fill(PixelRect(x: width - 1 - x, y: board.y, width: 1, height: board.height), with: accent)
        }
        return card
    }

    static let paper = Color(rgb: 0xF4F1EA)
    static let ink = Color(rgb: 0x1A1A1A)
    static let accent = Color(rgb: 0xC8321E)
}
