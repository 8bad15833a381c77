import AppInterface
import Effects
import Fonts
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster
import SceneBlur
import SceneEdges
import SceneFocus
import SceneGrid
import SceneKit
import SceneStamps
import SceneTilt

/// The app shell: holds the scenes, routes input to the current one, and handles what every
/// scene shares: switching scenes, quitting, help, saving the frame.
public final class VitrineApp: Application {
    /// The scenes: the effects in the order of keys 1...5 and Tab, then the grid.
    public static let sceneNames = SceneID.allCases.map(\.rawValue)
    /// The keys and mouse of every built scene, as plain text for `--help` (the window's help
    /// shows the same table).
    public static var keysHelp: String { Bindings.helpText }

    /// The colour behind every scene, 0xRRGGBB: a window host fills what no frame covers yet
    /// with it.
    public static var windowBackground: UInt32 { Defaults.background.pixel & 0xFF_FFFF }

    /// How the app is set up; the command line fills it in.
    public struct Options {
        /// Where Ctrl+S writes frames; nil: the desktop's pictures folder (`PicturesFolder`:
        /// XDG_PICTURES_DIR, ~/Pictures, else the current folder). Default: nil.
        public var saveFolder: String?
        /// The clock and time zone that name saved frames (`vitrine-focus-20261123-184501.png`);
        /// tests fix them so a toast reads the same on every run. Default: now, the local zone.
        public var wallClock: @Sendable () -> Date = { Date() }
        public var timeZone = TimeZone.current
        /// Bytes for decoded images. Default: 256 MiB.
        public var cacheBudget = 256 << 20
        /// The focus scene's box; nil: one item's size.
        public var focusBox: PixelSize?
        /// Decode images on the render thread, so every frame is reproducible (headless).
        /// Default: false, decoding runs in the background and frames never wait for it.
        public var synchronousLoading = false
        /// Text and other point sizes scale by this (`--scale`); nil: what the host says
        /// (`setDisplayScale`), else 1.
        public var displayScale: Double?
        /// Motion effects hold still (`--reduce-motion`); nil: what the desktop says
        /// (`setReduceMotion`), else false.
        public var reduceMotion: Bool?
        /// Pictures with an embedded ICC profile converted to the display's (or sRGB's) colours.
        /// Default: true; `--no-color-management` shows every picture's numbers as stored.
        public var colorManagement = true
        /// The tilt scene's title (`--title`). Default: "VITRINE".
        public var tiltTitle = "VITRINE"
        /// Bitmap stickers for the stamps scene (`--stamp FILE.png`, repeatable), decoded.
        public var stickers: [(name: String, image: Surface)] = []
        /// The status line, hint, toasts and help over the scene. Default: true; tests of a
        /// scene's own pixels turn it off.
        public var showsOverlay = true
        /// Images still being found when the app starts (a long `-r` walk, names still coming
        /// on standard input): they join the list as they come. Default: none.
        public var moreImages: CatalogFeed?
        /// What the window says when the list ends empty (`ListNotice`), above the reasons.
        /// Default: "No images to show"; the command line names the folder it was given.
        public var emptyListHeadline = "No images to show"
        /// Whether the app opens on the grid rather than the scene it was made with, decided
        /// at the first size (`--folder-view`; the command line sets it for a named folder
        /// when no scene is named). Default: never.
        public var gridStart = GridStart.never
        /// Vitrine's version, to read and write thumbnails in the desktop's shared cache as
        /// (`~/.cache/thumbnails`, failures under `fail/vitrine-VERSION`); nil: the grid makes
        /// its thumbnails for itself alone (headless runs and tests). `thumbnailCacheRoot`:
        /// the cache's folder; nil: the user's.
        public var thumbnailVersion: String?
        public var thumbnailCacheRoot: String?
        /// Where the trash is: `$XDG_DATA_HOME` (`Trash` under it); nil: the user's.
        public var trashDataHome: String?

        public init() {}
    }

    /// When a named folder opens on the thumbnail grid.
    public enum GridStart: String, CaseIterable, Sendable {
        /// On the scene named (the strip by default).
        case never = "strip"
        case always = "grid"
        /// When the list holds more pictures than the first size shows tiles, else as `never`.
        case whenMoreThanAScreenful = "auto"
    }

