// vitrine: parses the command line and wires the app to a host (a window, or headless when
// asked). Exit status: 0 done; 1 cannot run (no display, nothing to show) or, headless, a
// named file that cannot be shown (NamedFileCheck.swift); 2 a bad option value or input script.
import AppShell
import ArgumentParser
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import ProcessOutput
import Raster
import X11Host

@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A viewer of interactive image effects for X11.",
        // Each paragraph one line: the argument parser wraps it to the terminal's width.
        discussion: """
            Scenes: \(VitrineApp.sceneNames.joined(separator: ", ")); names in any case (Blur, BLUR).
            Images are PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF and JPEG XL files or folders of them (-r: with their subfolders; one file opens among its folder's images); with none, Vitrine shows its own.
            Text and other sizes follow the desktop's scale (Xft.dpi / 96); --scale overrides it.
            Motion effects hold still when the desktop turns animations off (XSETTINGS Net/EnableAnimations or Gtk/EnableAnimations 0) or with --reduce-motion.
            --title sets the words the tilt scene shows (1 to 64 characters).
            --stamp FILE.png adds a sticker to the stamps scene (repeatable).
            Examples:
              vitrine focus ~/Pictures
              vitrine --scale 2 Blur photo.png
              vitrine --reduce-motion --title "Summer 2024" tilt
              vitrine --geometry 800x600-0-0 --class Gallery ~/Pictures
              vitrine stamps --stamp star.png --stamp cat.png holiday.png
              vitrine --headless --scene blur --input script.txt --screenshot out.png

            \(VitrineApp.keysHelp)
            """,
        version: "vitrine \(VitrineVersion.number)")

    /// The command line as the bytes the system gave (`FileSystemPath`): CommandLine.arguments
    /// replaces bytes that are not UTF-8, and a file named `caf\xe9.png` could not be opened.
    static func main() {
        main(
            (1..<Int(CommandLine.argc)).map {
                CommandLine.unsafeArgv[$0].map { FileSystemPath.string(fromCString: $0) } ?? ""
            })
    }

    /// The largest window, frame or box side the command line accepts.
    static let maxSide = 16384

    @Argument(
        help: "An optional scene name (any case), then image files or folders (- reads names from standard input).")
    var items: [String] = []

    @Flag(name: .short, help: "Folders: also the images in their subfolders.")
    var r = false

    @Flag(help: "With -r: also walk into links to folders (each folder still once).")
    var followLinks = false

    @Flag(name: .short, help: "Read file names from standard input, one a line (as the argument -).")
    var i = false

    @Option(parsing: .unconditional, help: "The scene to open (any case).")
    var scene: String?

    @Option(
        parsing: .unconditional,
        help:
            "Where a folder named without a scene opens in a window: grid, strip, or auto (the grid when it holds more pictures than a screen of tiles; the default)."
    )
    var folderView: String?

    @Option(parsing: .unconditional, help: "Window or frame size, WxH (default 1280x800); the same as --geometry WxH.")
    var size: String?

    @Option(
        parsing: .unconditional,
        help: "Window size and place as X11 programs take them: WxH+X+Y, WxH or +X+Y (-X, -Y: from the right, bottom).")
    var geometry: String?

    @Option(
        name: .customLong("class"), parsing: .unconditional,
        help: "WM_CLASS instance and class name for window rules (default vitrine, Vitrine).")
    var windowClass: String?

    @Flag(help: "Start fullscreen (F or F11 toggles it).")
    var fullscreen = false

    @Flag(help: "Render without a display, with a scripted clock and input.")
    var headless = false

    @Option(parsing: .unconditional, help: "Input script for --headless (a file, or - for standard input).")
    var input: String?

    @Option(parsing: .unconditional, help: "With --headless: write the last frame to this PNG.")
    var screenshot: String?

    @Flag(help: "Present with XPutImage even where MIT-SHM is available.")
    var noShm = false

    @Option(parsing: .unconditional, help: "The focus box, WxH (default: one item's size).")
    var box: String?

    @Option(parsing: .unconditional, help: "Decoded image cache budget in MiB, 16 to 1048576 (default 256).")
    var cacheMib: String?

    @Option(
        parsing: .unconditional, help: "Display scale from 0.5 to 4 (2 for a 192-dpi screen); default: the desktop's.")
    var scale: String?

    @Flag(help: "Hold motion effects still, whatever the desktop says.")
    var reduceMotion = false

    @Flag(help: "Show every picture's colours as stored, ignoring embedded ICC profiles.")
    var noColorManagement = false

    @Option(
        parsing: .unconditional,
        help: "The tilt scene's title, 1 to \(Vitrine.maxTitleLength) characters. Default: VITRINE.")
    var title: String?

    @Option(
        parsing: .unconditionalSingleValue,
        help: "A PNG sticker for the stamps scene (repeatable, up to \(Vitrine.maxStickers)).")
    var stamp: [String] = []

    /// The most `--stamp` stickers: more would cover the picture.
    static let maxStickers = 12
    /// A sticker's longer side is brought down to this many pixels when decoded: it is shown
    /// at a seventh of the canvas. Default: 512.
    static let stickerSide = 512

    /// The longest `--title`: past this it no longer fits the tilt scene's card at its
    /// smallest window.
    static let maxTitleLength = 64

    func run() throws {
        var files = items
        var requested = scene ?? "focus"
        var sceneNamed = scene != nil
        if scene == nil, let first = files.first, VitrineApp.sceneNames.contains(first.lowercased()) {
            requested = first
            files.removeFirst()
            sceneNamed = true
        }
        let gridStart = parseFolderView(folderView)
        // The app knows scenes by lowercase names; people type them in any case.
        let sceneName = requested.lowercased()
        guard VitrineApp.sceneNames.contains(sceneName) else {
            fail(
                "unknown scene '\(printableFileName(requested))'; scenes: \(VitrineApp.sceneNames.joined(separator: ", "))",
                status: 2)
        }
        let place = parsePlace()
        let frameSize = place.size ?? Vitrine.defaultSize
        let wmClass = windowClass.map(parseClass) // checked headless too: a bad value is status 2 everywhere
        let cacheMiB = cacheMib.map(parseCacheMiB) ?? 256
        if !headless && (input != nil || screenshot != nil) {
            fail("--input and --screenshot go with --headless", status: 2)
        }
        var options = VitrineApp.Options()
        options.cacheBudget = cacheMiB << 20
        options.synchronousLoading = headless
        if let box { options.focusBox = parseSize(box, option: "--box") }
        if let scale { options.displayScale = parseScale(scale) }
        if reduceMotion { options.reduceMotion = true }
        options.colorManagement = !noColorManagement
        // Before any decode; a window host tells the display's profile again (setDisplayProfile).
        ColorManagement.configure(enabled: !noColorManagement, displayProfile: nil)
        if let title { options.tiltTitle = parseTitle(title) }
        options.stickers = loadStickers(stamp)
        // Open With on a folder of a thousand photos: the grid, as a file manager shows it.
        // Headless runs and a named scene open where they say.
        if !headless, !sceneNamed, files.contains(where: ImageCatalog.isFolder) { options.gridStart = gridStart }
        // The grid's thumbnails shared with file managers through ~/.cache/thumbnails; not by
        // headless runs, whose results must not hang on what a cache holds.
        if !headless { options.thumbnailVersion = VitrineVersion.number }
        var catalog: ImageCatalog?
        let fromInput = i || files.contains("-")
        if fromInput, headless, input == "-" { fail("-i and --input - both want standard input", status: 2) }
        if fromInput || !files.isEmpty {
            (catalog, options.moreImages) = findImages(
                files, fromInput: fromInput, waiting: headless ? .infinity : Vitrine.windowWait, opensWindow: !headless)
            options.emptyListHeadline = Vitrine.emptyListHeadline(files: files, fromInput: fromInput)
        }
        if headless {
            runHeadless(size: frameSize, catalog: catalog) {
                Vitrine.makeApp(sceneName: sceneName, images: catalog, options: options)
            }
        } else {
            var host = X11HostOptions(size: frameSize, useSharedMemory: !noShm)
            host.sizeFromUser = place.size != nil
            host.position = place.offset
            if let wmClass { (host.classInstance, host.className) = wmClass }
            host.startsFullscreen = fullscreen
            host.icons = AppIcons.load()
            host.background = VitrineApp.windowBackground
            let app = Vitrine.makeApp(sceneName: sceneName, images: catalog, options: options)
            // The first picture decodes while the host connects and makes the window; a full
            // screen's size is not known yet.
            if !fullscreen { app.prepare(viewSize: frameSize, time: 0) }
            runWindowed(app, host: host)
        }
    }

    /// The app, or exit 1 (the shipped images cannot be found).
    private static func makeApp(sceneName: String, images: ImageCatalog?, options: VitrineApp.Options) -> VitrineApp {
        do {
            return try VitrineApp(sceneName: sceneName, images: images, options: options)
        } catch {
            fail(error.description, status: 1)
        }
    }

    /// `text` as WxH, or exit 2 saying what is wrong with it.
    private func parseSize(_ text: String, option: String) -> PixelSize {
        do {
            return try PixelSize.parse(text, maxSide: Vitrine.maxSide)
        } catch {
            fail("\(option): \(error.description(showing: printableFileName(text)))", status: 2)
        }
    }

    /// The window's first size when neither --size nor --geometry gives one.
    static let defaultSize = PixelSize(1280, 800)

    /// `--geometry` with `--size` as its size, or exit 2: a bad value, or a size given twice.
    private func parsePlace() -> WindowGeometry {
        var place = WindowGeometry()
        if let geometry {
            do {
                place = try WindowGeometry.parse(geometry, maxSide: Vitrine.maxSide)
            } catch {
                fail("--geometry: \(error.description(showing: printableFileName(geometry)))", status: 2)
            }
        }
        if let size {
            if place.size != nil { fail("--size and --geometry both give a size; give one", status: 2) }
            place.size = parseSize(size, option: "--size")
        }
        return place
    }

    /// The longest `--class`: window rules match names, not paragraphs.
    static let maxClassLength = 64

    /// `--class`'s name for both WM_CLASS fields, or exit 2. Printable ASCII only: WM_CLASS is
    /// Latin-1 text that window managers compare byte by byte.
    private func parseClass(_ text: String) -> (String, String) {
        guard !text.isEmpty, text.count <= Vitrine.maxClassLength,
            text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else {
            fail(
                "--class takes 1 to \(Vitrine.maxClassLength) printable ASCII characters, no spaces: '\(printableFileName(text))'",
                status: 2)
        }
        return (text, text)
    }

    /// `--scale`'s text as a number in 0.5...4, or exit 2. Taken as text so a bad value gets
    /// this message and status 2, not ArgumentParser's usage error (status 64).
    private func parseScale(_ text: String) -> Double {
        guard let value = Double(text), (0.5...4).contains(value) else {
            fail("--scale takes a number from 0.5 to 4, not '\(printableFileName(text))'", status: 2)
        }
        return value
    }

    /// `--cache-mib`'s text as a whole number of MiB in 16...1048576, or exit 2. Taken as text so
    /// "abc", "1e3" or a 20-digit number get this message and status 2, not ArgumentParser's
    /// usage error (status 64).
    private func parseCacheMiB(_ text: String) -> Int {
        guard text.utf8.count <= 8, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text),
            (16...(1 << 20)).contains(value)
        else {
            fail(
                "--cache-mib takes a whole number from 16 to 1048576 (MiB), not '\(printableFileName(text))'", status: 2
            )
        }
        return value
    }

    /// The most Unicode scalars a `--title` may have: 4 a character on average, room for
    /// accents and most emoji sequences. Counting characters alone let one "Z" carry 60,000
    /// combining marks, which took 20 s to shape and draw.
    static let maxTitleScalars = 4 * maxTitleLength

    /// `--folder-view`'s choice (auto when not given), or exit 2.
    private func parseFolderView(_ text: String?) -> VitrineApp.GridStart {
        guard let text else { return .whenMoreThanAScreenful }
        guard let mode = VitrineApp.GridStart(rawValue: text.lowercased()) else {
            fail("--folder-view takes grid, strip or auto, not '\(printableFileName(text))'", status: 2)
        }
        return mode
    }

    /// `--title`'s text, or exit 2: empty, too long, or with control characters or line
    /// breaks (the title is one line; a tab or an escape would not draw as typed).
    private func parseTitle(_ text: String) -> String {
        // Scalars first: counting characters walks the whole text, however long.
        let scalars = text.unicodeScalars.count
        guard scalars <= Vitrine.maxTitleScalars else {
            fail(
                "--title takes 1 to \(Vitrine.maxTitleLength) characters of at most \(Vitrine.maxTitleScalars) Unicode scalars in all, not \(scalars)",
                status: 2)
        }
        guard !text.isEmpty, text.count <= Vitrine.maxTitleLength else {
            fail("--title takes 1 to \(Vitrine.maxTitleLength) characters, not \(text.count)", status: 2)
        }
        let breaking: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
        guard !text.unicodeScalars.contains(where: { breaking.contains($0.properties.generalCategory) }) else {
            fail("--title must not contain control characters: '\(printableFileName(text))'", status: 2)
        }
        return text
    }

    /// `--stamp` files decoded (and brought down to `stickerSide`), or exit 1 naming the one
    /// that cannot be read; exit 2 for too many.
    private func loadStickers(_ paths: [String]) -> [(name: String, image: Surface)] {
        guard paths.count <= Vitrine.maxStickers else {
            fail("--stamp: at most \(Vitrine.maxStickers) stickers, not \(paths.count)", status: 2)
        }
        return paths.map { path in
            do {
                // Decoded no larger than it is kept where the format allows (a 16384 x 8192 WebP
                // or JPEG costs its view's size, not its own).
                let side = PixelSize(Vitrine.stickerSide, Vitrine.stickerSide)
                let image = try ImageFile.read(path: path, fitting: side)
                let fitted = image.size.size.fitted(
                    into: Size(Double(Vitrine.stickerSide), Double(Vitrine.stickerSide)))
                let small = image.width <= Vitrine.stickerSide && image.height <= Vitrine.stickerSide
                let shown =
                    small ? image : image.scaled(to: PixelSize(max(1, Int(fitted.width)), max(1, Int(fitted.height))))!
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                return (printableFileName(name), shown)
            } catch {
                fail("--stamp: \(error)", status: 1)
            }
        }
    }

    private func runWindowed(_ app: VitrineApp, host: X11HostOptions) {
        let loop = X11RunLoop(options: host)
        do {
            try loop.run(app)
        } catch {
            fail(error.description, status: 1)
        }
    }
}

/// Lines on stderr, each as "vitrine: ...", then exit: the way every error leaves Vitrine.
func fail(_ message: String, status: Int32) -> Never {
    for line in message.split(separator: "\n") {
        let text = line.hasPrefix("vitrine: ") ? String(line) : "vitrine: \(line)"
        StandardError.writeLine(text)
    }
    exit(status)
}
