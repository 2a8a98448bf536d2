import ComponentKit

/// The words a countdown speaks and shows, kept as a table so they can be localised.
///
/// ```swift
/// CountdownVocabulary.english.spokenLabel(for: .days(5, hours: 9))   // "Sale ends in 5 days 9 hours"
/// ```
public struct CountdownVocabulary: Hashable, Sendable {
    /// A unit word in its singular and plural forms.
    package struct Word: Hashable, Sendable {
        package var singular: String
        package var plural: String

        package init(_ singular: String, _ plural: String) {
            self.singular = singular
            self.plural = plural
        }
    }

    /// Spoken unit words.
    package var spoken: [TimeUnit: Word]
    /// Short unit labels under the numbers in the bars ("days", "hrs", …).
    package var bar: [TimeUnit: String]
    /// Suffixes in the pill string ("d", "h", …): "03d : 21h : 14m".
    package var pill: [TimeUnit: String]
    /// "Sale ends in" — the prefix of the spoken label.
    package var endsIn: String
    /// "Sale ended" — spoken once at expiry.
    package var ended: String
    /// "Ended" — shown in the pill once expired.
    package var endedBadge: String

    /// English unit words and spoken labels.
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

    /// German.
    package static let german = CountdownVocabulary(
        spoken: [
            .days: Word("Tag", "Tage"), .hours: Word("Stunde", "Stunden"),
            .mins: Word("Minute", "Minuten"), .secs: Word("Sekunde", "Sekunden"),
        ],
        bar: [.days: "Tage", .hours: "Std.", .mins: "Min.", .secs: "Sek."],
        pill: [.days: "T", .hours: "Std", .mins: "Min", .secs: "Sek"],
        endsIn: "Angebot endet in",
        ended: "Angebot beendet",
        endedBadge: "Beendet")

    /// Arabic. Counted words use the singular for 1 and from 11 on, the plural from 2 to 10 (the
    /// dual for 2 is simplified to the plural).
    package static let arabic = CountdownVocabulary(
        spoken: [
            .days: Word("يوم", "أيام"), .hours: Word("ساعة", "ساعات"),
            .mins: Word("دقيقة", "دقائق"), .secs: Word("ثانية", "ثوانٍ"),
        ],
        bar: [.days: "أيام", .hours: "ساعات", .mins: "دقائق", .secs: "ثوانٍ"],
        pill: [.days: "ي", .hours: "س", .mins: "د", .secs: "ث"],
        endsIn: "ينتهي العرض خلال",
        ended: "انتهى العرض",
        endedBadge: "انتهى",
        pluralFrom: 2, pluralThrough: 10)

    /// The vocabulary of `locale`; the pseudo-locale accents and lengthens the English words.
    package static func of(_ locale: ContentLocale) -> CountdownVocabulary {
        switch locale {
        case .english: english
        case .german: german
        case .arabic: arabic
        case .pseudo:
            CountdownVocabulary(
                spoken: english.spoken.mapValues { Word(locale.pseudoLocalized($0.singular), locale.pseudoLocalized($0.plural)) },
                bar: english.bar.mapValues(locale.pseudoLocalized), pill: english.pill, endsIn: locale.pseudoLocalized(english.endsIn),
                ended: locale.pseudoLocalized(english.ended), endedBadge: locale.pseudoLocalized(english.endedBadge))
        }
    }

    /// Counts from `pluralFrom` through `pluralThrough` take the plural (English: 2 and up).
    package var pluralFrom: Int = 2
    package var pluralThrough: Int = .max

    /// The word for `amount` of `unit`.
    func word(_ unit: TimeUnit, _ amount: Int) -> String {
        guard let word = spoken[unit] else { return unit.rawValue }
        return (pluralFrom...pluralThrough).contains(amount) || amount == 0 ? word.plural : word.singular
    }

    /// "Sale ends in 5 days 9 hours": the two largest non-zero units of the whole remaining time;
    /// "Sale ended" at zero.
    package func spokenLabel(for remaining: RemainingTime) -> String {
        guard !remaining.isZero else { return ended }
        let parts = remaining.components(in: TimeUnit.all).filter { $0.amount > 0 }.prefix(2)
        let words = parts.map { "\($0.amount) \(word($0.unit, $0.amount))" }
        return ([endsIn] + words).joined(separator: " ")
    }
}
