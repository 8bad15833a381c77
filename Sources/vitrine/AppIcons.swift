import ImageFiles
import ImageLibrary
import Raster

/// The window icon: Resources/icons/vitrine-NN.png, drawn by vitrine-resources, read for the
/// window's _NET_WM_ICON (the window manager picks the size it shows).
enum AppIcons {
    /// The sizes handed to the window, in pixels: a taskbar's 16 to an Alt+Tab switcher's 128.
    /// The 256 px one is only for the desktop's icon theme (`make install`): 256 KiB more in
    /// a property every window manager reads would buy nothing.
    static let windowSizes = [16, 32, 48, 64, 128]

    /// The icons found; an icon that is missing or unreadable is left out silently, as a
    /// window without an icon still works.
    static func load() -> [Surface] {
        guard let folder = Resources.folder(named: "icons") else { return [] }
        return windowSizes.compactMap { side in try? PNGFile.read(path: "\(folder)/vitrine-\(side).png") }
    }
}
