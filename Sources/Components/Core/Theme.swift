/// The colour theme a component inherits from its surroundings.
public enum Theme: String, CaseIterable, Hashable, Sendable, Codable {
    case light, dark

    /// The token mode to read: `nil` is the table's base (light) value, `"dark"` its dark override.
    public var tokenMode: String? {
        switch self {
        case .light: nil
        case .dark: "dark"
        }
    }
}
