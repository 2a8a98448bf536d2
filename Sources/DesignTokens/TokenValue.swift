/// The value of one resolved token, by DTCG `$type`.
public enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Double)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(seconds: Double)
    case typography(Typography)
    case gradient(Gradient)

    /// The DTCG `$type` name of this value.
    public var typeName: String { kind.rawValue }

    var kind: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .typography: .typography
        case .gradient: .gradient
        }
    }
}

/// The DTCG `$type` names this loader understands.
enum TokenType: String, CaseIterable, Sendable {
    case color, dimension, number, fontFamily, fontWeight, duration, typography, gradient
}
