import ComponentKit
import DesignTokens

/// The contrast pairs `snapshot audit` checks for CountdownTimer: every foreground role on the surface it is drawn on.
extension CountdownTimer {
    /// The foreground and background token pairs the contrast audit checks.
    public static var contrastPairs: [ContrastPair] {
        themes.flatMap { theme in
            [("running", "ld/countdownTimer/color/"), ("disabled", "ld/countdownTimer/color/disabled/")].flatMap { state, base in
                [
                    ContrastPair(
                        context: "\(theme.name) · \(state)", role: "value", foreground: base + "value", background: base + "background",
                        kind: .text(large: true), mode: theme.tokenMode),
                    ContrastPair(
                        context: "\(theme.name) · \(state)", role: "title", foreground: base + "title", background: base + "background",
                        kind: .text(large: false), mode: theme.tokenMode),
                ]
            }
        }
    }
}