    // Internal, not private: the frame's composition lives in VitrineApp+Frame.swift.
    var scenes: [Scene]
    /// The display's ICC profile, as the host last said (nil: sRGB).
    private var displayProfile: [UInt8]?
    var current: Int
    var quit = false
    var saveRequested = false
    /// What the window host should do (`takeWindowRequests`). A headless host never takes
    /// them: two toggles cancel out, so this never holds more than one.
    var windowRequests: [WindowRequest] = []
    /// Messages for the host to print, collected from the scenes as they come.
    var outbox: [AppMessage] = []
    /// Errors already told, by their text, so a file that fails in the catalog and again in a
    /// scene is reported once.
    var toldErrors = FailureReporter()
    let options: Options
    /// What the help lists for each scene, made once from the bindings.
    let helpRows = Dictionary(uniqueKeysWithValues: SceneID.allCases.map { ($0, Bindings.help(for: $0)) })
    let loader: ImageLoader
    /// Makes the grid's tiles.
    let thumbnails: ThumbnailLoader
    /// The grid, known by its type for the start's decision (`Options.gridStart`).
    let grid: GridScene
    /// `Options.gridStart` is still to be decided, at the first size.
    var gridStartPending: Bool
    /// The effect G opened the grid from, which G (or Esc) goes back to; nil when the grid
    /// was not opened by G.
    var gridOpenedFrom: Int?
    /// Where Delete moves pictures, and what it moved while Vitrine runs (Ctrl+Z puts back
    /// the last), with the entries each took out of the list.
    let trash: Trash
    var trashed: [(item: Trash.Item, entries: [(index: Int, entry: ImageCatalog.Entry)])] = []
    /// The order the list was last sorted in (a folder's images come by name), and the sort
    /// under way.
    var listOrder = ListOrder.name
    var sortJob: ListSortJob?
    /// The list is Vitrine's own images (none were named): Delete leaves them be.
    let showsOwnImages: Bool
    /// The list every scene shows; it grows while `options.moreImages` brings more.
    let list: ImageList
    /// Set once `options.moreImages` said it was finished (or there was none).
    var listComplete: Bool
    /// The info card is open (Ctrl+I), and the facts of the picture it last showed.
    var infoOpen = false
    var infoShown: (entry: ImageCatalog.Entry, info: PictureInfo)?
    /// What the window says should the list end empty: why named files and folders could
    /// not be shown, as the list was found.
    var emptyNotice = ListNotice(headline: "")
    /// When the list last grew: it grows at most ten times a second, each time the strip is
    /// placed again.
    var listGrewAt = -Double.infinity
    var overlay = WindowOverlay(typography: Typography(scale: 1))
    let text = TextCache()
    /// The framebuffer the scene drew into last: the scene draws straight into it (a copy of a
    /// whole frame from a layer of its own took a fifth of the tilt card's frame).
    weak var sceneTarget: Surface?
    var sceneTargetSize = PixelSize(0, 0)
    /// What the overlay's cards cover of the scene, in their rectangles (the rest unused): a
    /// toast that fades or a help that closes is redrawn from here without asking the scene.
    var underCards: Surface?
    /// The last frame's rectangles, whose storage the next frame reuses.
    var frameDamage: [PixelRect] = []
    /// Copies the scene's pixels to and from under the cards (a help card covers most of the view).
    let cardCopy = BandedCopy(bands: Defaults.frameBands)
    /// What the last cards were made of, and those cards, when they can be reused.
    var drawnOverlay: OverlayInputs?
    var drawnOverlayCards: [OverlayCard] = []
    /// The overlay's cards as last drawn: (frame, key).
    var drawnCards: [(frame: PixelRect, key: String)] = []
    /// A click that closed the help: its release is not the scene's either.
    var swallowRelease = false
    var desktopReducesMotion = false
    /// The list's first image when it is not the first entry (one file opened among its
    /// folder's), shown at the first resize.
    var pendingStart: Int?
    /// VITRINE_TRACE_STARTUP=1 prints `vitrine: first frame` once the first frame is drawn;
    /// the window host prints messages after presenting, so vitrine-bench can time startup.
    var traceFirstFrame = ProcessInfo.processInfo.environment["VITRINE_TRACE_STARTUP"] == "1"

