import Effects
import Geometry
import Raster

/// One stamp's art and what is made from it once: its hit-test alpha map (from the art at
/// scale 1, built when the sprite is made and never again: the art does not change) and its
/// bitmap at the scale last asked for sharp. During a gesture the frames turn and scale that
/// bitmap; when it ends the bitmap is rendered again at the new scale, on the spot or (given a
/// `StampSharpener`) off the render thread, to be swapped in by a later frame.
final class StampSprite {
    let art: StampArt
    let map: AlphaMap?
    private(set) var bitmap: Surface
    /// The bitmap's empty tiles: a turned stamp's frames skip its box's empty parts (its
    /// burst's corners) without sampling them.
    private(set) var tiles: EmptyTiles
    /// View pixels per art pixel in `bitmap`.
    private(set) var bitmapScale: Double
    /// Renders so far, the first included (tests: a move renders nothing).
    private(set) var renders = 1
    /// The bitmap being rendered in the background, the newest asked for; nil when none is.
    private var pending: StampSharpener.Job?

    /// Bitmaps are rendered again only when the scale moved by more than this share. Default:
    /// 0.5%: below it the resampled bitmap differs from a fresh one by less than an 8-bit step
    /// at the edges.
    static let rescaleShare = 0.005

    init(art: StampArt, scale: Double) {
        self.art = art
        let unit = art.render(scale: 1)
        map = AlphaMap(alpha: StampSprite.alpha(of: unit), width: unit.width, height: unit.height)
        bitmapScale = scale
        bitmap = scale == 1 ? unit : art.render(scale: scale)
        tiles = EmptyTiles(bitmap)
    }

    /// The bitmap rendered at `scale` unless it already is (within `rescaleShare`): here, or
    /// by `background` (taken by `takeSharpened` once done) unless it is already rendering that
    /// scale. A job for another scale is cancelled: its bitmap is never shown.
    func sharpen(to scale: Double, in background: StampSharpener? = nil) {
        guard abs(scale / bitmapScale - 1) > StampSprite.rescaleShare else {
            cancelSharpening()
            return
        }
        if let background {
            if let pending, abs(scale / pending.scale - 1) <= StampSprite.rescaleShare { return }
            pending?.cancel()
            let job = StampSharpener.Job(art: art, scale: scale)
            pending = job
            background.start(job)
            return
        }
        bitmap = art.render(scale: scale)
        tiles = EmptyTiles(bitmap)
        bitmapScale = scale
        renders += 1
    }

    /// The bitmap rendered in the background swapped in, once it is done: true when it was.
    @discardableResult
    func takeSharpened() -> Bool {
        guard let job = pending, let made = job.result else { return false }
        (bitmap, tiles, bitmapScale) = (made.bitmap, made.tiles, job.scale)
        renders += 1
        pending = nil
        return true
    }

    /// A bitmap rendered in the background waits to be taken (the host was woken for it).
    var hasSharpened: Bool { pending?.result != nil }

    /// A bitmap is being rendered in the background, or waits to be taken.
    var isSharpening: Bool { pending != nil }

    /// The bitmap being rendered in the background is stale (a new gesture on this stamp).
    func cancelSharpening() {
        pending?.cancel()
        pending = nil
    }

    /// Bitmap pixels -> view pixels for a stamp whose art `artToView` places.
    func bitmapTransform(_ artToView: Affine) -> Affine {
        Affine.scale(1 / bitmapScale, 1 / bitmapScale).then(artToView)
    }

    /// The alpha channel of a premultiplied BGRA surface, row by row.
    static func alpha(of s: Surface) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: s.width * s.height)
        for y in 0..<s.height {
            let row = s.row(y)
            for x in 0..<s.width { out[y * s.width + x] = UInt8(row[x] >> 24) }
        }
        return out
    }
}

extension StampSprite {
    /// The alpha map as an image, one pixel a cell: set cells tinted (cyan at 45%), for the A
    /// overlay. Nil without a map.
    var maskImage: Surface? {
        guard let map, let out = Surface(width: map.width, height: map.height) else { return nil }
        let tint = Color(red: 0, green: 220, blue: 255, alpha: 115).pixel
        for y in 0..<map.height {
            let row = out.row(y)
            for x in 0..<map.width where map.isSet(x: x, y: y) { row[x] = tint }
        }
        return out
    }
}
