import ComponentKit
import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBToast: every foreground role on the surface it is drawn on.
extension EBToast {
    /// The foreground and background token pairs the contrast audit checks.
    public static var contrastPairs: [ContrastPair] {
        let palettes: [(String, String, String, Theme)] = [
            ("neutral · dark", "main/toast/default/", "icon", .dark), ("neutral · light", "main/toast/default/", "icon", .light),
            ("destructive", "main/toast/error/", "icon", .light),
            ("pending · dark", "main/toast/pending/", "spinner", .dark), ("pending · light", "main/toast/pending/", "spinner", .light),
        ]
        return palettes.flatMap { context, base, icon, theme in
            [
                ContrastPair(
                    context: context, role: "label", foreground: base + "label", background: base + "bg", kind: .text(large: false),
                    mode: theme.tokenMode),
                ContrastPair(
                    context: context, role: icon, foreground: base + icon, background: base + "bg", kind: .graphic, mode: theme.tokenMode),
            ]
        }
    }
}
