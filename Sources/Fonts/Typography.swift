/// The fonts and text sizes of everything the window says. Sizes are in points, as desktops
/// give them, and become pixels through the display's scale (96 dpi: 1 pt = 4/3 px).
package struct Typography {
    /// Loaded once for the process: fontconfig and FreeType are slow to start, and every
    /// scene and overlay shares the same faces.
    package static let regular = Font.named("sans-serif")
    package static let bold = Font.named("sans-serif", bold: true)

    /// 1 at 96 dpi.
    package var scale: Double

    package init(scale: Double) { self.scale = scale }

    /// The status line and small print. Default: 9 pt.
    package var small: Double { pixels(points: 9) }
    /// Toasts and the help. Default: 10.5 pt.
    package var body: Double { pixels(points: 10.5) }
    /// The help's title and the start hint. Default: 13 pt.
    package var title: Double { pixels(points: 13) }

    package func pixels(points: Double) -> Double { (points * scale * 96 / 72).rounded() }

    /// A length in points as whole pixels (padding, gaps), at least 1.
    package func spacing(_ points: Double) -> Int { max(1, Int((points * scale * 96 / 72).rounded())) }

    /// Why text may look wrong (no fonts found), once, for the user to hear of.
    package static var fontProblems: [String] {
        let problems = [regular.problem, bold.problem].compactMap { $0 }
        return problems.count == 2 && problems[0] == problems[1] ? [problems[0]] : problems
    }
}
