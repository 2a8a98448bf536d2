/// Every colour space the DTCG 2025.10 colour type lists.
///
/// The raw value is the `colorSpace` string of a DTCG colour object. Each space has three
/// components whose allowed ranges come from the spec's table of supported colour spaces
/// (see ``componentRanges``); ``problem(component:value:)`` checks one value against them.
///
/// ```swift
/// ColorSpace(rawValue: "display-p3")                  // .displayP3
/// ColorSpace.hsl.problem(component: 0, value: 400)    // "hue 400 is outside [0, 360)"
/// ```
package enum ColorSpace: String, CaseIterable, Hashable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// Every space by its name: what `init(rawValue:)` finds, with one hash instead of a
    /// comparison per case.
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Human names of the three components, e.g. `["hue", "saturation", "lightness"]`.
    ///
    /// Lower-case, in the order of the DTCG `components` array.
    package var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return ["red", "green", "blue"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        }
    }

    /// The ranges the spec allows for the three components, in order.
    ///
    /// | space | components |
    /// | --- | --- |
    /// | RGB spaces, XYZ | `[0, 1]` each |
    /// | hsl, hwb | hue `[0, 360)`, then `[0, 100]` twice |
    /// | lab | lightness `[0, 100]`, a and b unbounded |
    /// | lch | lightness `[0, 100]`, chroma `[0, ∞)`, hue `[0, 360)` |
    /// | oklab | lightness `[0, 1]`, a and b unbounded |
    /// | oklch | lightness `[0, 1]`, chroma `[0, ∞)`, hue `[0, 360)` |
    package var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return [.unit, .unit, .unit]
        case .hsl, .hwb: return [.hue, .percent, .percent]
        case .lab: return [.percent, .unbounded, .unbounded]
        case .lch: return [.percent, .chroma, .hue]
        case .oklab: return [.unit, .unbounded, .unbounded]
        case .oklch: return [.unit, .chroma, .hue]
        }
    }

    /// Checks one component value against the range the spec allows for it.
    ///
    /// Returns `nil` if `value` is allowed, else a short reason such as
    /// `"hue 400 is outside [0, 360)"`. Hue is half-open as the spec says: 360 is refused, 0 is
    /// allowed. Unbounded components (Lab a/b, chroma upwards) still refuse non-finite numbers.
    /// An `index` other than 0, 1 or 2 is itself a problem.
    ///
    /// - Parameters:
    ///   - index: The position in the DTCG `components` array.
    ///   - value: The number written there (the `none` keyword needs no check).
    package func problem(component index: Int, value: Double) -> String? {
        let ranges = componentRanges
        guard ranges.indices.contains(index) else {
            return "component \(index) does not exist: \(rawValue) has \(ranges.count) components"
        }
        let range = ranges[index]
        if range.contains(value) { return nil }
        let name = componentNames[index]
        guard value.isFinite else { return "\(name) \(ColorNumber.format(value)) is not a finite number" }
        return "\(name) \(ColorNumber.format(value)) is outside \(range)"
    }
}
