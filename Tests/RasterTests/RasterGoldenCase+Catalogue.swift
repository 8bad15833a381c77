import Foundation
import Geometry

@testable import Raster

/// The golden cases, in pipeline order (tiny-skia's habit): fills and compositing, image
/// draws (every filter x edge mode x transform kind, and with opacity and a clip), paths,
/// perspective, the blur, and the row mixes.
extension RasterGoldenCase {
    static let all: [RasterGoldenCase] = compositing + imageDraws + paths + perspective + blur + rows

    static let compositing: [RasterGoldenCase] = [
        .init(area: "composite", name: "fill-opaque") { s, _ in
            s.fill(
                PixelRect(x: 5, y: 7, width: 30, height: 20),
                with: Color(rgb: 0x3366CC))
        },
        .init(area: "composite", name: "blend-translucent") { s, _ in
            s.blend(
                PixelRect(x: 5, y: 7, width: 30, height: 20), with: Color(red: 200, green: 40, blue: 40, alpha: 100))
        },
        .init(area: "composite", name: "blend-clipped-off-surface") { s, _ in
            s.blend(PixelRect(x: -10, y: 30, width: 80, height: 40), with: Color(red: 0, green: 0, blue: 0, alpha: 170))
        },
        .init(area: "composite", name: "over") { s, _ in s.composite(pattern, atX: 9, y: 11) },
        .init(area: "composite", name: "over-opacity") { s, _ in s.composite(pattern, atX: 9, y: 11, opacity: 128) },
        .init(area: "composite", name: "over-clipped") { s, _ in
            s.composite(pattern, atX: 9, y: 11, clip: PixelRect(x: 12, y: 14, width: 9, height: 6))
        },
        .init(area: "composite", name: "over-off-edges") { s, _ in s.composite(pattern, atX: -7, y: 40) },
        .init(area: "composite", name: "grayscale") { s, _ in
            s.composite(pattern, atX: 4, y: 4)
            s.makeGrayscale(PixelRect(x: 10, y: 0, width: 20, height: 48))
        },
        .init(area: "composite", name: "grayscale-composite") { s, _ in
            s.compositeGrayscale(pattern, sourceRect: PixelRect(x: 2, y: 1, width: 15, height: 12), atX: 20, y: 25)
        },
        .init(area: "composite", name: "copy") { s, _ in
            s.copy(from: pattern, sourceRect: PixelRect(x: 0, y: 0, width: 20, height: 14), toX: 14, y: 17)
        },
        .init(area: "composite", name: "mask") { s, _ in
            let bytes = (0..<(16 * 10)).map { UInt8(truncatingIfNeeded: ($0 % 16) * 17) }
            s.blend(CoverageMask(width: 16, height: 10, bytes: bytes)!, color: Color(rgb: 0xE0C020), atX: 8, y: 20)
        },
    ]

    static let imageDraws: [RasterGoldenCase] = {
        var cases: [RasterGoldenCase] = []
        let filters: [(String, ImageFilter)] = [
            ("nearest", .nearest), ("bilinear", .bilinear), ("mipmapped", .mipmapped),
        ]
        let edges: [(String, EdgeMode)] = [("hard", .hard), ("exact", .exact)]
        for (f, filter) in filters {
            for (e, edge) in edges {
                for (t, transform) in transforms {
                    cases.append(
                        .init(area: "draw", name: "\(f)-\(e)-\(t)") { s, fast in
                            s.draw(
                                pattern, transform: transform, filter: filter, edges: edge, mips: mips, opacity: 255,
                                clip: nil, fastPaths: fast)
                        })
                }
                cases.append(
                    .init(area: "draw", name: "\(f)-\(e)-rotate-opacity") { s, fast in
                        s.draw(
                            pattern, transform: transforms[5].transform, filter: filter, edges: edge, mips: mips,
                            opacity: 150, clip: nil, fastPaths: fast)
                    })
                cases.append(
                    .init(area: "draw", name: "\(f)-\(e)-up-clipped") { s, fast in
                        s.draw(
                            pattern, transform: transforms[3].transform, filter: filter, edges: edge, mips: mips,
                            opacity: 255, clip: PixelRect(x: 10, y: 8, width: 21, height: 17), fastPaths: fast)
                    })
            }
        }
        return cases
    }()

