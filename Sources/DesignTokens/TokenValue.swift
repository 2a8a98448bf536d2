/// The value of one resolved token, by DTCG `$type`: all 13 types of the 2025.10 format.
///
/// Lengths are points (`rem` × 16), durations seconds, colours 8-bit sRGB (converted from their
/// colour space, gamut-mapped when needed).
package enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Double)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(seconds: Double)
    case cubicBezier(CubicBezier)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    case shadow([Shadow])
    case typography(Typography)
    case gradient(Gradient)

    /// The DTCG `$type` name of this value.
    package var typeName: String { kind.rawValue }

    /// The type of this value.
    package var kind: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .typography: .typography
        case .gradient: .gradient
        }
    }
}

/// The 13 `$type` names of the DTCG 2025.10 format.
package enum TokenType: String, CaseIterable, Hashable, Sendable {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, transition, shadow, typography, gradient

    /// Every type by its name: what `init(rawValue:)` finds, with one hash instead of a
    /// comparison per case.
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
