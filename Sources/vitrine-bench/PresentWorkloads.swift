import Foundation
import Geometry
import X11Host

/// Putting a 1920 x 1080 frame on an X11 window until the server has it. Needs a display;
/// skipped, with a note, where there is none. `present-bare` is the reference: one
/// XShmPutImage + XSync with nothing else; `present` (the window's own path: clipping,
/// ShmCompletion) should stay within 1.1x of it.
enum PresentWorkloads {
    static func all() -> [Workload] {
        [
            make("present-bare", bare: true, sharedMemory: true), make("present", bare: false, sharedMemory: true),
            make("present-xputimage", bare: false, sharedMemory: false),
        ]
    }

    private static func make(_ name: String, bare: Bool, sharedMemory: Bool) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) ?? false else {
                return .failure(.init(text: "no DISPLAY (run under Xvfb or a desktop to measure it)"))
            }
            let window: X11Window
            do {
                window = try X11Window(size: Workloads.frameSize, title: "vitrine-bench", useSharedMemory: sharedMemory)
            } catch {
                return .failure(.init(text: "\(error)"))
            }
            window.show()
            if sharedMemory && !window.usesSharedMemory {
                return .failure(.init(text: "the server has no usable MIT-SHM"))
            }
            window.framebuffer.fill(window.framebuffer.bounds, with: .init(rgb: 0x336699))
            let whole = [window.framebuffer.bounds]
            return .success {
                withExtendedLifetime(window) {
                    if bare {
                        window.presentBare()
                    } else {
                        window.present(whole)
                        window.waitUntilPresented()
                    }
                }
            }
        }
    }
}
