import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// The CountdownTimer across its life, as one reference: a second before and at the start, an
/// hour left and just under, the end and a second after, the sunset and a second after.
package struct CountdownTimerTimeline: Hashable, Sendable {
    package var timer: CountdownTimer

    package init(timer: CountdownTimer) {
        self.timer = timer
    }

    /// The pinned instants with their captions.
    package var frames: [(caption: String, timer: CountdownTimer)] {
        let s = timer.schedule
        let instants: [(String, Date)] = [
            ("start − 1 s", s.startTime.addingTimeInterval(-1)), ("start", s.startTime),
            ("end − 1 h", s.endTime.addingTimeInterval(-3_600)), ("end − 59:59", s.endTime.addingTimeInterval(-3_599)),
            ("end", s.endTime), ("end + 1 s", s.endTime.addingTimeInterval(1)),
            ("sunset", s.sunsetTime), ("sunset + 1 s", s.sunsetTime.addingTimeInterval(1)),
        ]
        return instants.map { label, instant in
            var frame = timer
            frame.now = instant
            return ("\(label)  \(frame.state.rawValue)", frame)
        }
    }
}

extension CountdownTimerTimeline: Component {
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default variant.
    package static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]
    package static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    package static let tokenFile = "CountdownTimer"

    package var props: [Prop] {
        [Prop("shouldHideTitleSection", String(timer.shouldHideTitleSection)), Prop("theme", timer.theme.name)]
    }

    /// The timer at each pinned instant, laid out once, in a captioned strip.
    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> TimelineLayout {
        let mode = timer.theme.tokenMode
        let strip = TimelineStrip(
            background: try context.tokens.color("ld/countdownTimer/color/strip", mode: mode),
            caption: TextStyle(
                try context.tokens.typography("ld/countdownTimer/typography/caption"),
                color: try context.tokens.color("ld/countdownTimer/color/caption", mode: mode)),
            captionWidth: try context.tokens.dimension("ld/countdownTimer/size/captionWidth"),
            padding: try context.tokens.dimension("ld/countdownTimer/size/stripPadding"))
        let frames = try frames.map { caption, timer in
            let layout = try timer.layout(in: context)
            return TimelineStrip.Frame(caption: caption, size: layout.size, textRuns: layout.textRuns) { canvas, context in
                try timer.drawNested(layout, on: canvas, in: context)
            }
        }
        return try strip.layout(frames, fonts: context.fonts)
    }

    package func draw(_ layout: TimelineLayout, on canvas: Canvas, in context: RenderContext) throws {
        try layout.draw(on: canvas, in: context)
    }

    /// One strip per theme, titles shown.
    package static var matrix: VariantMatrix<CountdownTimerTimeline> {
        VariantMatrix(
            base: CountdownTimerTimeline(
                timer: CountdownTimer(schedule: CountdownTimer.sampleSchedule, now: CountdownTimer.sampleSchedule.startTime))
        )
        .themes(\.timer.theme)
    }
}
