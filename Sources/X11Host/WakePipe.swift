#if canImport(Glibc)
    import Glibc
#endif

/// A self-pipe: any thread writes a byte to wake the run loop from `poll`, and so does a stop
/// signal's handler (StopSignals.swift), with the signal's number as the byte. Both ends are
/// non-blocking, so `wake` never stalls its caller (a full pipe already means "wake up") and
/// `drain` never stalls the loop.
///
/// The app keeps the wake closure, which holds this object; the descriptors close only when
/// the last holder lets go, so a late `wake` from another thread can never write into a
/// descriptor number that has since been reused for something else.
final class WakePipe: Sendable {
    let readEnd: Int32
    /// Also written by the stop signal handler.
    let writeEnd: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// The byte a plain wake writes; any other byte is a stop signal's number.
    static let wakeByte: UInt8 = 1

    /// Safe from any thread.
    func wake() {
        var byte = WakePipe.wakeByte
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe; called on the loop's thread after `poll` saw it readable. Returns the
    /// number of a stop signal found in it, 0 if there was none.
    func drain() -> Int32 {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            var signal: Int32 = 0
            while true {
                let n = read(readEnd, buffer.baseAddress, buffer.count)
                guard n > 0 else { break }
                for byte in buffer[..<n] where byte != WakePipe.wakeByte { signal = Int32(byte) }
            }
            return signal
        }
    }
}
