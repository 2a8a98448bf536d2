import ComponentKit
import DesignTokens

/// The contrast pairs `snapshot audit` checks for EBSlider: every foreground role on the surface it is drawn on.
extension EBSlider {
    /// The foreground and background token pairs the contrast audit checks.
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
