// The contrast pairs of each component: every foreground role on the surface it is drawn on.

extension EBCounter {
    public static var contrastPairs: [ContrastPair] {
        Theme.allCases.flatMap { theme in
            [("empty", "empty"), ("filled", "active")].map { state, role in
                ContrastPair(
                    context: "\(theme.rawValue) · \(state)", role: "label", foreground: "counter/color/\(role)/label",
                    background: "counter/color/\(role)/bg", kind: .text(large: false), mode: theme.tokenMode)
            }
        }
    }
}

extension EBCountdown {
    public static var contrastPairs: [ContrastPair] {
        var pairs: [ContrastPair] = []
        for theme in Theme.allCases {
            for state in CountdownState.allCases {
                for style in ["one", "per"] {
                    let base = "countdown/\(style)/\(theme.rawValue)/\(state.rawValue)/"
                    let context = "\(style) · \(theme.rawValue) · \(state.rawValue)"
                    // Bold 20 px numbers are large text; 10 px unit labels are not; colon dots are graphics.
                    pairs.append(
                        ContrastPair(
                            context: context, role: "number", foreground: base + "number", background: base + "bg", kind: .text(large: true)
                        ))
                    pairs.append(
                        ContrastPair(
                            context: context, role: "unit", foreground: base + "unit", background: base + "bg", kind: .text(large: false)))
                    pairs.append(
                        ContrastPair(context: context, role: "colon", foreground: base + "colon", background: base + "bg", kind: .graphic))
                }
                let pill = "countdown/pill/\(theme.rawValue)/\(state.rawValue)/"
                let context = "pill · \(theme.rawValue) · \(state.rawValue)"
                pairs.append(
                    ContrastPair(
                        context: context, role: "text", foreground: pill + "text", background: pill + "bg", kind: .text(large: false)))
                pairs.append(
                    ContrastPair(context: context, role: "icon", foreground: pill + "icon", background: pill + "bg", kind: .graphic))
                let promo = "countdown/promo/\(theme.rawValue)/\(state.rawValue)/"
                let promoContext = "promo · \(theme.rawValue) · \(state.rawValue)"
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "title", foreground: promo + "title", background: promo + "bg",
                        kind: .text(large: false)))
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "close", foreground: promo + "close", background: promo + "bg", kind: .graphic))
                pairs.append(
                    ContrastPair(
                        context: promoContext, role: "cta", foreground: promo + "ctaLabel", background: promo + "ctaBg",
                        kind: .text(large: false)))
            }
        }
        return pairs
    }
}

extension CountdownTimer {
    public static var contrastPairs: [ContrastPair] {
        Theme.allCases.flatMap { theme in
            [("running", "ld/countdownTimer/color/"), ("disabled", "ld/countdownTimer/color/disabled/")].flatMap { state, base in
                [
                    ContrastPair(
                        context: "\(theme.rawValue) · \(state)", role: "value", foreground: base + "value", background: base + "background",
                        kind: .text(large: true), mode: theme.tokenMode),
                    ContrastPair(
                        context: "\(theme.rawValue) · \(state)", role: "title", foreground: base + "title", background: base + "background",
                        kind: .text(large: false), mode: theme.tokenMode),
                ]
            }
        }
    }
}

extension EBToast {
    public static var contrastPairs: [ContrastPair] {
        let palettes = [
            ("neutral · dark", "main/toast/default/dark/", "icon"), ("neutral · light", "main/toast/default/light/", "icon"),
            ("destructive", "main/toast/error/", "icon"),
            ("pending · dark", "main/toast/pending/dark/", "spinner"), ("pending · light", "main/toast/pending/light/", "spinner"),
        ]
        return palettes.flatMap { context, base, icon in
            [
                ContrastPair(
                    context: context, role: "label", foreground: base + "label", background: base + "bg", kind: .text(large: false)),
                ContrastPair(context: context, role: icon, foreground: base + icon, background: base + "bg", kind: .graphic),
            ]
        }
    }
}

extension EBSlider {
    public static var contrastPairs: [ContrastPair] {
        [
            ContrastPair(
                context: "tooltip", role: "text", foreground: "slider/color/tooltip/text", background: "slider/color/tooltip/bg",
                kind: .text(large: false)),
            ContrastPair(
                context: "track", role: "fill", foreground: "slider/color/fill", background: "slider/color/track/bg", kind: .graphic),
        ]
    }
}
