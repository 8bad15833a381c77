import Effects
import Geometry
import ImageFiles
import Raster

/// Where the canvas lies in the view, and the stamps' first places on it.
extension StampsScene {
    /// The canvas's size in canvas units: the picture's shape with its longer side
    /// `canvasSide`. Its shape comes from the file's header (read without decoding), so the
    /// stamps stand where they will stay before the picture arrives; 3:2 when it cannot be read.
    var canvasSize: Size {
        let shape = pictureShape ?? PixelSize(3, 2)
        let k = StampsScene.canvasSide / Double(max(shape.width, shape.height))
        return Size(Double(shape.width) * k, Double(shape.height) * k)
    }

    /// The picture's size in pixels, from its header, read once per picture.
    var pictureShape: PixelSize? {
        let index = model.index
        if let known = headerShape, known.index == index { return known.shape }
        let entry = catalog.entries.indices.contains(index) ? catalog.entries[index] : nil
        let shape = entry.flatMap { try? $0.picture.size() }
        headerShape = (index, shape)
        return shape
    }

    /// Where the picture is shown: fitted into the view and centred (as the loader fits it).
    func pictureRect(shape: PixelSize?) -> PixelRect {
        let fitted = (shape ?? PixelSize(3, 2)).fitted(into: viewSize)
        return PixelRect(
            x: (viewSize.width - fitted.width) / 2, y: (viewSize.height - fitted.height) / 2,
            width: fitted.width, height: fitted.height)
    }

    /// Canvas units -> view pixels.
    var canvasToView: Affine {
        let rect = pictureRect(shape: pictureShape)
        let k = Double(rect.width) / canvasSize.width
        return Affine.scale(k, k).then(.translation(Double(rect.x), Double(rect.y)))
    }

    /// The stamps as they first lie: BOOM! in the middle, WHAM!, the swoosh and a balloon around
    /// it, then the stickers along the bottom; each sized by a share of the canvas's width.
    func defaultBoard() -> (StampBoard, [StampArt]) {
        let c = canvasSize
        var arts: [StampArt] = [.boom, .wham, .swoosh, .balloon(StampsScene.balloonText)]
        // (centre as shares of the canvas, width as a share of it, turn in degrees)
        var places: [(x: Double, y: Double, width: Double, degrees: Double)] = [
            (0.5, 0.5, 0.36, -8), (0.2, 0.24, 0.26, -14), (0.78, 0.3, 0.3, 12), (0.76, 0.76, 0.3, 4),
        ]
        for (i, sticker) in stickers.enumerated() {
            arts.append(.sticker(sticker))
            places.append((0.14 + 0.16 * Double(i % 5), 0.8 - 0.12 * Double(i / 5 % 3), 0.14, 0))
        }
        let stamps = zip(arts.indices, places).map { i, place in
            let size = arts[i].size
            return Stamp(
                id: i, size: size, center: Point(place.x * c.width, place.y * c.height),
                rotation: place.degrees * .pi / 180, scale: place.width * c.width / max(size.width, size.height))
        }
        return (StampBoard(stamps), arts)
    }

    /// What the balloon says: how to use the scene, as a first stamp to try it on.
    static let balloonText = "Drag me by the middle, turn me by the edge!"

    /// The name the hint and the status use for a stamp.
    static func label(of art: StampArt) -> String {
        switch art {
        case .boom: "BOOM!"
        case .wham: "WHAM!"
        case .swoosh: "the swoosh"
        case .balloon: "the balloon"
        case .sticker(let s): s.name
        }
    }

    /// Sprites for the default board (made once: the maps with them).
    func setUpStampsIfNeeded() {
        guard sprites.isEmpty else { return }
        let (defaults, arts) = defaultBoard()
        model.board = defaults
        let k = canvasToView.a
        for stamp in defaults.stamps { sprites[stamp.id] = StampSprite(art: arts[stamp.id], scale: stamp.scale * k) }
        maps = sprites.compactMapValues(\.map)
    }
}
