import Geometry

/// Everything the overlay's cards depend on while no toast or activity shows: two frames with
/// equal inputs draw the same cards (`VitrineApp.overlayInputs`).
struct OverlayInputs: Equatable {
    var size: PixelSize
    var sceneName: String
    var status: SceneStatus
    var statusVisible: Bool
    var helpOpen: Bool
    /// The start hint's opacity.
    var hint: Double
    /// Points to pixels (`Typography.scale`).
    var scale: Double
}
