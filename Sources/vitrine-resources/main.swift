// vitrine-resources: draws Vitrine's default images with its own Raster module and writes
// them as PNGs:
//   <folder>/strip/01-standing.png ... 06-group.png   six penguin pictures for the focus strip
//   <folder>/photo/landscape.png                       a 1920 x 1080 mountain lake for the blur scene
//   <folder>/icons/vitrine-16.png ... vitrine-256.png  the app icon (AppIcon.swift)
// Everything is deterministic (seeded xorshift32), so a rerun reproduces the files exactly:
//   swift run -c release vitrine-resources Resources   (or without -c release: same bytes, ~30 s)
// Start reading at StripImages.swift (the strip) and Landscape.swift (the photo); Penguin.swift
// draws one figure, Paint.swift holds the drawing helpers, Noise.swift the randomness.
import Foundation
import ImageFiles
import Raster

let folder = CommandLine.arguments.dropFirst().first ?? "Resources"
if folder == "-h" || folder == "--help" {
    print("usage: vitrine-resources [FOLDER]   (default: Resources)")
    exit(0)
}

func save(_ surface: Surface, _ relative: String) {
    let path = (folder as NSString).appendingPathComponent(relative)
    do {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGFile.write(surface, to: path, overwrite: true)
    } catch {
        FileHandle.standardError.write(Data("vitrine-resources: \(error)\n".utf8))
        exit(1)
    }
    print("\(path)  \(surface.width)x\(surface.height)")
}

for image in StripImages.all {
    let surface = Surface(width: image.width, height: image.height)!
    image.draw(surface)
    save(surface, "strip/\(image.name).png")
}
save(Landscape.render(), "photo/landscape.png")
for side in AppIcon.sizes {
    save(AppIcon.render(side: side), "icons/vitrine-\(side).png")
}
