import ComponentKit
import DesignTokens
import Testing

/// Easing against the CSS definition of `cubic-bezier()`: the curve B(s) from (0, 0) through
/// (x1, y1) and (x2, y2) to (1, 1), read at the point whose x is the time. The oracle here is
/// independent of the solver: it samples the curve's Bernstein form at 200,001 parameters and
/// interpolates between the two samples whose x brackets the time.
@Suite struct CubicBezierTimingTests {
    static let curves: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ("material standard", CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)),
        ("overshoot", CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)),
        ("steep start", CubicBezier(x1: 0, y1: 0.9, x2: 0.1, y2: 1)),
        ("flat middle", CubicBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9)),
    ]

    /// The sampled oracle's y at x = `time`.
    static func sampled(_ curve: CubicBezier, at time: Double) -> Double {
        func point(_ s: Double) -> (x: Double, y: Double) {
            let u = 1 - s
            let x = 3 * u * u * s * curve.x1 + 3 * u * s * s * curve.x2 + s * s * s
            let y = 3 * u * u * s * curve.y1 + 3 * u * s * s * curve.y2 + s * s * s
            return (x, y)
        }
        let steps = 200_000
        var previous = point(0)
        for step in 1...steps {
            let next = point(Double(step) / Double(steps))
            if next.x >= time {
                let share = next.x == previous.x ? 0 : (time - previous.x) / (next.x - previous.x)
                return previous.y + (next.y - previous.y) * share
            }
            previous = next
        }
        return 1
    }

    @Test(arguments: curves.map(\.name))
    func matchesTheCSSDefinition(name: String) throws {
        let curve = try #require(Self.curves.first { $0.name == name }?.curve)
        for step in 0...100 {
            let time = Double(step) / 100
            let progress = curve.progress(at: time)
            #expect(abs(progress - Self.sampled(curve, at: time)) < 1e-4, "\(name) at \(time): \(progress)")
        }
    }

    @Test func theKeywordsAreCSSs() {
        #expect(CubicBezier.keywords["ease"] == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(CubicBezier.keywords["ease-in"] == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier.keywords["ease-out"] == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.keywords["ease-in-out"] == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.keywords["linear"] == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test func endsAreExactAndTimeIsClamped() {
        for (_, curve) in Self.curves {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1 && curve.progress(at: .nan) == 0)
        }
        #expect(abs(CubicBezier.linear.progress(at: 0.3) - 0.3) < 1e-9)
    }
}
