import Geometry

/// What a motion effect moves. Each is a pair: x from the horizontal effects, y from the
/// vertical ones, in the unit the scene gives it (points for offsets, degrees for rotation).
public enum MotionProperty: Hashable, Sendable {
    /// A layer's position, relative to where it rests.
    case position
    /// A shadow's offset from its caster.
    case shadowOffset
    /// A rotation: x turns about the vertical axis, y about the horizontal one.
    case rotation
    /// Where a glare highlight sits on a card.
    case glarePosition
}

/// One axis of one property following the viewer offset, like UIInterpolatingMotionEffect:
/// an offset of -1 gives `minimum`, +1 gives `maximum`, and everything between is linear.
/// `minimum` may exceed `maximum`: the property then moves against the offset (a shadow).
public struct MotionEffect: Hashable, Sendable {
    public enum Axis: Hashable, Sendable {
        case horizontal, vertical
    }

    public var property: MotionProperty
    public var axis: Axis
    public var minimum: Double
    public var maximum: Double

    public init(_ property: MotionProperty, axis: Axis, minimum: Double, maximum: Double) {
        (self.property, self.axis, self.minimum, self.maximum) = (property, axis, minimum, maximum)
    }

    /// Both axes from `minimum` to `maximum`: the common case of a layer moving by its depth.
    public static func both(_ property: MotionProperty, minimum: Double, maximum: Double) -> [MotionEffect] {
        [
            MotionEffect(property, axis: .horizontal, minimum: minimum, maximum: maximum),
            MotionEffect(property, axis: .vertical, minimum: minimum, maximum: maximum),
        ]
    }

    /// The value for an offset on this effect's axis; outside -1...1 is clamped.
    public func value(for offset: Double) -> Double {
        let t = (min(1, max(-1, offset)) + 1) / 2
        return minimum + (maximum - minimum) * t
    }

    /// The largest distance the value moves from its rest (offset 0), in its own unit.
    public var travel: Double { abs(maximum - minimum) / 2 }
}

/// Several effects applied together, like UIMotionEffectGroup: the values of effects on the
/// same property and axis add up.
public struct MotionEffectGroup: Hashable, Sendable {
    public var effects: [MotionEffect]

    public init(_ effects: [MotionEffect] = []) { self.effects = effects }

    /// `property`'s value for the viewer `offset`: x from the horizontal effects, y from the
    /// vertical ones; (0, 0) when no effect names it.
    public func value(of property: MotionProperty, for offset: Point) -> Point {
        var result = Point.zero
        for effect in effects where effect.property == property {
            switch effect.axis {
            case .horizontal: result.x += effect.value(for: offset.x)
            case .vertical: result.y += effect.value(for: offset.y)
            }
        }
        return result
    }

    /// The largest travel of any one property and axis (the effects on it summed).
    public func travel(of property: MotionProperty) -> Double {
        let mine = effects.filter { $0.property == property }
        let x = mine.filter { $0.axis == .horizontal }.map(\.travel).reduce(0, +)
        let y = mine.filter { $0.axis == .vertical }.map(\.travel).reduce(0, +)
        return max(x, y)
    }

    public static func + (a: MotionEffectGroup, b: MotionEffectGroup) -> MotionEffectGroup {
        MotionEffectGroup(a.effects + b.effects)
    }
}
