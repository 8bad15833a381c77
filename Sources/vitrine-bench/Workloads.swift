import Foundation
import Geometry
import Raster
import VitrineTestSupport

/// The workloads, in the order they print. Frames are 1920 x 1080 premultiplied BGRA.
enum Workloads {
    static let frameSize = PixelSize(1920, 1080)

    static var all: [Workload] {
        [memcpyReference(), copy()] + FocusWorkloads.all() + PresentWorkloads.all() + StartupWorkloads.all()
            + DecodeWorkloads.all() + BlurWorkloads.all()
            + ReblendWorkload.all() + AppFrameWorkloads.all() + PathWorkload.all()
            + SceneFrameWorkloads.all() + SpritesWorkloads.all() + ScaleWorkloads.all() + PerspectiveWorkloads.all()
            + StampsReleaseWorkload.all() + InputToPresent.all() + PeerPan.all() + PeerOpen.all() + PeerNext.all()
            + PeerGrid.all()
    }

    /// A bare memcpy of the frame's bytes: the floor `copy` is measured against (target 1.2x).
    static func memcpyReference() -> Workload {
        Workload(name: "memcpy", pixels: frameSize.area) {
            let photo = SyntheticInputs.photo()
            let frame = Surface(size: frameSize)!
            let bytes = photo.stride * photo.height
            return .success { memcpy(frame.base, photo.base, bytes) }
        }
    }

    /// copy: the photo into the frame through Surface.copy.
    static func copy() -> Workload {
        Workload(name: "copy", pixels: frameSize.area) {
            let photo = SyntheticInputs.photo()
            let frame = Surface(size: frameSize)!
            return .success { frame.copy(from: photo, sourceRect: photo.bounds, toX: 0, y: 0) }
        }
    }
}
