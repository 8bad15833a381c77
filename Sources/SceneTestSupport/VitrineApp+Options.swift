import AppShell

extension VitrineApp.Options {
    /// How tests and the benchmark run the app: each image decoded before the frame that needs
    /// it (no frame waits on a thread), the overlay only when asked, one pixel a point.
    public static func synchronous(overlay: Bool = false) -> VitrineApp.Options {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = overlay
        options.displayScale = 1
        return options
    }
}
