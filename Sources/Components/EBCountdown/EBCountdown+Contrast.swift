import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBCountdown: every foreground role on the surface it is drawn on.
extension EBCountdown {
    public static var contrastPairs: [ContrastPair] {
        var pairs: [ContrastPair] = []
        for theme in Theme.allCases {
            for state in CountdownState.allCases {
                for style in ["one", "per"] {
                    let base = "countdown/\(style)/\(state.rawValue)/"
                    let context = "\(style) · \(theme.rawValue) · \(state.rawValue)"
                    // Bold 20 px numbers are large text; 10 px unit labels are not; colon dots are graphics.
                    pairs.append(
                        ContrastPair(
                            context: context, role: "number", foreground: base + "number", background: base + "bg", kind: .text(large: true)
                        ))
                    pairs.append(
                        ContrastPair(
                            context: context, role: "unit", foreground: base + "unit", background: base + "bg", kind: .text(large: false),
                            mode: theme.tokenMode))
                    pairs.append(
                        ContrastPair(
                            context: context, role: "colon", foreground: base + "colon", background: base + "bg", kind: .graphic,
                            mode: theme.tokenMode))
                }
                let pill = "countdown/pill/\(state.rawValue)/"
                let context = "pill · \(theme.rawValue) · \(state.rawValue)"
                pairs.append(
                    ContrastPair(
                        context: context, role: "text", foreground: pill + "text", background: pill + "bg", kind: .text(large: false),
                        mode: theme.tokenMode))
                pairs.append(
                    ContrastPair(
                        context: context, role: "icon", foreground: pill + "icon", background: pill + "bg", kind: .graphic,
                        mode: theme.tokenMode))
                let promo = "countdown/promo/\(state.rawValue)/"
                let promoContext = "promo · \(theme.rawValue) · \(state.rawValue)"
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "title", foreground: promo + "title", background: promo + "bg",
                        kind: .text(large: false), mode: theme.tokenMode))
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "close", foreground: promo + "close", background: promo + "bg", kind: .graphic,
                        mode: theme.tokenMode))
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "cta", foreground: promo + "ctaLabel", background: promo + "ctaBg",
                        kind: .text(large: false), mode: theme.tokenMode))
            }
        }
        return pairs
    }
}
