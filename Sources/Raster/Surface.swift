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
    /// What an axis-aligned image draw into this surface works with (its column table and
    /// mixed rows), kept for the next one so steady frames allocate nothing: made at the first
    /// such draw, grown to the widest. So two threads must not draw images into one surface at
    /// once, even into separate parts of it.
    private(set) lazy var columnTaps = ColumnTaps()

    /// The largest side a surface may have. Larger requests fail rather than overflow.
    public static let maxSide = 1 << 15

    /// A new, transparent surface; nil for a zero or negative side or one over `maxSide`.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide else { return nil }
        let stride = Surface.stride(forWidth: width)
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }
        guard let memory = Surface.allocateZeroed(bytes) else { return nil }
        self.base = memory
        self.width = width
        self.height = height
        self.stride = stride
        self.ownsMemory = true
    }

    /// The stride of a new surface `width` pixels wide: rows padded to 64 bytes keep every row
    /// start on a cache line. A new surface takes `stride * height` bytes.
    public static func stride(forWidth width: Int) -> Int { (width * 4 + 63) & ~63 }

    /// The bytes its pixels take, padding included.
    public var bytes: Int { stride * height }

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
        if ownsMemory { Surface.deallocate(base, stride * height) }
    }

    /// Buffers from 256 KiB up get their own mapping, so freeing one returns it to the system at
    /// once: a viewer that streams through photos otherwise keeps its peak in malloc's heap.
    /// Fresh mappings are zero already.
    private static let mappingThreshold = 256 << 10

    private static func allocateZeroed(_ bytes: Int) -> UnsafeMutableRawPointer? {
        if bytes >= mappingThreshold {
            let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            return p == MAP_FAILED ? nil : p
        }
        let p = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        p.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return p
    }

    private static func deallocate(_ p: UnsafeMutableRawPointer, _ bytes: Int) {
        if bytes >= mappingThreshold { munmap(p, bytes) } else { p.deallocate() }
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
