#if VITRINE_FUZZ
    internal import CLibFuzzer
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `vitrine-fuzz png|jpeg|webp|tiff|bmp|heif|jxl|gif|script ...`. Built with -DVITRINE_FUZZ (by `make fuzz`), the arguments after
/// the harness name go to libFuzzer (corpus folders, -runs=N, ...); otherwise they are files,
/// each run through the harness once, as libFuzzer would. A failed invariant traps in both.
@main
enum Entry {
    /// The harness of this run, set once before any input runs (libFuzzer's callback is a C
    /// function pointer, so it cannot capture it).
    nonisolated(unsafe) static var selected = Harness.png

    static func main() {
        let args = CommandLine.arguments
        guard args.count > 2, let harness = Harness(rawValue: args[1]) else {
            fail(
                "usage: vitrine-fuzz png|jpeg|webp|tiff|bmp|heif|jxl|gif|script [libFuzzer options] FILES or FOLDERS..."
            )
        }
        selected = harness
        // libFuzzer ends the process with exit(), so the scratch file goes at exit.
        if harness.readsFiles { atexit { _ = unlink(Harness.scratchPath) } }
        #if VITRINE_FUZZ
            // libFuzzer sees the program name followed by the arguments after the harness name.
            var argc = CommandLine.argc - 1
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv + 1
            argv![0] = CommandLine.unsafeArgv[0]
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
            for path in args.dropFirst(2) {
                contents(ofFile: path).withUnsafeBytes { harness.run($0) }
                print("\(path): ok")
            }
        #endif
    }

    static func contents(ofFile path: String) -> [UInt8] {
        guard let file = fopen(path, "rb") else { fail("cannot open \(path)", status: 1) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while case let n = fread(&chunk, 1, chunk.count, file), n > 0 { bytes += chunk[..<n] }
        return bytes
    }

    /// One line on stderr, then exit. write(2), as Glibc's `stderr` is a global variable that
    /// Swift 6 will not share across threads.
    static func fail(_ message: String, status: Int32 = 2) -> Never {
        let line = "vitrine-fuzz: \(message)\n"
        _ = line.utf8CString.withUnsafeBytes { write(2, $0.baseAddress, $0.count - 1) }
        exit(status)
    }
}

#if VITRINE_FUZZ
    /// One input from libFuzzer. Under this name because -sanitize=fuzzer also links libFuzzer's
    /// own main, which refers to it; the linker keeps SwiftPM's main (Entry.main) over that one.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        Entry.selected.run(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
#endif
