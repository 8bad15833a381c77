/// The pace of frames: hosts present at most this often, and what animates steps by it.
public enum FrameClock {
    /// Seconds between frames: 60 a second, the refresh rate of nearly every desktop display.
    public static let interval = 1.0 / 60
}
