import Foundation

/// An outline made of closed or open subpaths of lines and curves, in the space it is drawn in.
/// Filling treats every subpath as closed. Curves are kept as given and flattened on demand,
/// so hit tests and drawing agree on the same polygon for the same tolerance.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control: Point) { elements.append(.quad(control, p)) }
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// An ellipse inscribed in `r`, made of four cubic arcs (error under 0.03% of the radius).
    public static func ellipse(in r: Rect) -> Path {
        let k = 0.5522847498
        let cx = r.center.x, cy = r.center.y, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
        p.close()
        return p
    }

    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect.centered(at: center, size: Size(2 * radius, 2 * radius)))
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    public func transformed(by m: Affine) -> Path {
        var out = Path()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): .move(m.apply(p))
            case .line(let p): .line(m.apply(p))
            case .quad(let c, let p): .quad(m.apply(c), m.apply(p))
            case .cubic(let c1, let c2, let p): .cubic(m.apply(c1), m.apply(c2), m.apply(p))
            case .close: .close
            }
        }
        return out
    }

    /// The subpaths as polygons, curves cut into lines no further than `tolerance` pixels from
    /// the true curve (`PathPolygons`, which a caller filling every frame keeps and refills).
    /// Default: 0.02 px: at 0.1 a circle of radius 30 already lost 0.3% of its area.
    public func polygons(tolerance: Double = 0.02) -> [[Point]] {
        var flat = PathPolygons()
        flat.append(self, tolerance: tolerance)
        return (0..<flat.count).map { Array(flat[$0]) }
    }

    /// The bounding box of the flattened outline; `Rect.zero` for an empty path.
    public var bounds: Rect {
        let pts = polygons().flatMap { $0 }
        guard let first = pts.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in pts {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
