/// The words a countdown speaks and shows, kept as a table so they can be localised.
///
/// ```swift
/// CountdownVocabulary.english.spokenLabel(for: .days(5, hours: 9))   // "Sale ends in 5 days 9 hours"
/// ```
public struct CountdownVocabulary: Hashable, Sendable {
    /// A unit word in its singular and plural forms.
    public struct Word: Hashable, Sendable {
        public var singular: String
        public var plural: String

        public init(_ singular: String, _ plural: String) {
            self.singular = singular
            self.plural = plural
        }
    }

    /// Spoken unit words.
    public var spoken: [TimeUnit: Word]
    /// Short unit labels under the numbers in the bars ("days", "hrs", …).
    public var bar: [TimeUnit: String]
    /// Suffixes in the pill string ("d", "h", …): "03d : 21h : 14m".
    public var pill: [TimeUnit: String]
    /// "Sale ends in" — the prefix of the spoken label.
    public var endsIn: String
    /// "Sale ended" — spoken once at expiry.
    public var ended: String
    /// "Ended" — shown in the pill once expired.
    public var endedBadge: String

    public static let english = CountdownVocabulary(
        spoken: [
            .days: Word("day", "days"), .hours: Word("hour", "hours"),
            .mins: Word("minute", "minutes"), .secs: Word("second", "seconds"),
        ],
        bar: [.days: "days", .hours: "hrs", .mins: "mins", .secs: "secs"],
        pill: [.days: "d", .hours: "h", .mins: "m", .secs: "s"],
        endsIn: "Sale ends in",
        ended: "Sale ended",
        endedBadge: "Ended")

    /// "Sale ends in 5 days 9 hours": the two largest non-zero units of the whole remaining time;
    /// "Sale ended" at zero.
    public func spokenLabel(for remaining: RemainingTime) -> String {
        guard !remaining.isZero else { return ended }
        let parts = remaining.components(in: TimeUnit.all).filter { $0.amount > 0 }.prefix(2)
        let words = parts.map { part -> String in
            let word = spoken[part.unit].map { part.amount == 1 ? $0.singular : $0.plural } ?? part.unit.rawValue
            return "\(part.amount) \(word)"
        }
        return ([endsIn] + words).joined(separator: " ")
    }
}
