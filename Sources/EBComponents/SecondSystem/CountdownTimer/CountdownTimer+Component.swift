import ComponentKit
import DesignTokens
import Foundation
import Rendering

extension CountdownTimer: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default variant (the LD timer has no legacy variants).
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// `now` relative to the schedule, file-safe: `startMinus01h00m00s`, `endMinus3d21h14m09s`,
    /// `endPlus01h00m00s`, `sunsetPlus01h00m00s`.
    package var nowLabel: String {
        func span(_ from: Date, _ to: Date) -> String {
            RemainingTime(from: from, to: to).description.replacingOccurrences(of: "0d", with: "", options: .anchored)
        }
        if now < schedule.startTime { return "startMinus" + span(now, schedule.startTime) }
        if now <= schedule.endTime { return "endMinus" + span(now, schedule.endTime) }
        if now <= schedule.sunsetTime { return "endPlus" + span(schedule.endTime, now) }
        return "sunsetPlus" + span(schedule.sunsetTime, now)
    }

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [Prop("now", nowLabel), Prop("state", state.rawValue)]
        if let backgroundColor { props.append(Prop("backgroundColor", backgroundColor.hexString)) }
        if let timerComponentTitleColor { props.append(Prop("timerComponentTitleColor", timerComponentTitleColor.hexString)) }
        if let timerComponentValueColor { props.append(Prop("timerComponentValueColor", timerComponentValueColor.hexString)) }
        if let timerComponentTitleFont { props.append(Prop("timerComponentTitleFont", timerComponentTitleFont.label)) }
        if let timerComponentValueFont { props.append(Prop("timerComponentValueFont", timerComponentValueFont.label)) }
        if let font = timerComponentTitleHighlightedFont { props.append(Prop("timerComponentTitleHighlightedFont", font.label)) }
        if let font = timerComponentValueHighlightedFont { props.append(Prop("timerComponentValueHighlightedFont", font.label)) }
        if let timerValueComponentSpacing { props.append(Prop("timerValueComponentSpacing", Size.format(timerValueComponentSpacing))) }
        props.append(Prop("shouldHideTitleSection", String(shouldHideTitleSection)))
        props.append(Prop("theme", theme.name))
        return props
    }

    /// One unit: its value and title with their styles and measured widths, and where the value starts.
    private struct Column {
        var value: String, title: String
        var valueStyle: TextStyle, titleStyle: TextStyle
        var valueWidth: Double, titleWidth: Double
        /// The value's left edge, in content coordinates (the value row starts at 0).
        var x: Double = 0
        var center: Double { x + valueWidth / 2 }
    }

    /// The LD layout: the values are one evenly spaced row — each value at its own width, one gap
    /// between every two with the colon centred in it, at least `timerValueComponentSpacing` on
    /// either side of the colon — and the titles are their own row, each centred under its value.
    /// The gap widens (for every pair alike) when two titles would otherwise come closer than
    /// twice the spacing; the content is as wide as both rows together.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let style = try CountdownTimerStyle(self, table: context.tokens, environment: context.environment)
        let highlighted = highlightedUnit
        let titles = Self.titles(in: context.environment.locale)
        let ordered = context.environment.isRightToLeft ? cells.reversed() : cells
        var columns = try ordered.map { cell -> Column in
            let isBig = cell.unit == highlighted
            let valueStyle = isBig ? style.valueHighlighted : style.value
            let titleStyle = isBig ? style.titleHighlighted : style.title
            let title = titles[cell.unit] ?? cell.title
            return Column(
                value: cell.value, title: title, valueStyle: valueStyle, titleStyle: titleStyle,
                valueWidth: try context.fonts.measure(cell.value, style: valueStyle).width,
                titleWidth: shouldHideTitleSection ? 0 : try context.fonts.measure(title, style: titleStyle).width)
        }
        let colon = try context.fonts.measure(":", style: style.value).width
        // One gap for every pair of values, so the row is even: the colon with `spacing` on each
        // side, widened when two neighbouring titles would come closer than twice the spacing.
        let overhang = columns.map { ($0.titleWidth - $0.valueWidth) / 2 }
        let titlesClear = zip(overhang, overhang.dropFirst()).map { 2 * style.spacing + $0 + $1 }.max() ?? 0
        let gap = max(2 * style.spacing + colon, titlesClear)
        var x = 0.0
        for index in columns.indices {
            columns[index].x = x
            x += columns[index].valueWidth + gap
        }
        let valueRowWidth = x - gap
        let left = min(0, columns.map { $0.center - $0.titleWidth / 2 }.min() ?? 0)
        let right = max(valueRowWidth, columns.map { $0.center + $0.titleWidth / 2 }.max() ?? 0)
        let valueRow = columns.map(\.valueStyle.typography.lineHeight).max() ?? 0
        let titleRow = shouldHideTitleSection ? 0 : style.titleGap + (columns.map(\.titleStyle.typography.lineHeight).max() ?? 0)
        let width = Size.wholePoints(2 * style.paddingX + right - left)
        let size = Size(width: width, height: Size.wholePoints(2 * style.paddingY + valueRow + titleRow))
        // The content is centred in the whole-point width.
        let origin = (width - (right - left)) / 2 - left
        let valueRowRect = Rect(x: 0, y: style.paddingY, width: size.width, height: valueRow)
        let titleTop = valueRowRect.maxY + style.titleGap
        var runs: [TextRun] = []
        for (index, column) in columns.enumerated() {
            let x = origin + column.x
            if index > 0 {
                let colonX = x - gap + (gap - colon) / 2
                runs.append(
                    try context.fonts.run(
                        ":", style: style.value, centeredIn: Rect(x: colonX, y: valueRowRect.minY, width: colon, height: valueRow)))
            }
            runs.append(
                try context.fonts.run(
                    column.value, style: column.valueStyle,
                    centeredIn: Rect(x: x, y: valueRowRect.minY, width: column.valueWidth, height: valueRow)))
            if !shouldHideTitleSection {
                let lineHeight = column.titleStyle.typography.lineHeight
                runs.append(
                    try context.fonts.run(
                        column.title, style: column.titleStyle,
                        centeredIn: Rect(
                            x: origin + column.center - column.titleWidth / 2, y: titleTop, width: column.titleWidth, height: lineHeight)))
            }
        }
        return Layout(size: size, background: style.background, radius: style.radius, textRuns: runs)
    }

    /// The rounded background and the text runs: colons, values and titles.
    public struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        public var size: Size
        var background: Color
        var radius: Double
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun]
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: layout.radius), with: .color(layout.background))
        for run in layout.textRuns { try canvas.draw(run) }
    }
}

