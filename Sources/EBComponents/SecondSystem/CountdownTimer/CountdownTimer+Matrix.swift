import ComponentKit
import Foundation

extension CountdownTimer {
    /// The sample schedule: starts 2026-01-01T00:00:00Z, ends four days later, sunsets a day after that.
    package static let sampleSchedule: CountdownTimerSchedule = {
        let start = EBCountdown.pinnedNow
        do {
            return try CountdownTimerSchedule(
                startTime: start, endTime: start.addingTimeInterval(4 * 86_400),
                sunsetTime: start.addingTimeInterval(5 * 86_400))
        } catch {
            preconditionFailure("the sample schedule is ordered: \(error)")
        }
    }()

    /// One fixed instant per state: an hour before the start, 3 d 21 h 14 m 09 s left, 14 m 09 s
    /// left, an hour after the end, an hour after the sunset.
    package static var sampleInstants: [Date] {
        let s = sampleSchedule
        return [
            s.startTime.addingTimeInterval(-3_600),
            s.endTime.addingTimeInterval(-Double(RemainingTime.days(3, hours: 21, mins: 14, secs: 9).seconds)),
            s.endTime.addingTimeInterval(-Double(RemainingTime.days(0, mins: 14, secs: 9).seconds)),
            s.endTime.addingTimeInterval(3_600),
            s.sunsetTime.addingTimeInterval(3_600),
        ]
    }

    /// Every state × title shown / hidden × highlighted fonts on / off × theme.
    public static var matrix: VariantMatrix<CountdownTimer> {
        var matrix = VariantMatrix<CountdownTimer>(base: CountdownTimer(schedule: sampleSchedule, now: sampleInstants[1]))
        matrix = matrix.axis("now", \.now, sampleInstants)
        matrix = matrix.axis("shouldHideTitleSection", \.shouldHideTitleSection, [false, true])
        matrix = matrix.axis("highlightedFonts", \.usesHighlightedFonts, [false, true])
        matrix = matrix.themes(\.theme)
        matrix = matrix.naming("state")
        matrix = matrix.sample(CountdownTimer(schedule: sampleSchedule, now: sampleInstants[1], timerValueComponentSpacing: 8))
        return matrix
    }
}
