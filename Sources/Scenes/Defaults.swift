import Raster

/// Tunables in one place (as st and dwm keep theirs in config.def.h).
enum Defaults {
    /// Behind everything. Default: #202020.
    static let background = Color(rgb: 0x202020)
    /// The focus strip's slot side as a share of the view's shorter side. Default: 0.7.
    static let focusSlotShare = 0.7
}
