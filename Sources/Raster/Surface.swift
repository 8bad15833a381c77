import Geometry

/// A rectangle of pixels in premultiplied BGRA8: 4 bytes a pixel (B, G, R, A in memory),
/// `stride` bytes from one row to the next, top-left origin.
///
/// A surface either owns its memory (zeroed, i.e. transparent, at creation) or wraps memory it
/// is handed, such as the XImage's shared segment, so the window's framebuffer is drawn in
/// place. A wrapping surface must not outlive that memory. A reference type: it is a buffer,
/// and copying a 1080p frame by accident would cost 8 MiB each time.
public final class Surface: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Bytes from the start of one row to the start of the next; at least 4 * width.
    public let stride: Int
    /// The first byte of row 0.
    public let base: UnsafeMutableRawPointer
    private let ownsMemory: Bool

    /// The largest side a surface may have. Larger requests fail rather than overflow.
    public static let maxSide = 1 << 15

    /// A new, transparent surface; nil for a zero or negative side or one over `maxSide`.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide else { return nil }
        // Rows padded to 64 bytes keep every row start on a cache line.
        let stride = (width * 4 + 63) & ~63
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }
        self.base = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        self.base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        self.width = width
        self.height = height
        self.stride = stride
        self.ownsMemory = true
    }

    public convenience init?(size: PixelSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Wraps `memory` (premultiplied BGRA8, `stride` bytes a row, at least `stride * height`
    /// bytes, 4-byte aligned) without copying. The caller keeps the memory alive.
    public init?(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride >= width * 4, stride % 4 == 0,
            Int(bitPattern: memory) % 4 == 0
        else { return nil }
        self.base = memory
        self.width = width
        self.height = height
        self.stride = stride
        self.ownsMemory = false
    }

    deinit {
        if ownsMemory { base.deallocate() }
    }

    public var size: PixelSize { PixelSize(width, height) }
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Row `y` as pixels (0xAARRGGBB each). `y` must be in 0..<height.
    @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The pixel at (x, y) as 0xAARRGGBB, premultiplied. Bounds are checked.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            return row(y)[x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            row(y)[x] = newValue
        }
    }

    /// A new surface with the same pixels.
    public func copy() -> Surface {
        let out = Surface(width: width, height: height)!
        out.copy(from: self, sourceRect: bounds, toX: 0, y: 0)
        return out
    }

    /// True when every pixel of both surfaces is equal (padding bytes are ignored).
    public func hasSamePixels(as other: Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 { return false }
        return true
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