    /// The app on scene `sceneName` (one of `sceneNames`). `images`: what the user named,
    /// nil for the shipped images (the landscape photo, then the strip's illustrations).
    public init(sceneName: String, images: ImageCatalog?, options: Options = Options()) throws(ImageCatalog.Problem) {
        loader = ImageLoader(
            budget: options.cacheBudget, background: Defaults.background,
            synchronous: options.synchronousLoading)
        thumbnails = ThumbnailLoader(
            budget: options.cacheBudget / 4,
            maker: options.thumbnailVersion.map { ThumbnailMaker(sharingAs: $0, root: options.thumbnailCacheRoot) }
                ?? ThumbnailMaker(),
            background: Defaults.loadingTile,
            threads: min(4, ProcessInfo.processInfo.activeProcessorCount),
            synchronous: options.synchronousLoading)
        let strip: ImageCatalog
        if let images { strip = images } else { strip = try ImageCatalog.defaultImages() }
        list = ImageList(strip)
        listComplete = options.moreImages == nil
        grid = GridScene(catalog: list, loader: loader, thumbnails: thumbnails)
        trash = options.trashDataHome.map { Trash(dataHome: $0) } ?? Trash.standard()
        showsOwnImages = images == nil
        gridStartPending = options.gridStart != .never
        scenes = [
            FocusScene(
                catalog: list, loader: loader,
                options: .init(boxSize: options.focusBox, synchronous: options.synchronousLoading)),
            BlurScene(catalog: list, loader: loader, synchronous: options.synchronousLoading),
            TiltScene(catalog: list, loader: loader, title: options.tiltTitle),
            EdgesScene(catalog: list, loader: loader, startsOnCard: images == nil),
            StampsScene(
                catalog: list, loader: loader,
                stickers: options.stickers.map { StampSticker(image: $0.image, name: $0.name) },
                synchronous: options.synchronousLoading),
            grid,
        ]
        guard let index = scenes.firstIndex(where: { $0.name == sceneName }) else {
            throw ImageCatalog.Problem(description: "unknown scene '\(sceneName)'")
        }
        current = index
        self.options = options
        pendingStart = strip.startIndex > 0 ? strip.startIndex : nil
        overlay.typography.scale = options.displayScale ?? 1
        configureScenes()
        // VITRINE_NO_HINT=1: no "? for help" at start, so a test can compare a window captured
        // at any moment with a headless frame.
        overlay.hintDismissed = ProcessInfo.processInfo.environment["VITRINE_NO_HINT"] == "1"
        for problem in Typography.fontProblems { tell(.warning(problem), at: nil) }
        // The warnings first: a bound the finding stopped at comes before what the names found.
        for warning in strip.warnings { tell(.warning(warning), at: nil) }
        emptyNotice = ListNotice(
            headline: options.emptyListHeadline, reasons: strip.problems,
            hint: "Vitrine shows \(ImageFile.formatNames).")
        // With nothing to show, the notice in the middle of the window lists them instead.
        for problem in strip.problems { tell(.error(problem), at: nil, toast: listNotice == nil) }
    }

