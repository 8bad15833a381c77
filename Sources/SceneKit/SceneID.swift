/// The scenes: the five effects in the order of keys 1...5 and Tab, then the thumbnail grid
/// (G), which is no effect and stands outside that cycle. The app shell and the bindings name
/// a scene by this, never by a string or a downcast.
package enum SceneID: String, CaseIterable, Sendable {
    case focus, blur, tilt, edges, stamps, grid

    /// The effects, in the order of keys 1...5 and Tab.
    package static let effects: [SceneID] = [.focus, .blur, .tilt, .edges, .stamps]
}
