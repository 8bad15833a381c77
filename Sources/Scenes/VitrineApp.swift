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
    public static let availableScenes = ["focus"]

    private var scenes: [Scene]
    private var current: Int
    private var size = PixelSize(0, 0)
    private var quit = false
    private var saveRequested = false
    private var messages: [String] = []
    private let saveFolder: String

    /// Nil when `sceneName` is not one of `availableScenes`.
    /// `saveFolder` is where Ctrl+S writes frames. Default: the current directory.
    public init?(sceneName: String, catalog: ImageCatalog, saveFolder: String = ".", cacheBudget: Int = 256 << 20) {
        let cache = DisplayImageCache(budget: cacheBudget)
        scenes = [FocusScene(catalog: catalog, cache: cache)]
        guard let index = scenes.firstIndex(where: { $0.name == sceneName }) else { return nil }
        current = index
        self.saveFolder = saveFolder
    }

    public var title: String { "Vitrine: \(scenes[current].name)" }
    public var sceneName: String { scenes[current].name }
    public var wantsToQuit: Bool { quit }

    public func resize(to size: PixelSize, time: Double) {
        self.size = size
        for scene in scenes { scene.resize(to: size, time: time) }
    }

    public func handle(_ event: InputEvent, time: Double) {
        switch Bindings.action(for: event) {
        case .quit:
            quit = true
        case .nextScene:
            select((current + 1) % scenes.count)
        case .scene(let n):
            if let index = scenes.firstIndex(where: { $0.name == VitrineApp.sceneNames[n] }) { select(index) }
        case .help:
            messages.append(Bindings.helpText)
        case .save:
            saveRequested = true
        case nil:
            scenes[current].handle(event, time: time)
        }
    }

    private func select(_ index: Int) {
        guard index != current else { return }
        current = index
        scenes[current].invalidate()
    }

    public func nextFrameTime(after time: Double) -> Double? {
        saveRequested ? time : scenes[current].nextFrameTime(after: time)
    }

    public func render(into surface: Surface, time: Double) -> [PixelRect] {
        let damage = scenes[current].render(into: surface, time: time)
        if saveRequested {
            saveRequested = false
            save(surface)
        }
        return damage
    }

    public func takeMessages() -> [String] {
        defer { messages.removeAll() }
        return messages
    }

    /// Writes the frame as a new PNG, never replacing a file.
    private func save(_ surface: Surface) {
        let path = PNGFile.uniquePath(besides: (saveFolder as NSString).appendingPathComponent("vitrine.png"),
                                      suffix: "-\(sceneName)")
        do {
            try PNGFile.write(surface, to: path)
            messages.append("saved \(path)")
        } catch {
            messages.append("could not save the frame: \(error)")
        }
    }
}
