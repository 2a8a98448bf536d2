/// The values the DTCG colour type allows for one component of a colour space.
///
/// The DTCG 2025.10 colour table writes ranges with brackets for included ends and parentheses
/// for excluded ones: `[0 - 1]`, `[0 - 360)` for hue, `[-Infinity - Infinity]` for Lab's a and b.
/// A `nil` end is unbounded; any finite number is allowed on that side.
package struct ComponentRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest allowed value (always included), or `nil` when unbounded below.
    package var lower: Double?
    /// The largest value, or `nil` when unbounded above.
    package var upper: Double?
    /// Whether ``upper`` itself is allowed (`]`) or excluded (`)`), as for hue's 360.
    package var includesUpper: Bool

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - lower: The included lower end, or `nil` for none.
    ///   - upper: The upper end, or `nil` for none.
    ///   - includesUpper: `false` for a half-open range such as hue's `[0, 360)`.
    package init(lower: Double?, upper: Double?, includesUpper: Bool = true) {
        self.lower = lower
        self.upper = upper
        self.includesUpper = includesUpper
    }

    /// Whether `value` lies in the range.
    ///
    /// Non-finite numbers (NaN, ±infinity) are never contained: the spec's unbounded ends mean
    /// "any number", and a JSON number is finite.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, value < lower { return false }
        if let upper {
            return includesUpper ? value <= upper : value < upper
        }
        return true
    }

    /// The spec's notation with a comma: `[0, 1]`, `[0, 360)`, `[0, ∞)`, `(-∞, ∞)`.
    package var description: String {
        let low = lower.map { "[" + ColorNumber.format($0) } ?? "(-∞"
        let high = upper.map { ColorNumber.format($0) + (includesUpper ? "]" : ")") } ?? "∞)"
        return low + ", " + high
    }

    /// `[0, 1]`: the RGB, XYZ and OKLab lightness components.
    static let unit = ComponentRange(lower: 0, upper: 1)
    /// `[0, 100]`: percentages (HSL, HWB) and CIE lightness.
    static let percent = ComponentRange(lower: 0, upper: 100)
    /// `[0, 360)`: hue angles.
    static let hue = ComponentRange(lower: 0, upper: 360, includesUpper: false)
    /// `[0, ∞)`: chroma.
    static let chroma = ComponentRange(lower: 0, upper: nil)
    /// `(-∞, ∞)`: the opponent axes of Lab and OKLab.
    static let unbounded = ComponentRange(lower: nil, upper: nil)
}