extension CountdownTimer {
    /// One timer element reading the remaining time ("3 days 21 hours 14 minutes remaining");
    /// while running it announces politely every 5 minutes.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let frame = Rect(size: layout.size)
        let running = state == .started || state == .anHourRemaining
        let label: String =
            switch state {
            case .expired: "Expired"
            case .stopped: "Stopped"
            case .default, .started, .anHourRemaining:
                schedule.components(at: now).map { Self.announcement(for: $0, locale: context.environment.locale) } ?? "Expired"
            }
        return [
            AccessibilityElement(
                role: .timer, label: label, traits: running ? ["updatesFrequently"] : [], liveRegion: running ? .polite : nil,
                announcements: running ? "every \(CountdownTimerController.announcementInterval / 60) minutes while running" : nil,
                frame: frame)
        ]
    }
}

extension CountdownTimer {
    /// "3 days 21 hours 14 minutes remaining" in `locale` (English through the controller's own words).
    static func announcement(for remaining: RemainingTime, locale: ContentLocale) -> String {
        guard locale != .english else { return CountdownTimerController.announcement(for: remaining) }
        let words = CountdownVocabulary.of(locale)
        let parts = remaining.components(in: TimeUnit.all).filter { $0.amount > 0 }.map { "\($0.amount) \(words.word($0.unit, $0.amount))" }
        let left: String =
            switch locale {
            case .german: "verbleibend"
            case .arabic: "متبقية"
            default: locale.pseudoLocalized("remaining")
            }
        return (parts.isEmpty ? "0 \(words.word(.secs, 0))" : parts.joined(separator: " ")) + " " + left
    }
}
