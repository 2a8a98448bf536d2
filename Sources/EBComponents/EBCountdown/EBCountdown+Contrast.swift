import ComponentKit
import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBCountdown: every foreground role on the surface it is drawn on.
extension EBCountdown {
    /// The foreground and background token pairs the contrast audit checks.
    public static var contrastPairs: [ContrastPair] {
        var pairs: [ContrastPair] = []
        for theme in themes {
            for state in CountdownState.allCases {
                /// Every pair of one surface, read in the theme's mode: (role, foreground, background, kind).
                func add(_ surface: String, _ roles: [(String, String, String, ContrastPair.Kind)]) {
                    let base = "countdown/\(surface)/\(state.rawValue)/"
                    let context = "\(surface) · \(theme.name) · \(state.rawValue)"
                    pairs += roles.map { role, foreground, background, kind in
                        ContrastPair(
                            context: context, role: role, foreground: base + foreground, background: base + background, kind: kind,
                            mode: theme.tokenMode)
                    }
                }
                // Bold 20 px numbers are large text; 10 px unit labels are not; colon dots are graphics.
                for style in ["one", "per"] {
                    add(
                        style,
                        [
                            ("number", "number", "bg", .text(large: true)), ("unit", "unit", "bg", .text(large: false)),
                            ("colon", "colon", "bg", .graphic),
                        ])
                }
                add("pill", [("text", "text", "bg", .text(large: false)), ("icon", "icon", "bg", .graphic)])
                add(
                    "promo",
                    [
                        ("title", "title", "bg", .text(large: false)), ("close", "close", "bg", .graphic),
                        ("cta", "ctaLabel", "ctaBg", .text(large: false)),
                    ])
            }
        }
        return pairs
    }
}
