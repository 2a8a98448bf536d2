import ComponentKit
import Foundation

extension EBCountdown {
    /// The instant every snapshot pins `now` to: 2026-01-01T00:00:00Z.
    package static let pinnedNow = Date(timeIntervalSince1970: 1_767_225_600)

    /// The remaining-time samples: well before the threshold, just inside it, the last minute, expired.
    package static let remainingSamples: [RemainingTime] = [
        .days(3, hours: 21, mins: 14, secs: 9), .days(0, hours: 23, mins: 59, secs: 59), .days(0, secs: 59), .days(0),
    ]

    /// A countdown `remaining` from ``pinnedNow``.
    package static func sample(
        _ remaining: RemainingTime, style: Style = .one, state: CountdownState? = nil,
        units: [TimeUnit] = TimeUnit.all, theme: Theme = .light, icon: Icon? = nil, width: Double? = nil
    ) -> EBCountdown {
        EBCountdown(
            endsAt: pinnedNow.addingTimeInterval(TimeInterval(remaining.seconds)), now: pinnedNow, style: style,
            state: state, units: units, theme: theme, icon: icon, width: width)
    }

    private static let hms: [TimeUnit] = [.hours, .mins, .secs]
    private static let ms: [TimeUnit] = [.mins, .secs]
    private static let dhm: [TimeUnit] = [.days, .hours, .mins]

    /// style × units × theme × remaining time, keeping the unit subsets where they mean something
    /// (per carries the subsets, the one bar shows every unit, the pill days-hours-minutes), plus
    /// the pill's clock icon and all 20 legacy one / per / pill variants (the 4 Full Container ones
    /// are EBCountdownPromo's).
    public static var matrix: VariantMatrix<EBCountdown> {
        let legacyDigits = remainingSamples[0]
        let unitSets: [[TimeUnit]] = [TimeUnit.all, hms, ms, dhm]
        let deadlines: [Date] = remainingSamples.map { pinnedNow.addingTimeInterval(TimeInterval($0.seconds)) }
        var matrix = VariantMatrix<EBCountdown>(base: sample(legacyDigits))
        matrix = matrix.axis("style", \.style, Style.allCases)
        matrix = matrix.axis("units", \.units, unitSets)
        matrix = matrix.themes(\.theme)
        matrix = matrix.axis("endsAt", \.endsAt, deadlines)
        matrix = matrix.pruning("the one bar always shows every unit (subsets are per's job)") {
            $0.style == .one && $0.units != TimeUnit.all
        }
        matrix = matrix.pruning("per shows the legacy subsets: all, hours-minutes-seconds, minutes-seconds") {
            $0.style == .per && $0.units == dhm
        }
        matrix = matrix.pruning("the pill shows days-hours-minutes, as its legacy string does") { $0.style == .pill && $0.units != dhm }
        matrix = matrix.sample(sample(legacyDigits, style: .pill, units: dhm, icon: .clock))
        matrix = matrix.sample(sample(legacyDigits, style: .pill, units: dhm, theme: .dark, icon: .clock))
        // Legacy: Default rows show the sample time; Expiring rows are the colour-only override they were.
        // Minutes-seconds rows show 14 m 09 s: two-digit minutes cannot be more than a day away, so
        // that Default row needs the state override and its Expiring row is derived.
        typealias Legacy = (
            node: String, style: Style, state: CountdownState?, units: [TimeUnit], theme: Theme, icon: Icon?, width: Double?
        )
        let legacy: [Legacy] = [
            ("4076:9199", .one, nil, TimeUnit.all, .light, nil, nil), ("4076:9221", .one, .expiring, TimeUnit.all, .light, nil, nil),
            ("4076:9243", .one, nil, TimeUnit.all, .dark, nil, nil), ("4076:9265", .one, .expiring, TimeUnit.all, .dark, nil, nil),
            ("4076:9287", .per, nil, TimeUnit.all, .light, nil, 360), ("4076:9309", .per, .expiring, TimeUnit.all, .light, nil, 360),
            ("4076:9331", .per, nil, TimeUnit.all, .dark, nil, 360), ("4076:9353", .per, .expiring, TimeUnit.all, .dark, nil, 360),
            ("4076:9375", .per, nil, hms, .light, nil, nil), ("4076:9391", .per, .expiring, hms, .light, nil, nil),
            ("4076:9407", .per, nil, hms, .dark, nil, nil), ("4076:9423", .per, .expiring, hms, .dark, nil, nil),
            ("4076:9439", .per, nil, ms, .light, nil, nil), ("4076:9449", .per, .expiring, ms, .light, nil, nil),
            ("4076:9459", .per, nil, ms, .dark, nil, nil), ("4076:9469", .per, .expiring, ms, .dark, nil, nil),
            ("4076:9479", .pill, nil, dhm, .light, .clock, 161), ("4076:9482", .pill, .expiring, dhm, .light, .clock, 161),
            ("4076:9485", .pill, nil, dhm, .dark, .clock, 161), ("4076:9488", .pill, .expiring, dhm, .dark, .clock, 161),
        ]
        let minutesAndSeconds = RemainingTime.days(0, mins: 14, secs: 9)
        for entry in legacy {
            let isMS = entry.units == ms
            matrix = matrix.legacy(
                entry.node,
                sample(
                    isMS ? minutesAndSeconds : legacyDigits, style: entry.style,
                    state: isMS ? (entry.state == nil ? .default : nil) : entry.state,
                    units: entry.units, theme: entry.theme, icon: entry.icon, width: entry.width))
        }
        return matrix
    }
}
