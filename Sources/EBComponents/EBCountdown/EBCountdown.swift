import ComponentKit
import Foundation

/// A live countdown to `endsAt`: the proposed EBCountdown primitive.
///
/// One primitive replaces the 24-variant sticker sheet: `style` picks the layout, `state` follows
/// from the remaining time (and can be overridden), `units` picks which units show, and the theme
/// is inherited. The clock is injected (`now`), so a render is a pure function of its props.
///
/// ```swift
/// EBCountdown(endsAt: saleEnd, now: now)                                   // one bar, all units
/// EBCountdown(endsAt: lastChance, now: now, style: .per, units: [.mins, .secs])
/// EBCountdown(endsAt: voucherExpiry, now: now, style: .pill, units: [.days, .hours, .mins], icon: .clock)
/// ```
///
/// Expired look: the bars keep their layout and show zeros in a muted palette; the pill swaps its
/// time string for "Ended" (``CountdownVocabulary/endedBadge``), also muted.
public struct EBCountdown: Hashable, Sendable {
    /// Layout only; colours come from the state and theme.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// A single bar, units inline with dot colons (360×50 by default).
        case one
        /// Each unit in its own 56-wide box, colons between the boxes; hugs its units.
        case per
        /// A compact badge with an inline "03d : 21h : 14m" string.
        case pill
    }

    /// A glyph for the pill's leading-icon slot.
    public enum Icon: String, CaseIterable, Hashable, Sendable {
        /// A clock face drawn as a vector path.
        case clock
    }

    /// When the countdown reaches zero.
    package var endsAt: Date
    /// The injected current time.
    package var now: Date
    /// The visual style.
    package var style: Style
    /// Overrides the state derived from the remaining time.
    package var stateOverride: CountdownState?
    /// A contiguous run of units, largest first.
    package var units: [TimeUnit]
    /// The theme: light or a mode of the token table.
    package var theme: Theme
    /// The pill's leading icon; none by default. Other styles ignore it.
    package var icon: Icon?
    /// A width to fill, in points; nil lets the style decide (one: the bar width token; per and pill: hug).
    package var width: Double?
    /// The unit words and spoken labels, per locale.
    package var vocabulary: CountdownVocabulary

    /// A countdown to `endsAt` as seen at `now`.
    public init(
        endsAt: Date,
        now: Date,
        style: Style = .one,
        state: CountdownState? = nil,
        units: [TimeUnit] = TimeUnit.all,
        theme: Theme = .light,
        icon: Icon? = nil,
        width: Double? = nil,
        vocabulary: CountdownVocabulary = .english
    ) {
        self.endsAt = endsAt
        self.now = now
        self.style = style
        self.stateOverride = state
        self.units = units
        self.theme = theme
        self.icon = icon
        self.width = width
        self.vocabulary = vocabulary
    }

    /// The time left, rounded up to whole seconds, never negative.
    package var remaining: RemainingTime { RemainingTime(from: now, to: endsAt) }

    /// The state shown: the override, else derived from the remaining time and `thresholdSeconds`.
    package func state(thresholdSeconds: Int) -> CountdownState {
        stateOverride ?? CountdownState.derive(remaining: remaining, thresholdSeconds: thresholdSeconds)
    }

    /// "Sale ends in 5 days 9 hours", or "Sale ended".
    package var accessibilityLabel: String { vocabulary.spokenLabel(for: remaining) }

    /// The amounts shown, one per visible unit, as at least two digits: `["03", "21", "14", "09"]`.
    package var unitTexts: [(unit: TimeUnit, text: String)] {
        remaining.components(in: units).map { ($0.unit, String(format: "%02d", $0.amount)) }
    }

    /// The pill's string: "03d : 21h : 14m", or the ended badge once expired (in `words`, the
    /// `vocabulary` prop by default).
    package func pillText(state: CountdownState, words: CountdownVocabulary? = nil) -> String {
        let words = words ?? vocabulary
        guard state != .expired else { return words.endedBadge }
        return unitTexts.map { $0.text + (words.pill[$0.unit] ?? "") }.joined(separator: " : ")
    }
}
