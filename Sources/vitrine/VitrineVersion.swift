/// Vitrine's version, as `vitrine --version` prints it; the one place it is written.
enum VitrineVersion {
    static let number = "0.3.0"
}
