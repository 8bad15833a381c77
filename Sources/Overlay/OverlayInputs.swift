import Geometry
import ImageLibrary

/// Everything the overlay's cards depend on while no toast or activity shows: two frames with
/// equal inputs draw the same cards (`VitrineApp.overlayInputs`).
package struct OverlayInputs: Equatable {
    package var size: PixelSize
    package var sceneName: String
    package var status: SceneStatus
    package var statusVisible: Bool
    package var helpOpen: Bool
    /// The start hint's opacity.
    package var hint: Double
    /// Points to pixels (`Typography.scale`).
    package var scale: Double
    package var notice: ListNotice?
    package var info: PictureInfo?

    package init(
        size: PixelSize, sceneName: String, status: SceneStatus, statusVisible: Bool, helpOpen: Bool, hint: Double,
        scale: Double, notice: ListNotice? = nil, info: PictureInfo? = nil
    ) {
        self.size = size
        self.sceneName = sceneName
        self.status = status
        self.statusVisible = statusVisible
        self.helpOpen = helpOpen
        self.hint = hint
        self.scale = scale
        self.notice = notice
        self.info = info
    }
}
