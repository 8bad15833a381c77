import Foundation
import Geometry
import VitrineTestSupport
import X11Host
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

extension InputToPresent {
    /// One timed drag on the viewer's window through the probe. Every wait is bounded: a
    /// viewer that never shows its window or a frame fails the run with the reason.
    enum Session {
        typealias Failure = Workload.SkipReason

        /// Untimed motions first, as the other workloads' warm-up frames.
        static let warmUp = 3

        /// What a run saw, in milliseconds.
        struct Figures {
            /// Motion to frame, one per timed motion.
            var latencies: [Double] = []
            /// Each read back of the strip while waiting (XGetImage's round trip): a frame is
            /// seen at most one read plus the 0.1 ms pause between reads after it is shown.
            var reads: [Double] = []
        }

        static func run(probe: X11Probe, instance: String, samples: Int) -> Result<Figures, Failure> {
            guard let window = poll(for: 15, every: 0.02, { probe.window(classInstance: instance) }) else {
                return .failure(.init(text: "no window of vitrine within 15 s"))
            }
            let whole = PixelRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height)
            // The first frame, with the picture (decoded in the background): then nothing moves.
            // Before its first present the window is one colour, and stays so a while in a
            // debug build: that is no rest.
            let drawn = settle(probe, window, whole, quiet: 1, every: 0.1, within: 20) { pixels in
                pixels.contains { $0 != pixels[0] }
            }
            guard drawn != nil else { return .failure(.init(text: "the window did not come to rest within 20 s")) }
            let centre = (x: window.frame.width / 2, y: window.frame.height / 2)
            let moved = (x: centre.x + motion.x, y: centre.y + motion.y)
            // Across BOOM!, above the pointer (Xvfb's GetImage leaves the cursor out anyway).
            let strip = PixelRect(x: centre.x - 360, y: centre.y - 48, width: 720, height: 4).intersection(whole)

            probe.movePointer(to: centre.x, centre.y, in: window)
            usleep(50_000)
            probe.setLeftButton(pressed: true)
            defer { probe.setLeftButton(pressed: false) }
            // What the strip shows at rest at each end, learnt after a move there: first a
            // change (however slow the build), then no more for 0.1 s.
            guard let pressed = settle(probe, window, strip, quiet: 0.3, every: 0.01, within: 5),
                let atMoved = moveAndSettle(probe, window, strip, to: moved, from: pressed),
                let atCentre = moveAndSettle(probe, window, strip, to: centre, from: atMoved), atCentre != atMoved
            else {
                return .failure(.init(text: "dragging BOOM! shows no change at rest in the watched strip \(strip)"))
            }

            let interval = X11HostOptions().minimumFrameInterval
            var random = XorShift32(seed: 14)
            var figures = Figures()
            var seen: [UInt32] = []
            for i in 0..<(warmUp + samples) {
                let toMoved = i % 2 == 0
                let expected = toMoved ? atMoved : atCentre
                usleep(UInt32(random.uniform(0, 2 * interval) * 1e6))
                let start = now()
                if toMoved {
                    probe.movePointer(to: moved.x, moved.y, in: window)
                } else {
                    probe.movePointer(to: centre.x, centre.y, in: window)
                }
                while true {
                    let read = now()
                    guard probe.pixels(of: window, in: strip, into: &seen) else {
                        return .failure(.init(text: "cannot read the window back (gone?)"))
                    }
                    if i >= warmUp { figures.reads.append((now() - read) * 1000) }
                    if seen == expected { break }
                    if now() - start > frameTimeout {
                        return .failure(.init(text: "motion \(i + 1): no frame showing it within \(frameTimeout) s"))
                    }
                    usleep(100)
                }
                if i >= warmUp { figures.latencies.append((now() - start) * 1000) }
            }
            return .success(figures)
        }

        /// `rect`'s pixels once they have stayed the same for `quiet` seconds and pass `accept`,
        /// read `every` seconds; nil if that has not happened within `within` seconds or they
        /// cannot be read.
        static func settle(
            _ probe: X11Probe, _ window: ProbedWindow, _ rect: PixelRect, quiet: Double, every: Double, within: Double,
            accept: ([UInt32]) -> Bool = { _ in true }
        ) -> [UInt32]? {
            let deadline = now() + within
            var last: [UInt32] = [], current: [UInt32] = []
            guard probe.pixels(of: window, in: rect, into: &last) else { return nil }
            var sameSince = now()
            while now() < deadline {
                usleep(UInt32(every * 1e6))
                guard probe.pixels(of: window, in: rect, into: &current) else { return nil }
                if current != last || !accept(current) {
                    swap(&current, &last)
                    sameSince = now()
                } else if now() - sameSince >= quiet {
                    return last
                }
            }
            return nil
        }

        /// Moves the pointer to `point`, waits (5 s at most) until `rect` shows something other
        /// than `before`, then until it rests; nil if it never changes or never rests.
        static func moveAndSettle(
            _ probe: X11Probe, _ window: ProbedWindow, _ rect: PixelRect, to point: (x: Int, y: Int),
            from before: [UInt32]
        ) -> [UInt32]? {
            probe.movePointer(to: point.x, point.y, in: window)
            var shown: [UInt32] = []
            let changed = poll(for: 5, every: 0.001) { () -> Bool? in
                guard probe.pixels(of: window, in: rect, into: &shown) else { return false }
                return shown != before ? true : nil
            }
            guard changed == true else { return nil }
            return settle(probe, window, rect, quiet: 0.1, every: 0.01, within: 5)
        }

        /// `body`'s answer once it has one, asked `every` seconds; nil after `seconds`.
        static func poll<T>(for seconds: Double, every: Double, _ body: () -> T?) -> T? {
            let deadline = now() + seconds
            repeat {
                if let answer = body() { return answer }
                usleep(UInt32(every * 1e6))
            } while now() < deadline
            return nil
        }
    }

    /// Monotonic seconds (CLOCK_MONOTONIC), the clock of every interval here.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
