/// Integers as the little-endian bytes the corpus's and the tests' hand-built files (BMP, GIF,
/// TIFF) store them in.
public enum LittleEndian {
    /// The low 16 bits of `v`, low byte first.
    public static func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    /// The low 32 bits of `v`, low byte first.
    public static func u32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
}
