import Foundation
import Geometry
import Gestures
import ImageFiles
import Raster

/// The app shell: holds the scenes, routes input to the current one, and handles what every
/// scene shares: switching scenes, quitting, help, saving the frame.
public final class VitrineApp: Application {
    /// The scenes in the order of keys 1...5 and Tab.
    public static let sceneNames = ["focus", "blur", "tilt", "edges", "stamps"]
    /// The scenes that exist so far.
    public static let availableScenes = ["focus", "blur"]

    /// How the app is set up; the command line fills it in.
    public struct Options {
        /// Where Ctrl+S writes frames. Default: the current directory.
        public var saveFolder = "."
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

        public init() {}
    }

    private var scenes: [Scene]
    private var current: Int
    private var quit = false
    private var saveRequested = false
    private var messages: [AppMessage] = []
    /// What only the window says (a scene that is not built yet).
    private var notices: [String] = []
    /// Errors already told, so a file that fails in the catalog and again in a scene, or each
    /// time it scrolls into view, is reported once.
    private var toldErrors: Set<String> = []
    private let options: Options
    private let loader: ImageLoader
    /// VITRINE_TRACE_STARTUP=1 prints `vitrine: first frame` once the first frame is drawn;
    /// the window host prints messages after presenting, so vitrine-bench can time startup.
    private var traceFirstFrame = ProcessInfo.processInfo.environment["VITRINE_TRACE_STARTUP"] == "1"

    /// The app on scene `sceneName` (one of `availableScenes`). `images`: what the user named,
    /// nil for the shipped images (the strip for focus, the landscape for blur).
    public init(sceneName: String, images: ImageCatalog?, options: Options = Options()) throws(ImageCatalog.Problem) {
        loader = ImageLoader(budget: options.cacheBudget, background: Defaults.background,
                             synchronous: options.synchronousLoading)
        let strip: ImageCatalog
        if let images { strip = images } else { strip = try ImageCatalog.defaultImages() }
        scenes = [
            FocusScene(catalog: strip, loader: loader, options: .init(boxSize: options.focusBox)),
            BlurScene(catalog: strip, loader: loader, synchronous: options.synchronousLoading),
        ]
        guard let index = scenes.firstIndex(where: { $0.name == sceneName }) else {
            throw ImageCatalog.Problem(description: "unknown scene '\(sceneName)'")
        }
        current = index
        self.options = options
        messages = strip.problems.map(AppMessage.error)
    }

    deinit { loader.stop() }

    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        loader.setWakeHandler(wake)
    }

    public var title: String { "Vitrine: \(scenes[current].name)" }
    public var sceneName: String { scenes[current].name }
    public var wantsToQuit: Bool { quit }

    public func resize(to size: PixelSize, time: Double) {
        for scene in scenes { scene.resize(to: size, time: time) }
    }

    public func handle(_ event: InputEvent, time: Double) {
        if case .closeRequested = event {
            quit = true
            return
        }
        if case .keyPressed(let key, let modifiers) = event,
            let command = Bindings.command(for: key, modifiers, in: sceneName), perform(command, time: time)
        {
            return
        }
        scenes[current].handle(event, time: time)
    }

    /// Carries out the commands every scene shares; false for a scene's own.
    private func perform(_ command: Command, time: Double) -> Bool {
        switch command {
        case .quit:
            quit = true
        case .nextScene:
            select((current + 1) % scenes.count, time: time)
        case .scene(let n):
            if let index = scenes.firstIndex(where: { $0.name == VitrineApp.sceneNames[n] }) {
                select(index, time: time)
            } else {
                notices.append("the \(VitrineApp.sceneNames[n]) scene is not built yet")
            }
        case .help:
            messages.append(.info(Bindings.helpText))
        case .save:
            if !scenes[current].saveEdited() { saveRequested = true }
        case .toggleStatus:
            break
        default:
            return false
        }
        return true
    }

    /// Shows scene `index`, on the image the user had in the one before.
    private func select(_ index: Int, time: Double) {
        guard index != current else { return }
        let image = scenes[current].imageIndex
        current = index
        if let image { scenes[current].showImage(at: image, time: time) }
        scenes[current].invalidate()
    }

    public func nextFrameTime(after time: Double) -> Double? {
        saveRequested ? time : scenes[current].nextFrameTime(after: time)
    }

    public func render(into surface: Surface, time: Double) -> [PixelRect] {
        let damage = scenes[current].render(into: surface, time: time)
        if traceFirstFrame {
            traceFirstFrame = false
            messages.append(.info("vitrine: first frame"))
        }
        if saveRequested {
            saveRequested = false
            save(surface)
        }
        return damage
    }

    public func takeMessages() -> [AppMessage] {
        let all = messages + scenes.flatMap { $0.takeMessages() }
        messages.removeAll()
        return all.filter { message in
            guard message.isError else { return true }
            return toldErrors.insert(message.text).inserted
        }
    }

    /// Writes the frame as a new PNG, never replacing a file.
    private func save(_ surface: Surface) {
        let path = PNGFile.uniquePath(besides: (options.saveFolder as NSString).appendingPathComponent("vitrine.png"),
                                      suffix: "-\(sceneName)")
        do {
            try PNGFile.write(surface, to: path)
            messages.append(.info("saved \(printableFileName(path))"))
        } catch {
            messages.append(.error("could not save the frame: \(error)"))
        }
    }
}
