import AppInterface
import Geometry
import ImageFiles
import Raster

/// Runs an `Application` without a display: the clock starts at 0 and moves only as the
/// script says, frames are rendered whenever the app asks for one, as the X11 host would at
/// 60 Hz, and PNGs are written on `shot` and at the end.
public final class HeadlessHost {
    // Frames are paced by `FrameClock.interval`, like a 60 Hz display, so animations advance
    // as they do on screen; a `drag` moves the pointer one step a frame.
    /// Time between the notches of `wheel DIR N`, like a person turning the wheel briskly.
    public static let wheelNotchInterval = 0.2

    public let framebuffer: Surface
    public private(set) var now: Double = 0
    private let app: Application
    private var modifiers: Modifiers = []
    private var pointer: Point?
    private var lastFrame = -Double.infinity

    public init?(app: Application, size: PixelSize) {
        guard let surface = Surface(size: size) else { return nil }
        framebuffer = surface
        self.app = app
        app.resize(to: size, time: 0)
        renderIfDue()
    }

    /// Plays `script`; returns when it ends or the app quits. Errors come from writing shots.
    public func run(_ script: InputScript) throws(ImageFileError) {
        for (_, command) in script.commands {
            if app.wantsToQuit { break }
            try perform(command)
        }
        renderIfDue()
    }

    /// Writes the current frame (rendering first if the app asked for one).
    public func writeFrame(to path: String) throws(ImageFileError) {
        renderIfDue()
        try PNGFile.write(framebuffer, to: path, overwrite: true)
    }

    /// Messages the app had for the user.
    public func takeMessages() -> [AppMessage] { app.takeMessages() }

    private func perform(_ command: InputScript.Command) throws(ImageFileError) {
        switch command {
        case .move(let p):
            moveTo(p)
        case .leave:
            if pointer != nil {
                pointer = nil
                send(.pointerLeft)
            }
        case .down(let p):
            moveTo(p)
            send(.buttonPressed(.left, p, modifiers))
        case .up(let p):
            moveTo(p)
            send(.buttonReleased(.left, p, modifiers))
        case .drag(let from, let to, let ms):
            moveTo(from)
            send(.buttonPressed(.left, from, modifiers))
            let steps = max(1, Int((ms / 1000 / FrameClock.interval).rounded()))
            for i in 1...steps {
                advance(by: ms / 1000 / Double(steps))
                let t = Double(i) / Double(steps)
                moveTo(from + (to - from) * t)
            }
            send(.buttonReleased(.left, to, modifiers))
        case .wheel(let direction, let count):
            let at = pointer ?? Point(Double(framebuffer.width) / 2, Double(framebuffer.height) / 2)
            for i in 0..<count {
                if i > 0 { advance(by: HeadlessHost.wheelNotchInterval) }
                send(.wheel(direction, at, modifiers))
            }
        case .key(let key):
            send(.keyPressed(key, modifiers))
            send(.keyReleased(key, modifiers))
        case .hold(let m):
            modifiers.insert(m.modifiers)
            send(.modifiersChanged(modifiers))
        case .release(let m):
            modifiers.remove(m.modifiers)
            send(.modifiersChanged(modifiers))
        case .wait(let ms):
            advance(by: ms / 1000)
        case .shot(let path):
            try writeFrame(to: path)
        }
    }

    private func moveTo(_ p: Point) {
        if pointer == nil { send(.pointerEntered(p, modifiers)) }
        pointer = p
        send(.pointerMoved(p, modifiers))
    }

    private func send(_ event: InputEvent) {
        app.handle(event, time: now)
        renderIfDue()
    }

    /// Moves the clock forward, rendering every frame the app asks for on the way.
    private func advance(by seconds: Double) {
        let end = now + seconds
        while let due = app.nextFrameTime(after: now), max(due, lastFrame + FrameClock.interval) <= end {
            now = max(now, due, lastFrame + FrameClock.interval)
            render()
        }
        now = end
        renderIfDue()
    }

    private func renderIfDue() {
        guard let due = app.nextFrameTime(after: now), due <= now else { return }
        render()
    }

    private func render() {
        _ = app.render(into: framebuffer, time: now)
        lastFrame = now
    }
}
