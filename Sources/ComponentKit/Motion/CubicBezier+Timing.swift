import DesignTokens

extension CubicBezier {
    /// CSS `linear`: progress equals time.
    package static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS `ease`.
    package static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// CSS `ease-in`.
    package static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-out`.
    package static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease-in-out`.
    package static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The CSS keywords by name: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`.
    package static let keywords: [String: CubicBezier] = [
        "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    ]

    /// The eased progress at `time` (0…1; clamped): the curve from (0, 0) through the control
    /// points to (1, 1), as CSS defines it, read at the `x` that equals `time`.
    ///
    /// The curve's parameter for `time` is found by Newton's method from a linear guess and, when
    /// that does not settle, by bisection (`x` rises with the parameter for control points inside
    /// 0…1, as DTCG requires); both stop within 1e-9 of `time`, so the same time always gives
    /// the same progress.
    ///
    /// ```swift
    /// CubicBezier.easeOut.progress(at: 0.5)  // ≈ 0.8024
    /// ```
    package func progress(at time: Double) -> Double {
        let t = min(max(time.isFinite ? time : 0, 0), 1)
        if t == 0 || t == 1 { return t }
        // Polynomial coefficients of x(s) and y(s): B(s) = ((a·s + b)·s + c)·s.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slope(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
        var s = t
        for _ in 0..<8 {
            let error = x(s) - t
            if abs(error) < 1e-9 { return y(s) }
            let d = slope(s)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<64 {
            let value = x(s)
            if abs(value - t) < 1e-9 { break }
            if value < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return y(s)
    }
}
