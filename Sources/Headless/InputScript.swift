// Headless: the app run against a scripted clock and scripted input, writing PNGs.
// `InputScript` parses the script language of DESIGN.md ("Scripted input"); `HeadlessHost`
// plays it against an `Application`. Start reading at HeadlessHost.run.
import AppInterface
import Geometry
import ImageFiles

/// A parsed input script: one command per line, `#` starts a comment, coordinates in window
/// pixels, times in milliseconds.
public struct InputScript: Equatable, Sendable {
    public enum Modifier: String, Sendable {
        case ctrl, shift, alt

        var modifiers: Modifiers {
            switch self {
            case .ctrl: .control
            case .shift: .shift
            case .alt: .alt
            }
        }
    }

    public enum Command: Equatable, Sendable {
        case move(Point)
        case leave
        case down(Point)
        case up(Point)
        case drag(from: Point, to: Point, milliseconds: Double)
        case wheel(WheelDirection, count: Int)
        case key(Key)
        case hold(Modifier)
        case release(Modifier)
        case wait(milliseconds: Double)
        case shot(path: String)
    }

    /// A line that does not parse; `description` is the message for stderr.
    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        public var line: Int
        public var message: String
        public var description: String { "input script line \(line): \(message)" }
    }

    public var commands: [(line: Int, command: Command)]

    public static func == (a: InputScript, b: InputScript) -> Bool {
        a.commands.map(\.line) == b.commands.map(\.line) && a.commands.map(\.command) == b.commands.map(\.command)
    }

    public init(commands: [(line: Int, command: Command)]) {
        self.commands = commands
    }

    public init(parsing text: String) throws(SyntaxError) {
        commands = []
        // "\r\n" is one Character in Swift, not "\r" then "\n": split on both, or a script saved
        // with CRLF line ends is one long line (found by `make fuzz`; it ran as one comment).
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, raw) in lines.enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            do {
                commands.append((index + 1, try InputScript.command(verb, Array(words.dropFirst()))))
            } catch {
                throw SyntaxError(line: index + 1, message: error.message)
            }
        }
    }

    private struct Problem: Error {
        var message: String
    }

    private static func command(_ verb: String, _ args: [String]) throws(Problem) -> Command {
        func count(_ n: Int) throws(Problem) {
            guard args.count == n else {
                throw Problem(
                    message: "'\(printableFileName(verb))' takes \(n) argument\(n == 1 ? "" : "s"), got \(args.count)")
            }
        }
        func number(_ i: Int) throws(Problem) -> Double {
            guard let v = Double(args[i]), v.isFinite else {
                throw Problem(message: "'\(printableFileName(args[i]))' is not a number")
            }
            return v
        }
        func duration(_ i: Int) throws(Problem) -> Double {
            let v = try number(i)
            guard v >= 0, v <= 3_600_000 else { throw Problem(message: "time \(args[i]) ms is outside 0...3600000") }
            return v
        }
        func coordinate(_ i: Int) throws(Problem) -> Double {
            // Far beyond any screen, yet small enough that a drag's steps between two of them
            // stay finite (between -1e308 and 1e308 they overflowed to infinity).
            let v = try number(i)
            guard abs(v) <= 1_000_000 else {
                throw Problem(message: "coordinate \(args[i]) is outside -1000000...1000000")
            }
            return v
        }
        func point(_ i: Int) throws(Problem) -> Point { Point(try coordinate(i), try coordinate(i + 1)) }
        func modifier() throws(Problem) -> Modifier {
            try count(1)
            guard let m = Modifier(rawValue: args[0].lowercased()) else {
                throw Problem(message: "unknown modifier '\(printableFileName(args[0]))' (ctrl, shift or alt)")
            }
            return m
        }
        switch verb.lowercased() {
        case "move":
            try count(2)
            return .move(try point(0))
        case "leave":
            try count(0)
            return .leave
        case "down":
            try count(2)
            return .down(try point(0))
        case "up":
            try count(2)
            return .up(try point(0))
        case "drag":
            try count(5)
            return .drag(from: try point(0), to: try point(2), milliseconds: try duration(4))
        case "wheel":
            guard args.count == 1 || args.count == 2 else {
                throw Problem(message: "'wheel' takes a direction and an optional count")
            }
            let directions: [String: WheelDirection] = ["up": .up, "down": .down, "left": .left, "right": .right]
            guard let d = directions[args[0].lowercased()] else {
                throw Problem(
                    message: "unknown wheel direction '\(printableFileName(args[0]))' (up, down, left or right)")
            }
            var n = 1
            if args.count == 2 {
                guard let v = Int(args[1]), (1...1000).contains(v) else {
                    throw Problem(
                        message: "wheel count '\(printableFileName(args[1]))' is not a whole number in 1...1000")
                }
                n = v
            }
            return .wheel(d, count: n)
        case "key":
            try count(1)
            guard let k = Key(name: args[0]) else {
                throw Problem(message: "unknown key '\(printableFileName(args[0]))'")
            }
            return .key(k)
        case "hold":
            return .hold(try modifier())
        case "release":
            return .release(try modifier())
        case "wait":
            try count(1)
            return .wait(milliseconds: try duration(0))
        case "shot":
            try count(1)
            guard args[0].lowercased().hasSuffix(".png") else { throw Problem(message: "'shot' writes a .png file") }
            return .shot(path: args[0])
        default:
            throw Problem(message: "unknown command '\(printableFileName(verb))'")
        }
    }
}