    deinit {
        loader.stop()
        thumbnails.stop()
        sortJob?.cancel()
        options.moreImages?.cancel()
    }

    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        loader.setWakeHandler(wake)
        thumbnails.setWakeHandler(wake)
        options.moreImages?.setWakeHandler(wake)
    }

    public func setDisplayScale(_ scale: Double) {
        if options.displayScale == nil, scale.isFinite, scale > 0 { overlay.typography.scale = min(4, max(0.5, scale)) }
        configureScenes()
    }

    /// The display's profile: pictures with a profile are converted to it as they decode
    /// (ImageFiles' ColorManagement), unless `--no-color-management` turned that off.
    public func setDisplayProfile(_ icc: [UInt8]?) {
        guard icc != displayProfile else { return }
        displayProfile = icc
        ColorManagement.configure(enabled: options.colorManagement, displayProfile: icc)
        // What was decoded for the colours before (a folder's first images start at once).
        loader.forgetDecoded()
        thumbnails.forgetMade()
        for scene in scenes { scene.invalidate() }
    }

    /// What the desktop says, unless `--reduce-motion` was given. Read by the scenes that move
    /// on their own (tilt).
    public func setReduceMotion(_ reduce: Bool) {
        desktopReducesMotion = reduce
        configureScenes()
    }

    /// The scenes follow the display's scale (text, marks) and the wish for still motion (tilt).
    private func configureScenes(time: Double = 0) {
        for scene in scenes {
            scene.configure(displayScale: overlay.typography.scale, reducesMotion: reducesMotion, time: time)
        }
    }

    /// True when motion effects should hold still.
    var reducesMotion: Bool { options.reduceMotion ?? desktopReducesMotion }

    /// "landscape.png — blur — Vitrine": the file first, as a task bar shows the start.
    public var title: String {
        if let notice = listNotice { return "\(notice.headline) — Vitrine" }
        return [scenes[current].status.fileName, sceneName, "Vitrine"].compactMap { $0 }.joined(separator: " — ")
    }

    /// The facts the info card shows: the current picture's, read once when it comes into view
    /// with the card open; nil while closed or with no picture.
    var shownInfo: PictureInfo? {
        guard infoOpen, let index = scenes[current].imageIndex, list.entries.indices.contains(index) else { return nil }
        let entry = list.entries[index]
        if let shown = infoShown, shown.entry == entry { return shown.info }
        let info = PictureInfo(entry)
        infoShown = (entry, info)
        return info
    }

    /// Why there is nothing to show, once the list has ended empty; nil while it grows or
    /// holds an image.
    var listNotice: ListNotice? {
        listComplete && list.entries.isEmpty ? emptyNotice : nil
    }
    public var sceneName: String { scenes[current].name }
    /// The files the scenes have decoded whole (so they can be shown).
    public var decodedFiles: Set<String> { loader.decoded }
    /// Not while a scene still saves: what the user made is not lost to a quick Q after Ctrl+S
    /// (the window says so, and quits when the file is written).
    /// The current scene's, unless the help covers it.
    public var pointerShape: PointerShape { overlay.helpOpen ? .arrow : scenes[current].pointerShape }
    public var wantsToQuit: Bool { quit && scenes.allSatisfy { $0.activity == nil } }
    /// Decoding for the strip or a scene, saving, or finding more images.
    public var hasWorkInProgress: Bool {
        loader.isBusy || thumbnails.isBusy || sortJob != nil || !listComplete
            || scenes.contains { $0.isDecoding || $0.activity != nil }
    }

    public func resize(to size: PixelSize, time: Double) {
        for scene in scenes { scene.resize(to: size, time: time) }
        if gridStartPending { decideGridStart(at: time) }
        // The scenes place their lists once they know their size.
        if let start = pendingStart {
            scenes[current].showImage(at: start, time: time)
            pendingStart = nil
        }
    }

    /// Takes the size the window is about to have and starts decoding what its first frame
    /// shows, at `time` (the host's clock starts at 0), while the host makes the window.
    public func prepare(viewSize: PixelSize, time: Double) {
        resize(to: viewSize, time: time)
        scenes[current].prefetch(time: time)
    }

    public func handle(_ event: InputEvent, time: Double) {
        // Points within limits once, here, for every scene and model below.
        let event = event.withinLimits
        if case .closeRequested = event {
            requestQuit(at: time)
            return
        }
        if overlay.helpOpen || swallowRelease, closesHelp(event) { return }
        switch event {
        case .keyPressed, .buttonPressed, .wheel, .scroll: gridStartPending = false
        default: break
        }
        if case .keyPressed(.escape, _) = event, gridOpenedFrom != nil, scenes[current].id == .grid {
            toggleGrid(time: time)
            return
        }
        // One dispatch path for keys: the bindings name the command, the app carries out the
        // shared ones and hands the rest to the scene. Escape goes to a scene that has
        // something open to leave.
        if case .keyPressed(let key, let modifiers) = event, key != .escape || !scenes[current].takesEscape,
            var command = Bindings.command(for: key, modifiers, in: scenes[current].id)
        {
            // A scene's undo with nothing left to undo gives way to the app's: Ctrl+Z in stamps
            // puts back a picture moved to the trash once the stamps' own changes are undone.
            if command == .undo, !scenes[current].canUndo { command = .restoreTrashed }
            if !perform(command, time: time) { scenes[current].perform(command, time: time) }
        } else {
            scenes[current].handle(event, time: time)
        }
        if let wanted = scenes[current].takeSwitchRequest(), let index = scenes.firstIndex(where: { $0.id == wanted }) {
            gridOpenedFrom = nil
            select(index, time: time)
        }
        collectMessages(at: time)
    }

    /// While the help shows, any key or click closes it and goes no further.
    private func closesHelp(_ event: InputEvent) -> Bool {
        switch event {
        case .keyPressed:
            overlay.helpOpen = false
            return true
        case .keyReleased:
            // The release of the key that opened the help, or of the one that closes it.
            return true
        case .buttonPressed:
            overlay.helpOpen = false
            swallowRelease = true
            return true
        case .buttonReleased:
            swallowRelease = false
            return true
        default:
            return false
        }
    }

    /// Carries out the commands every scene shares; false for a scene's own.
    private func perform(_ command: Command, time: Double) -> Bool {
        switch command {
        case .quit:
            requestQuit(at: time)
        case .nextScene:
            // Tab cycles the effects; from the grid, on from the one it was opened from.
            let effects = SceneID.effects
            let from = effects.firstIndex(of: scenes[gridOpenedFrom ?? current].id) ?? (effects.count - 1)
            gridOpenedFrom = nil
            selectScene(effects[(from + 1) % effects.count], time: time)
        case .scene(let n):
            gridOpenedFrom = nil
            selectScene(SceneID.effects[n], time: time)
        case .toggleGrid:
            toggleGrid(time: time)
        case .trash:
            trashShownPicture(at: time)
        case .restoreTrashed:
            restoreTrashed(at: time)
        case .sortList:
            sortList(at: time)
        case .turnLeft: turnPicture(at: time) { $0.counterClockwise }
        case .turnRight: turnPicture(at: time) { $0.clockwise }
        case .flipLeftRight: turnPicture(at: time) { $0.flippedLeftRight }
        case .flipTopBottom: turnPicture(at: time) { $0.flippedTopBottom }
        case .help:
            overlay.helpOpen = options.showsOverlay
            overlay.hintDismissed = true
        case .save:
            if !scenes[current].saveEdited() { saveRequested = true }
        case .toggleStatus:
            overlay.statusVisible.toggle()
        case .copyPath:
            copyPath(at: time)
        case .toggleInfo:
            infoOpen.toggle()
        case .toggleFullscreen:
            if windowRequests.last == .toggleFullscreen {
                windowRequests.removeLast()
            } else {
                windowRequests.append(.toggleFullscreen)
            }
        default:
            return false
        }
        return true
    }

    /// Asks the host to put the path of the picture shown on the clipboard (it serves it while
    /// the viewer runs), made absolute so it pastes anywhere; `windowRequest(_:succeeded:)`
    /// says how it went.
    private func copyPath(at time: Double) {
        guard let index = scenes[current].imageIndex, list.entries.indices.contains(index) else {
            tell(.warning("no picture to copy the path of"), at: time)
            return
        }
        windowRequests.append(.copyToClipboard(UserPath.absolute(list.entries[index].path)))
    }

    /// Says whether the path went onto the clipboard, once the host has tried.
    public func windowRequest(_ request: WindowRequest, succeeded: Bool) {
        guard case .copyToClipboard(let path) = request else { return }
        let name = printableFileName((path as NSString).lastPathComponent)
        if succeeded {
            tell(.info("copied the path of '\(name)'"), at: nil)
        } else {
            tell(.error("could not copy the path of '\(name)': the X server gave the clipboard to no one"), at: nil)
        }
    }

    public func takeWindowRequests() -> [WindowRequest] {
        defer { windowRequests.removeAll() }
        return windowRequests
    }

    private func requestQuit(at time: Double) {
        if !quit, let work = scenes.compactMap(\.activity).first {
            overlay.toasts.show("Quitting after \(work.label)", isError: false, at: time)
        }
        quit = true
    }

    /// `Options.gridStart`: the grid once the list holds more than a screen of tiles. Asked at
    /// the first size, and while a walk still brings names at each batch, until the user does
    /// something (a scene that changes under the pointer would be a surprise) or the list is
    /// complete.
    func decideGridStart(at time: Double) {
        if options.gridStart == .always || list.entries.count > grid.tilesPerScreen {
            gridStartPending = false
            if let index = scenes.firstIndex(where: { $0 === grid }) { select(index, time: time) }
        } else if listComplete {
            gridStartPending = false
        }
    }

    /// `<` `>` `|` `_`: the picture shown turned or flipped, in every scene (each shows it
    /// anew), while Vitrine runs; its file is left as it is.
    private func turnPicture(at time: Double, _ turn: (PictureTurn) -> PictureTurn) {
        guard let index = scenes[current].imageIndex, list.entries.indices.contains(index) else { return }
        let edit = list.turn(at: index, turn)
        for scene in scenes { scene.listEdited(edit, showing: index, time: time) }
    }

    /// G: the grid, on the picture shown; from the grid, back to the scene it was opened from
    /// (the strip when it opened on the grid), on the picture selected.
    private func toggleGrid(time: Double) {
        if scenes[current].id == .grid {
            let back = gridOpenedFrom
            gridOpenedFrom = nil
            if let back { select(back, time: time) } else { selectScene(.focus, time: time) }
        } else if let grid = scenes.firstIndex(where: { $0.id == .grid }) {
            gridOpenedFrom = current
            select(grid, time: time)
        }
    }

    private func selectScene(_ id: SceneID, time: Double) {
        if let index = scenes.firstIndex(where: { $0.id == id }) { select(index, time: time) }
    }

    /// Shows scene `index`, on the image the user had in the one before.
    private func select(_ index: Int, time: Double) {
        guard index != current else { return }
        let image = scenes[current].imageIndex
        // Out of view, the grid's tiles yet to be made would only slow the next scene's decode.
        if scenes[current] === grid { thumbnails.cancelWaiting() }
        current = index
        if let image { scenes[current].showImage(at: image, time: time) }
        scenes[current].invalidate()
    }
}
