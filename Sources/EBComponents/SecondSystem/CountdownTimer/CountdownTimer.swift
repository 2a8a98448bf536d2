import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// The LD CountdownTimer view model as props: the schedule, the pinned `now`, and the doc's
/// appearance parameters. Unset appearance props take the token table's values.
///
/// LD is a second design system, not EB: its own component doc, its own token table
/// (`CountdownTimer.tokens.json`, namespace `ld/countdownTimer/…`), hence its folder,
/// `SecondSystem/`. It lives in this catalog because it reuses EB's time model
/// (`RemainingTime`, `CountdownVocabulary`, the pinned clock of the matrices).
///
/// It renders the value row ("03:21:14:09") over the title row (day, hour, minute, second) unless
/// `shouldHideTitleSection`. The biggest non-zero unit uses the highlighted fonts (which default
/// to the normal ones). Stopped shows zeros in the normal colours (the banner stays until sunset);
/// expired shows zeros in the disabled palette.
public struct CountdownTimer: Hashable, Sendable {
    /// A font prop: a typography token of the table, or a literal typography.
    public enum FontChoice: Hashable, Sendable {
        case token(String)
        case custom(Typography)

        /// The table's highlighted title font.
        public static let highlightedTitle = FontChoice.token("ld/countdownTimer/typography/titleHighlighted")
        /// The table's highlighted value font.
        public static let highlightedValue = FontChoice.token("ld/countdownTimer/typography/valueHighlighted")

        /// `titleHighlighted` for a token, `700/24` for a custom typography.
        var label: String {
            switch self {
            case .token(let path): TokenPath(path).segments.last ?? path
            case .custom(let type): "\(type.fontWeight)/\(Size.format(type.fontSize))"
            }
        }
    }

    /// When the timer starts and ends.
    package var schedule: CountdownTimerSchedule
    /// The time the timer shows the remaining time at.
    package var now: Date
    /// The theme: light or a mode of the token table.
    package var theme: Theme
    /// Overrides the background colour token; nil keeps the token's.
    package var backgroundColor: Color?
    /// Overrides the unit titles' colour; nil keeps the token's.
    package var timerComponentTitleColor: Color?
    /// Overrides the values' colour; nil keeps the token's.
    package var timerComponentValueColor: Color?
    /// Overrides the unit titles' font; nil keeps the token's.
    package var timerComponentTitleFont: FontChoice?
    /// Overrides the values' font; nil keeps the token's.
    package var timerComponentValueFont: FontChoice?
    /// Font for the biggest unit's title; nil: `timerComponentTitleFont`.
    package var timerComponentTitleHighlightedFont: FontChoice?
    /// Font for the biggest unit's value; nil: `timerComponentValueFont`.
    package var timerComponentValueHighlightedFont: FontChoice?
    /// Space around the ":" separators; nil: the token (3.0).
    package var timerValueComponentSpacing: Double?
    /// Hides the unit titles under the values.
    package var shouldHideTitleSection: Bool

    /// A timer over `schedule` at `now`; every override defaults to the tokens.
    public init(
        schedule: CountdownTimerSchedule,
        now: Date,
        theme: Theme = .light,
        backgroundColor: Color? = nil,
        timerComponentTitleColor: Color? = nil,
        timerComponentValueColor: Color? = nil,
        timerComponentTitleFont: FontChoice? = nil,
        timerComponentValueFont: FontChoice? = nil,
        timerComponentTitleHighlightedFont: FontChoice? = nil,
        timerComponentValueHighlightedFont: FontChoice? = nil,
        timerValueComponentSpacing: Double? = nil,
        shouldHideTitleSection: Bool = false
    ) {
        self.schedule = schedule
        self.now = now
        self.theme = theme
        self.backgroundColor = backgroundColor
        self.timerComponentTitleColor = timerComponentTitleColor
        self.timerComponentValueColor = timerComponentValueColor
        self.timerComponentTitleFont = timerComponentTitleFont
        self.timerComponentValueFont = timerComponentValueFont
        self.timerComponentTitleHighlightedFont = timerComponentTitleHighlightedFont
        self.timerComponentValueHighlightedFont = timerComponentValueHighlightedFont
        self.timerValueComponentSpacing = timerValueComponentSpacing
        self.shouldHideTitleSection = shouldHideTitleSection
    }

    package var state: CountdownTimerState { schedule.state(at: now) }

    /// Both highlighted fonts set to the table's (true) or left to default to the normal fonts (false).
    package var usesHighlightedFonts: Bool {
        get { timerComponentTitleHighlightedFont != nil && timerComponentValueHighlightedFont != nil }
        set {
            timerComponentTitleHighlightedFont = newValue ? .highlightedTitle : nil
            timerComponentValueHighlightedFont = newValue ? .highlightedValue : nil
        }
    }

    /// The four values and their titles; zeros when stopped or expired.
    package var cells: [(unit: TimeUnit, value: String, title: String)] {
        let remaining = schedule.components(at: now) ?? RemainingTime(seconds: 0)
        return remaining.components(in: TimeUnit.all).map { part in
            (part.unit, String(format: "%02d", part.amount), Self.titles[part.unit] ?? part.unit.rawValue)
        }
    }

    /// The biggest non-zero unit (the one that gets the highlighted fonts); nil when all are zero.
    package var highlightedUnit: TimeUnit? {
        let remaining = schedule.components(at: now) ?? RemainingTime(seconds: 0)
        return remaining.components(in: TimeUnit.all).first { $0.amount > 0 }?.unit
    }

    static let titles: [TimeUnit: String] = [.days: "day", .hours: "hour", .mins: "minute", .secs: "second"]

    /// The unit titles in `locale`.
    static func titles(in locale: ContentLocale) -> [TimeUnit: String] {
        switch locale {
        case .english: titles
        case .german: [.days: "Tag", .hours: "Stunde", .mins: "Minute", .secs: "Sekunde"]
        case .arabic: [.days: "يوم", .hours: "ساعة", .mins: "دقيقة", .secs: "ثانية"]
        case .pseudo: titles.mapValues(locale.pseudoLocalized)
        }
    }
}
