import Geometry
import Raster

/// BOOM! and WHAM!: a word on a burst. Coordinates are art pixels in the art's box (260 x 180
/// and 220 x 150), leaving room on the right and below for the shadows.
extension StampArt {
    /// Red-hot: an orange core in a red burst of 16 uneven spikes; yellow-to-orange letters.
    static let boomBurst = StampBurst(
        center: Point(125, 86), radii: Size(112, 79), depth: 0.66,
        spikes: [1, 0.86, 0.97, 0.8, 1, 0.9, 0.84, 1, 0.93, 0.82, 1, 0.88, 0.95, 0.8, 0.98, 0.9],
        turn: 0.1, fill: Color(rgb: 0xE3261C), core: Color(rgb: 0xFF8C1A), coreShare: 0.7,
        dots: Color(rgb: 0xA3120C), dotPitch: 6,
        outlineWidth: 3.5, shadowOffset: 5, shadow: Color(red: 0, green: 0, blue: 0, alpha: 110))

    static let boomLettering = StampLettering(
        text: "BOOM!", size: 43, growth: 1.07, bounce: [-2, 2, -1, 3, 0], tracking: -1,
        top: Color(rgb: 0xFFF36B), bottom: Color(rgb: 0xFFA200),
        outline: .black, outlineWidth: 4, shadow: Color(rgb: 0x5A0A06), shadowOffset: 3.5)

    /// Daylight: a pale core in a yellow burst of 13 sharp, wilder spikes; white-to-blue letters
    /// outlined in navy.
    static let whamBurst = StampBurst(
        center: Point(108, 72), radii: Size(93, 65), depth: 0.64,
        spikes: [1, 0.78, 0.95, 0.72, 1, 0.85, 0.7, 0.98, 0.8, 0.92, 0.74, 1, 0.84],
        turn: -0.2, fill: Color(rgb: 0xFFD21F), core: Color(rgb: 0xFFF3A6), coreShare: 0.62,
        dots: Color(rgb: 0xF29A00), dotPitch: 6,
        outlineWidth: 3, shadowOffset: 5, shadow: Color(red: 0, green: 0, blue: 0, alpha: 110))

    static let whamLettering = StampLettering(
        text: "WHAM!", size: 34, bounce: [2, -1, 1, -2, 1], tracking: -1, top: .white, bottom: Color(rgb: 0x5FB4FF),
        outline: Color(rgb: 0x0B1F66), outlineWidth: 3.5, shadow: Color(rgb: 0x0B1F66), shadowOffset: 3)

    static func drawBang(_ burst: StampBurst, _ lettering: StampLettering, on surface: Surface, scale: Double) {
        burst.draw(on: surface, scale: scale)
        lettering.draw(on: surface, center: burst.center, scale: scale)
    }
}
