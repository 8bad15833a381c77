import Effects
import Geometry
import Raster

/// The landscape behind the title: a dusk gradient and depth layers of vector art (stars, a
/// moon, three rows of hills), each rendered once per view size into its own surface, trimmed
/// to what it covers plus the margin it may travel. A frame composites them at their offsets.
struct TiltArt {
    /// A depth layer: its pixels, where its top-left sits at rest, how it moves, and the parts
    /// of it that are not wholly transparent (drawing the rest would change no pixel).
    struct Layer {
        var surface: Surface
        var origin: (x: Int, y: Int)
        var motion: MotionEffectGroup
        var occupied: [PixelRect]
        /// The layer's lowest rows opaque from side to side (a ridge below its troughs), if any.
        var opaqueRows: Range<Int>?
    }

    /// A layer of depth 1 moves this far at full tilt, in points, against the pointer (as
    /// parallax.js' layers by default); depth 0 stays put. Default: 24 pt.
    static let travel = 24.0

    /// The sky's colour in each row of the view: a gradient from top to bottom, so a frame fills
    /// rows rather than copying a whole view's worth of pixels.
    let sky: [Color]
    let layers: [Layer]

    /// The sky and the depth layers at `offset`, within `clip`: each only above the rows a
    /// nearer layer hides from side to side (the sky below the far ridge's troughs is about a
    /// third of the view).
    func draw(offset: Point, on surface: Surface, clip: PixelRect) {
        let rows = clip.intersection(surface.bounds)
        let skyEnd = hiddenFrom(nearerThan: -1, offset: offset, clip: rows)
        for y in rows.y..<skyEnd where sky.indices.contains(y) {
            surface.fill(PixelRect(x: rows.x, y: y, width: rows.width, height: 1), with: sky[y])
        }
        for (i, layer) in layers.enumerated() {
            let end = hiddenFrom(nearerThan: i, offset: offset, clip: rows)
            guard end > rows.y else { continue }
            let shown = PixelRect(x: rows.x, y: rows.y, width: rows.width, height: end - rows.y)
            let (x, y) = place(of: layer, at: offset)
            for part in layer.occupied {
                surface.composite(layer.surface, sourceRect: part, atX: x + part.x, y: y + part.y, clip: shown)
            }
        }
    }

    /// Where `layer`'s top-left lies at `offset`.
    private func place(of layer: Layer, at offset: Point) -> (x: Int, y: Int) {
        let move = layer.motion.value(of: .position, for: offset)
        return (layer.origin.x + Int(move.x.rounded()), layer.origin.y + Int(move.y.rounded()))
    }

    /// The first of `clip`'s rows from which the layers nearer than number `index` (-1: all)
    /// together hide every pixel to `clip`'s bottom across its width; `clip.maxY` when none.
    private func hiddenFrom(nearerThan index: Int, offset: Point, clip: PixelRect) -> Int {
        var end = clip.maxY, lowered = true
        while lowered {
            lowered = false
            for layer in layers[(index + 1)...] {
                guard let opaque = layer.opaqueRows else { continue }
                let (x, y) = place(of: layer, at: offset)
                guard x <= clip.x, x + layer.surface.width >= clip.maxX else { continue }
                let top = y + opaque.lowerBound, bottom = y + opaque.upperBound
                if top < end, bottom >= end {
                    end = max(clip.y, top)
                    lowered = end > clip.y
                }
            }
        }
        return end
    }

    /// The art for a view of `size`; `pixels` turns points into pixels.
    init?(size: PixelSize, pixels: (Double) -> Double) {
        guard size.width > 0, size.height > 0 else { return nil }
        sky = TiltArt.gradient(rows: size.height)
        let w = Double(size.width), h = Double(size.height)
        let unit = min(w, h)
        var layers: [Layer] = []
        /// `hiddenBelow`: rows (at rest) from which a nearer opaque layer always covers this one.
        func add(depth: Double, _ shapes: [(Path, Color)], hiddenBelow: Double? = nil) {
            let margin = (pixels(TiltArt.travel) * depth).rounded(.up) + 2
            let bottom = min(h + margin, hiddenBelow ?? h + margin)
            let view = Rect(x: -margin, y: -margin, width: w + 2 * margin, height: bottom + margin)
            var box = TiltArt.union(shapes.map { $0.0.bounds }).intersection(view)
            box = Rect(
                x: box.minX.rounded(.down), y: box.minY.rounded(.down),
                width: box.width.rounded(.up) + 1, height: box.height.rounded(.up) + 1)
            guard let surface = Surface(width: Int(box.width), height: Int(box.height)) else { return }
            for (path, color) in shapes {
                surface.fill(path, with: color, transform: .translation(-box.minX, -box.minY))
            }
            let move = pixels(TiltArt.travel) * depth
            layers.append(
                Layer(
                    surface: surface, origin: (Int(box.minX), Int(box.minY)),
                    motion: MotionEffectGroup(MotionEffect.both(.position, minimum: move, maximum: -move)),
                    // Stars are a few dozen dots on a layer as wide as the view.
                    occupied: surface.occupiedRuns(tile: 32), opaqueRows: surface.lowestOpaqueRows()))
        }
        add(depth: 0.1, TiltArt.stars(w: w, h: h, radius: max(0.8, pixels(1.2))))
        add(
            depth: 0.25,
            [
                (
                    Path.circle(center: Point(0.78 * w, 0.2 * h), radius: 0.07 * unit),
                    Color(red: 250, green: 236, blue: 200)
                )
            ])
        let hills = TiltArt.hills
        for (i, hill) in hills.enumerated() {
            let margin = pixels(TiltArt.travel) + 2
            // The next ridge never dips below its base and is opaque beneath it: whatever of this
            // one lies lower, even with both moved as far apart as they go, is never seen. That
            // saves about a fifth of the frame's compositing at 1920 x 1080.
            let hidden =
                i + 1 < hills.count
                ? hills[i + 1].base * h + pixels(TiltArt.travel) * (hill.depth + hills[i + 1].depth) + 2 : nil
            add(
                depth: hill.depth,
                [
                    (
                        TiltArt.ridge(
                            w: w, h: h, margin: margin, base: hill.base, height: hill.height,
                            waves: hill.waves, phase: Double(i)), hill.color
                    )
                ],
                hiddenBelow: hidden)
        }
        self.layers = layers
    }

