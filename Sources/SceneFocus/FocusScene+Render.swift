import Effects
import Geometry
import ImageLibrary
import Raster
import SceneKit

extension FocusScene {
    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        defer { reportHeldBytes() }
        carryOutSlideshow(at: time)
        guard var pager = model.pager else {
            surface.clear(to: Defaults.background)
            needsFullDraw = false
            damage.append(surface.bounds)
            return
        }
        if model.zoom != nil { return renderZoom(into: surface, time: time, damage: &damage) }
        pager.settle(at: time)
        model.pager = pager
        learnSizes(at: time)
        pager = model.pager!
        let offset = pager.offset(at: time)
        let focus = focusArea
        let target = pager.targetIndex
        let frameChanged = advanceAnimation(target: target, settled: !pager.isAnimating(at: time), time: time)
        // Only the strip's band and the box frame ever change; the rest stays background. A new
        // frame of the item in focus, with nothing else moved, changes that item alone.
        let frameArea = focus.box.inset(by: -Defaults.focusFrameWidth)
        let generation = loader.generation
        let onlyFrame = frameChanged && !needsFullDraw && drawn?.offset == offset && drawn?.generation == generation
        let frameItem = animation?.player.current.map { layout.frame(of: target, size: $0.size, offset: offset) }
        let changed =
            needsFullDraw
            ? surface.bounds
            : (onlyFrame ? frameItem ?? frameArea : layout.band).union(frameArea).intersection(surface.bounds)
        surface.fill(changed, with: Defaults.background)
        let visible = layout.visibleItems(offset: offset)
        for index in visible where !onlyFrame || index == target {
            drawItem(index, offset: offset, focus: focus, into: surface, target: target)
        }
        prefetch(around: pager.targetIndex, visible: visible)
        loader.endFrame()
        drawFrame(around: focus.box, on: surface)
        drawn = (offset, generation)
        needsFullDraw = false
        damage.append(changed)
    }

    private func drawItem(_ index: Int, offset: Double, focus: FocusArea, into surface: Surface, target: Int) {
        var state = request(index, target: target)
        if index == target, animation?.index == index, let frame = animation?.player.current { state = .ready(frame) }
        switch state {
        case .ready(let image):
            if index == target { focusedImageSize = (index, image.originalSize) }
            let frame = layout.frame(of: index, size: image.size, offset: offset)
            let split = focus.split(frame)
            for part in split.gray {
                surface.copy(
                    from: image.gray, sourceRect: part.offsetBy(dx: -frame.x, dy: -frame.y), toX: part.x, y: part.y)
            }
            surface.copy(
                from: image.colour, sourceRect: split.colour.offsetBy(dx: -frame.x, dy: -frame.y),
                toX: split.colour.x, y: split.colour.y)
            if let cutShort = image.cutShort {
                Placeholder.badge("cut short", in: frame, on: surface)
                failures.reportCutShort(cutShort, into: &messages)
            }
        case .loading:
            surface.fill(layout.frame(of: index, offset: offset), with: Defaults.loadingTile)
        case .failed(let why):
            let frame = layout.frame(of: index, offset: offset)
            Placeholder.draw(in: frame, on: surface, name: catalog.entries[index].displayName, reason: why)
            for part in focus.split(frame).gray { surface.makeGrayscale(part) }
            failures.report(why, about: catalog.entries[index].path, into: &messages)
        }
    }

    package func prefetch(time: Double) {
        guard let pager = model.pager, model.zoom == nil else { return }
        for index in layout.visibleItems(offset: pager.offset(at: time)) {
            _ = request(index, target: pager.targetIndex)
        }
    }

    /// Item `index`'s picture at the strip's slot size, asked for ahead of the others by its
    /// distance from `target`.
    private func request(_ index: Int, target: Int) -> ImageLoader.State {
        loader.image(catalog.entries[index].picture, slot: layout.slotSize, priority: abs(index - target))
    }

    /// Asks for the neighbours of the item in focus, so paging finds them decoded.
    private func prefetch(around target: Int, visible: Range<Int>) {
        let count = catalog.entries.count
        for distance in 1...Defaults.focusPrefetch {
            for index in [target + distance, target - distance]
            where index >= 0 && index < count && !visible.contains(index) {
                _ = loader.image(catalog.entries[index].picture, slot: layout.slotSize, priority: distance + 1)
            }
        }
    }

    /// The thin translucent frame just outside the box, so the colour inside stays untouched.
    private func drawFrame(around box: PixelRect, on surface: Surface) {
        let w = Defaults.focusFrameWidth
        let outer = box.inset(by: -w)
        for edge in [
            PixelRect(x: outer.x, y: outer.y, width: outer.width, height: w),
            PixelRect(x: outer.x, y: box.maxY, width: outer.width, height: w),
            PixelRect(x: outer.x, y: box.y, width: w, height: box.height),
            PixelRect(x: box.maxX, y: box.y, width: w, height: box.height),
        ] {
            surface.blend(edge, with: Defaults.focusFrame)
        }
    }
}
