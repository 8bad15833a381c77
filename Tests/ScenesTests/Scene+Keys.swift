import AppInterface

@testable import AppShell
@testable import SceneKit

extension Scene {
    /// A key pressed as the app delivers it to a scene: its command, from the bindings, when it
    /// has one, else the key event itself.
    func press(_ key: Key, _ modifiers: Modifiers = [], time: Double) {
        if let command = Bindings.command(for: key, modifiers, in: id) {
            perform(command, time: time)
        } else {
            handle(.keyPressed(key, modifiers), time: time)
        }
    }
}
