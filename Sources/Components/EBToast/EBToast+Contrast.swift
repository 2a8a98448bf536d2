import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBToast: every foreground role on the surface it is drawn on.
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
