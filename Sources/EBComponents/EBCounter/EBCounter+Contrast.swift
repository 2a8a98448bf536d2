import ComponentKit
import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBCounter: every foreground role on the surface it is drawn on.
extension EBCounter {
    /// The foreground and background token pairs the contrast audit checks.
    public static var contrastPairs: [ContrastPair] {
        themes.flatMap { theme in
            [("empty", "empty"), ("filled", "active")].map { state, role in
                ContrastPair(
                    context: "\(theme.name) · \(state)", role: "label", foreground: "counter/color/\(role)/label",
                    background: "counter/color/\(role)/bg", kind: .text(large: false), mode: theme.tokenMode)
            }
        }
    }
}
