extension Font {
    /// DejaVu Sans where Debian's fonts-dejavu-core puts it: the fallback when fontconfig finds
    /// nothing usable.
    static func dejaVuPath(bold: Bool) -> String {
        "/usr/share/fonts/truetype/dejavu/DejaVuSans\(bold ? "-Bold" : "").ttf"
    }

    /// Finds a font through fontconfig: "sans-serif" (the default), another generic name, or a
    /// family such as "DejaVu Sans"; bold or regular. Never fails: when no font of that family
    /// is installed it uses fontconfig's substitute; when fontconfig finds nothing FreeType can
    /// open, DejaVu Sans at its usual path; when that is missing too, a small built-in bitmap
    /// font (printable ASCII, scaled by whole pixels). `problem` then says what happened.
    public static func named(_ family: String = "sans-serif", bold: Bool = false) -> Font {
        resolve(family, bold: bold, useFontconfig: true, fallbackPaths: [dejaVuPath(bold: bold)])
    }

    /// `named` with its sources chosen (tests): fontconfig or not, and the files to try after it.
    /// `useFontconfig: false, fallbackPaths: []` gives the built-in font.
    package static func resolve(_ family: String, bold: Bool, useFontconfig: Bool, fallbackPaths: [String]) -> Font {
        // An empty request is the default, not a family named "".
        let family = family.allSatisfy(\.isWhitespace) ? "sans-serif" : family
        var reason = "no fonts found"
        if useFontconfig {
            if let match = FontconfigMatch.find(family: family, bold: bold) {
                if let face = FreeTypeFace(path: match.path, index: match.index) {
                    let used = match.families.first ?? face.familyName
                    var problem: String?
                    if !match.meets(family) {
                        problem = "no font matches '\(family)'; using \(used)"
                    } else if bold && !match.isBold {
                        problem = "no bold face of '\(family)'; using \(used) regular"
                    }
                    return Font(source: face, familyName: used, path: match.path, problem: problem)
                }
                reason = "cannot open \(match.path), fontconfig's match for '\(family)'"
            } else {
                reason = "fontconfig found no fonts"
            }
        }
        for path in fallbackPaths {
            if let face = FreeTypeFace(path: path) {
                return Font(
                    source: face, familyName: face.familyName, path: path,
                    problem: "\(reason); using \(face.familyName)")
            }
        }
        // With no font file seen at all, the plainest words.
        if reason == "fontconfig found no fonts" { reason = "no fonts found" }
        return Font(
            source: BuiltInFont(), familyName: "built-in", path: nil, problem: "\(reason); using the built-in font")
    }
}
