import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// A strip that pins the clock to a sequence of instants around the expiring threshold and the
/// deadline, and draws the countdown at each one with a caption: the threshold flip and the
/// expired terminal state at a glance, as one reference image.
///
/// The instants are offsets from the deadline, in seconds: threshold + 1 s, threshold, 1 min,
/// 1 s, 0 and −1 s (the threshold comes from the token table).
package struct EBCountdownTimeline: Hashable, Sendable {
    /// The countdown to show; its `endsAt` and `now` are replaced at each instant.
    package var countdown: EBCountdown

    /// The timeline of `countdown`.
    package init(countdown: EBCountdown) {
        self.countdown = countdown
    }

    /// Seconds before the deadline at each frame, for `thresholdSeconds`.
    package static func offsets(thresholdSeconds: Int) -> [Int] {
        [thresholdSeconds + 1, thresholdSeconds, 60, 1, 0, -1]
    }

    /// The frames: the countdown `offset` seconds before its deadline, with a caption.
    package func frames(thresholdSeconds: Int) -> [(caption: String, countdown: EBCountdown)] {
        Self.offsets(thresholdSeconds: thresholdSeconds).map { offset in
            var frame = countdown
            frame.now = EBCountdown.pinnedNow
            frame.endsAt = EBCountdown.pinnedNow.addingTimeInterval(TimeInterval(offset))
            let state = frame.state(thresholdSeconds: thresholdSeconds)
            let sign = offset < 0 ? "−" : "T−"
            return ("\(sign)\(Self.clock(abs(offset)))  \(state.rawValue)", frame)
        }
    }

    /// `24:00:01` (hours may exceed 24).
    static func clock(_ seconds: Int) -> String {
        String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
}

extension EBCountdownTimeline: Component {
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default variant.
    package static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]
    /// The EB token table, in this module's bundle.
    package static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// It reads the countdown's token table.
    package static let tokenFile = "EBCountdown"

    /// The props that name this variant's files, in the API's order.
    package var props: [Prop] {
        var props = [Prop("style", countdown.style.rawValue), Prop("units", countdown.unitsCode)]
        if let icon = countdown.icon { props.append(Prop("icon", icon.rawValue)) }
        props.append(Prop("theme", countdown.theme.name))
        return props
    }

    /// The countdown at each pinned instant, laid out once, in a captioned strip.
    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> TimelineLayout {
        let tokens = try EBCountdownTimelineTokens(context.tokens, theme: countdown.theme)
        let threshold = try EBCountdownTokens.thresholdSeconds(context.tokens)
        let frames = try frames(thresholdSeconds: threshold).map { caption, countdown in
            let layout = try countdown.layout(in: context)
            return TimelineStrip.Frame(caption: caption, size: layout.size, textRuns: layout.textRuns) { canvas, context in
                try countdown.drawNested(layout, on: canvas, in: context)
            }
        }
        let strip = TimelineStrip(
            background: tokens.background, caption: tokens.caption, captionWidth: tokens.labelWidth, padding: tokens.padding)
        return try strip.layout(frames, fonts: context.fonts)
    }

    /// Draws the strip: each frame with its caption.
    package func draw(_ layout: TimelineLayout, on canvas: Canvas, in context: RenderContext) throws {
        try layout.draw(on: canvas, in: context)
    }
}

/// The strip's own tokens.
struct EBCountdownTimelineTokens {
    var background: Color
    var caption: TextStyle
    var labelWidth: Double
    var padding: Double

    init(_ table: TokenTable, theme: Theme) throws {
        background = try table.color("countdown/timeline/bg", mode: theme.tokenMode)
        caption = TextStyle(
            try table.typography("countdown/typography/caption"), color: try table.color("countdown/timeline/label", mode: theme.tokenMode))
        labelWidth = try table.dimension("countdown/size/timeline/labelWidth")
        padding = try table.dimension("countdown/size/timeline/padding")
    }
}

extension EBCountdownTimeline {
    /// One strip per style and theme.
    package static var matrix: VariantMatrix<EBCountdownTimeline> {
        var matrix = VariantMatrix<EBCountdownTimeline>(base: EBCountdownTimeline(countdown: .sample(.days(1))))
        matrix = matrix.axis("style", \.countdown.style, EBCountdown.Style.allCases)
        matrix = matrix.themes(\.countdown.theme)
        matrix = matrix.axis("units", \.countdown.units, [TimeUnit.all, [.days, .hours, .mins]])
        matrix = matrix.pruning("the pill shows days-hours-minutes; the bars every unit") {
            ($0.countdown.style == .pill) != ($0.countdown.units != TimeUnit.all)
        }
        return matrix
    }
}
