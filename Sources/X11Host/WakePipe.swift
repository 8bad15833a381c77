#if canImport(Glibc)
    import Glibc
#endif

/// A self-pipe: any thread writes a byte to wake the run loop from `poll`. Both ends are
/// non-blocking, so `wake` never stalls its caller (a full pipe already means "wake up") and
/// `drain` never stalls the loop.
///
/// The app keeps the wake closure, which holds this object; the descriptors close only when
/// the last holder lets go, so a late `wake` from another thread can never write into a
/// descriptor number that has since been reused for something else.
final class WakePipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32

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

    /// Safe from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe; called on the loop's thread after `poll` saw it readable.
    func drain() {
        withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { buffer in
            while read(readEnd, buffer.baseAddress, buffer.count) > 0 {}
        }
    }
}