    static let paths: [RasterGoldenCase] = {
        @Sendable func star(_ c: Point, _ r: Double) -> Path {
            .polygon(
                (0..<10).map { i in
                    let a = Double(i) * .pi / 5 - .pi / 2, radius = i % 2 == 0 ? r : r * 0.42
                    return Point(c.x + radius * cos(a), c.y + radius * sin(a))
                })
        }
        var ringPath = Path.circle(center: Point(24, 24), radius: 18)
        ringPath.append(.circle(center: Point(24, 24), radius: 10))
        var overlapPath = Path.rect(Rect(x: 6, y: 6, width: 24, height: 24))
        overlapPath.append(.rect(Rect(x: 18, y: 18, width: 24, height: 24)))
        let ring = ringPath, overlap = overlapPath
        let red = Color(red: 220, green: 40, blue: 60), blue = Color(red: 30, green: 60, blue: 200, alpha: 180)
        return [
            .init(area: "path", name: "star-nonzero") { s, _ in s.fill(star(Point(24, 24), 20), with: red) },
            .init(area: "path", name: "star-evenodd") { s, _ in
                s.fill(star(Point(24, 24), 20), with: red, rule: .evenOdd)
            },
            .init(area: "path", name: "ring-nonzero") { s, _ in s.fill(ring, with: blue) },
            .init(area: "path", name: "ring-evenodd") { s, _ in s.fill(ring, with: blue, rule: .evenOdd) },
            .init(area: "path", name: "overlap-nonzero") { s, _ in s.fill(overlap, with: blue) },
            .init(area: "path", name: "overlap-evenodd") { s, _ in s.fill(overlap, with: blue, rule: .evenOdd) },
            .init(area: "path", name: "ellipse-fraction") { s, _ in
                s.fill(.ellipse(in: Rect(x: 3.3, y: 10.6, width: 41.2, height: 17.9)), with: red)
            },
            .init(area: "path", name: "hairlines") { s, _ in
                for i in 0..<6 {
                    let x = 4 + Double(i) * 7.3
                    s.fill(
                        .polygon([Point(x, 2), Point(x + 0.6, 2), Point(x + 12, 46), Point(x + 11.4, 46)]), with: .white
                    )
                }
            },
            .init(area: "path", name: "tiny") { s, _ in
                for i in 0..<8 {
                    s.fill(
                        .circle(center: Point(4.5 + Double(i) * 5.6, 24.25), radius: 0.3 + Double(i) * 0.4),
                        with: .white)
                }
            },
            .init(area: "path", name: "rotated-transform") { s, _ in
                s.fill(
                    .rect(Rect(x: -12, y: -6, width: 24, height: 12)), with: red,
                    transform: Affine.rotation(0.7).then(.translation(24, 24)))
            },
            .init(area: "path", name: "clipped") { s, _ in
                s.fill(star(Point(24, 24), 22), with: blue, clip: PixelRect(x: 8, y: 12, width: 25, height: 19))
            },
            .init(area: "path", name: "off-surface") { s, _ in
                s.fill(.circle(center: Point(-4, 50), radius: 22), with: red)
            },
        ]
    }()

    static let perspective: [RasterGoldenCase] = {
        let source = Rect(x: 0, y: 0, width: 20, height: 14)
        let quads: [(String, [Point])] = [
            ("square", [Point(6, 8), Point(42, 8), Point(42, 40), Point(6, 40)]),
            ("tilt-small", [Point(7, 9), Point(41, 6), Point(43, 42), Point(5, 39)]),
            ("tilt-large", [Point(10, 4), Point(38, 14), Point(38, 34), Point(10, 44)]),
            ("trapezoid", [Point(16, 6), Point(32, 6), Point(46, 42), Point(2, 42)]),
            ("mirrored", [Point(42, 8), Point(6, 10), Point(8, 40), Point(40, 38)]),
        ]
        var cases: [RasterGoldenCase] = []
        for (name, quad) in quads {
            guard let h = Homography(from: source, to: quad) else { continue }
            cases.append(
                .init(area: "perspective", name: name, fastTolerance: 1) { s, fast in
                    s.draw(pattern, transform: h, opacity: 255, clip: nil, fastPaths: fast)
                })
            cases.append(
                .init(area: "perspective", name: "\(name)-opacity-clipped", fastTolerance: 1) { s, fast in
                    s.draw(
                        pattern, transform: h, opacity: 140, clip: PixelRect(x: 0, y: 12, width: 30, height: 30),
                        fastPaths: fast)
                })
        }
        return cases
    }()

    static let blur: [RasterGoldenCase] = [0.8, 1.5, 3, 6, 12].map { sigma in
        .init(area: "blur", name: "sigma-\(sigma)", tolerance: 1) { s, _ in
            s.composite(pattern, atX: 14, y: 17)
            s.fill(PixelRect(x: 4, y: 4, width: 3, height: 40), with: .white)
            s.copy(from: s.gaussianBlurred(sigma: sigma), sourceRect: s.bounds, toX: 0, y: 0)
        }
    }

    static let rows: [RasterGoldenCase] = {
        let second = background()
        second.blend(second.bounds, with: Color(red: 20, green: 90, blue: 200, alpha: 200))
        let weights = (0..<size).map { UInt8(min(255, $0 * 6)) }
        return [
            .init(area: "rows", name: "mix") { s, _ in
                let first = s.copy()
                weights.withUnsafeBufferPointer { w in
                    for y in 0..<size {
                        s.mixRun(
                            y: y, x: 0, count: size, from: first, to: second, sourceX: 0, sourceY: y,
                            weights: w.baseAddress!)
                    }
                }
            },
            .init(area: "rows", name: "mix-darkened") { s, _ in
                let first = s.copy()
                weights.withUnsafeBufferPointer { w in
                    for y in 0..<size {
                        s.mixRun(
                            y: y, x: 0, count: size, from: first, to: second, sourceX: 0, sourceY: y,
                            weights: w.baseAddress!, shade: 115)
                    }
                }
            },
            .init(area: "rows", name: "copy-darkened") { s, _ in
                for y in 0..<size {
                    s.copyRun(y: y, x: 4, count: 40, from: second, sourceX: 0, sourceY: y, shade: UInt8(y * 5))
                }
            },
        ]
    }()
}
