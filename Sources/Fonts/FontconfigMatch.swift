internal import CFontconfig

/// What fontconfig chose for a request: the file, the face in it, and the family names the
/// font declares (all of them: "DejaVu Sans" is also "DejaVu Sans Condensed" in some files).
struct FontconfigMatch {
    var path: String
    var index: Int
    var families: [String]
    var weight: Int

    /// Generic names fontconfig maps to the configured default; any match meets them.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math",
        "ui-sans-serif", "ui-serif", "ui-monospace",
    ]

    /// FcInit once for the process; Swift runs a global's initialiser once, thread-safely.
    private static let ready: Bool = FcInit() != 0
    /// Fontconfig's default configuration is shared by the whole process: matching takes turns.
    private static let lock = Lock()

    /// Fontconfig's best match for `family`, bold or regular; nil when fontconfig cannot start
    /// or has no fonts at all. The pattern is built field by field, not with FcNameParse, which
    /// reads "-" as the start of a size ("NoSuchFamily-xyz" would ask for "NoSuchFamily").
    static func find(family: String, bold: Bool) -> FontconfigMatch? {
        guard ready else { return nil }
        return lock.withLock {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
            guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(font) }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            var index: Int32 = 0, weight: Int32 = FC_WEIGHT_REGULAR
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            var families: [String] = []
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, Int32(families.count), &name) == FcResultMatch, let name {
                families.append(String(cString: name))
            }
            return FontconfigMatch(
                path: String(cString: file), index: Int(index), families: families, weight: Int(weight))
        }
    }

    /// True when the match is the family asked for (or the request was a generic name):
    /// fontconfig always returns some font, so a miss shows only as a different family.
    func meets(_ request: String) -> Bool {
        let asked = FontconfigMatch.normalised(request)
        return FontconfigMatch.genericFamilies.contains(asked)
            || families.contains { FontconfigMatch.normalised($0) == asked }
    }

    var isBold: Bool { weight >= Int(FC_WEIGHT_DEMIBOLD) }

    static func normalised(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }
}
