/// The scenes, in the order of keys 1...5 and Tab. The app shell and the bindings name a scene
/// by this, never by a string or a downcast.
package enum SceneID: String, CaseIterable, Sendable {
    case focus, blur, tilt, edges, stamps
}
