import Fonts
import XCTest

/// DejaVu Sans, which the Makefile installs (fonts-dejavu-core): the tests' fixed font.
enum FontFixtures {
    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func dejaVu() throws -> Font {
        try XCTUnwrap(Font(path: dejaVuPath), "DejaVu Sans missing at \(dejaVuPath) (install fonts-dejavu-core)")
    }

    /// Advances of a line's glyphs: the differences of successive pen positions, and the end.
    static func advances(_ line: TextLine) -> [Double] {
        let xs = line.glyphs.map(\.x) + [line.width]
        return (0..<line.glyphs.count).map { xs[$0 + 1] - xs[$0] }
    }
}