    /// The smallest rectangle holding all of `rects`.
    static func union(_ rects: [Rect]) -> Rect {
        let minX = rects.map(\.minX).min() ?? 0, minY = rects.map(\.minY).min() ?? 0
        let maxX = rects.map(\.maxX).max() ?? 0, maxY = rects.map(\.maxY).max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Far to near: where the ridge lies (share of the height), how high its waves rise (share
    /// of the height), how many across, its colour and depth.
    static let hills: [(base: Double, height: Double, waves: Double, color: Color, depth: Double)] = [
        (0.66, 0.08, 2.5, Color(red: 92, green: 62, blue: 122), 0.4),
        (0.76, 0.07, 3.5, Color(red: 58, green: 38, blue: 90), 0.65),
        (0.88, 0.06, 2, Color(red: 26, green: 18, blue: 48), 1),
    ]

    /// A ridge of quadratic waves from beyond the left edge to beyond the right, filled down
    /// past the bottom.
    static func ridge(
        w: Double, h: Double, margin: Double, base: Double, height: Double, waves: Double,
        phase: Double
    ) -> Path {
        var path = Path()
        let left = -margin, right = w + margin, bottom = h + margin
        let count = Int(waves.rounded(.up)) + 1
        let span = (right - left) / Double(count)
        path.move(to: Point(left, bottom))
        path.line(to: Point(left, base * h))
        for i in 0..<count {
            let x0 = left + Double(i) * span
            let lift = (i + Int(phase)) % 2 == 0 ? 1.0 : 0.55
            path.quad(to: Point(x0 + span, base * h), control: Point(x0 + span / 2, (base - 2 * height * lift) * h))
        }
        path.line(to: Point(right, bottom))
        path.close()
        return path
    }

    /// Small round stars over the upper sky, placed by a fixed linear congruential sequence so
    /// every run (and golden image) shows the same sky.
    static func stars(w: Double, h: Double, radius: Double) -> [(Path, Color)] {
        var seed: UInt64 = 0x7117
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var path = Path()
        for _ in 0..<70 {
            let p = Point(next() * w, next() * h * 0.55)
            path.append(.circle(center: p, radius: radius * (0.5 + next())))
        }
        return [(path, Color(red: 255, green: 250, blue: 235, alpha: 210))]
    }

    /// Dusk, a colour for each of `rows` rows: deep blue at the top to violet at two thirds of
    /// the height, to a warm glow below.
    static func gradient(rows: Int) -> [Color] {
        let stops: [(at: Double, color: (Double, Double, Double))] = [
            (0, (12, 16, 48)), (0.62, (118, 70, 140)), (1, (236, 146, 108)),
        ]
        let h = Double(max(1, rows - 1))
        return (0..<rows).map { y in
            let t = Double(y) / h
            let i = t <= stops[1].at ? 0 : 1
            let u = (t - stops[i].at) / (stops[i + 1].at - stops[i].at)
            let a = stops[i].color, b = stops[i + 1].color
            func mix(_ p: Double, _ q: Double) -> UInt8 { UInt8((p + (q - p) * u).rounded()) }
            return Color(red: mix(a.0, b.0), green: mix(a.1, b.1), blue: mix(a.2, b.2))
        }
    }
}

extension Surface {
    /// The lowest run of rows opaque from side to side, or nil: a ridge's rows below its
    /// troughs, above its antialiased bottom edge.
    fileprivate func lowestOpaqueRows() -> Range<Int>? {
        func opaque(_ y: Int) -> Bool { (0..<width).allSatisfy { Pixel.alpha(row(y)[$0]) == 255 } }
        var bottom = height
        while bottom > 0, !opaque(bottom - 1) { bottom -= 1 }
        var top = bottom
        while top > 0, opaque(top - 1) { top -= 1 }
        return top < bottom ? top..<bottom : nil
    }
}
