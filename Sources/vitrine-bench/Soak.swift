import AppInterface
import AppShell
import Foundation
import Geometry
import Headless
import Raster

/// `vitrine-bench --soak [--frames N]`: N headless frames (default 100,000) of each scene at
/// 1280 x 800 under a scripted loop of its interactions, on the shipped images, decoded by
/// libpng as in the viewer. Prints resident memory (VmRSS) after a warm-up of 1000 frames, the
/// highest seen while sampling every 1000 frames, and at the end: flat means no leak.
enum Soak {
    /// The interactions looped, per scene: every input the scene answers to, with waits so the
    /// animations (snap, momentum, veil fade) run their frames.
    static let scripts: [String: String] = [
        "focus": """
        drag 640 600 640 150 250
        wait 900
        wheel down 3
        wait 400
        key p
        drag 640 300 640 500 120
        wait 700
        key o
        wheel up 2
        wait 400
        key End
        wait 400
        key o
        key p
        key Home
        wait 400
        """,
        "blur": """
        drag 640 400 300 250 400
        wait 300
        hold ctrl
        drag 500 250 700 300 300
        wheel up 4
        wheel down 4
        hold shift
        drag 600 300 640 400 200
        release shift
        release ctrl
        key e
        drag 400 300 640 400 300
        wait 900
        key l
        key plus
        wait 200
        key minus
        key l
        key o
        wait 300
        key o
        wait 900
        """,
    ]

    static let warmUp = 1000

    static func run(frames: Int) -> Int32 {
        var status: Int32 = 0
        for name in VitrineApp.sceneNames {
            guard let text = scripts[name], let script = try? InputScript(parsing: text) else {
                FileHandle.standardError.write(Data("vitrine-bench: no soak script for '\(name)'\n".utf8))
                status = 1
                continue
            }
            let counter: FrameCounter
            do {
                var options = VitrineApp.Options()
                options.synchronousLoading = true
                counter = FrameCounter(try VitrineApp(sceneName: name, images: nil, options: options))
            } catch {
                FileHandle.standardError.write(Data("vitrine-bench: \(error)\n".utf8))
                return 1
            }
            guard let host = HeadlessHost(app: counter, size: PixelSize(1280, 800)) else { return 1 }
            let start = Date()
            while counter.frames < frames {
                let before = counter.frames
                do { try host.run(script) } catch { return 1 }
                if counter.frames == before { break } // a script that renders nothing would loop forever
            }
            let seconds = Date().timeIntervalSince(start)
            print(
                String(
                    format:
                        "soak-%@ frames %d in %.0f s: VmRSS after %d frames %.1f MiB, highest %.1f MiB, at the end %.1f MiB",
                    name, counter.frames, seconds, warmUp, counter.warm, counter.highest, residentMiB()))
        }
        return status
    }

    /// Resident memory of this process, from /proc/self/status.
    static func residentMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kB / 1024
    }
}

/// Passes everything through to the app, counting frames and sampling memory as they go.
final class FrameCounter: Application {
    let app: Application
    private(set) var frames = 0
    private(set) var warm = 0.0
    private(set) var highest = 0.0

    init(_ app: Application) { self.app = app }

    var title: String { app.title }
    var wantsToQuit: Bool { app.wantsToQuit }
    func resize(to size: PixelSize, time: Double) { app.resize(to: size, time: time) }
    func handle(_ event: InputEvent, time: Double) { app.handle(event, time: time) }
    func nextFrameTime(after time: Double) -> Double? { app.nextFrameTime(after: time) }
    func takeMessages() -> [AppMessage] { app.takeMessages() }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        let damage = app.render(into: surface, time: time)
        frames += 1
        if frames % Soak.warmUp == 0 {
            let now = Soak.residentMiB()
            if frames == Soak.warmUp { warm = now }
            if frames >= Soak.warmUp { highest = max(highest, now) }
        }
        return damage
    }
}
