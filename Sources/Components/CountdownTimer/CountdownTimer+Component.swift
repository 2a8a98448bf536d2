import DesignTokens
import Foundation
import Rendering

extension CountdownTimer: Component {
    public static let name = "CountdownTimer"

    public static func validate(_ tokens: TokenTable) throws {
        let matrix = Self.matrix
        for instance in [matrix.base] + matrix.product.prefix(1) {
            for theme in Theme.allCases {
                var timer = instance
                timer.theme = theme
                timer.usesHighlightedFonts = true
                _ = try CountdownTimerStyle(timer, table: tokens)
                timer.now = timer.schedule.sunsetTime.addingTimeInterval(1)
                _ = try CountdownTimerStyle(timer, table: tokens)
            }
        }
        for name in ["caption", "strip"] {
            _ = try tokens.color(TokenPath("ld/countdownTimer/color/" + name))
        }
        _ = try tokens.typography("ld/countdownTimer/typography/caption")
        _ = try tokens.dimension("ld/countdownTimer/size/stripPadding")
        _ = try tokens.dimension("ld/countdownTimer/size/captionWidth")
    }

    /// `now` relative to the schedule, file-safe: `startMinus01h00m00s`, `endMinus3d21h14m09s`,
    /// `endPlus01h00m00s`, `sunsetPlus01h00m00s`.
    public var nowLabel: String {
        func span(_ from: Date, _ to: Date) -> String {
            RemainingTime(from: from, to: to).description.replacingOccurrences(of: "0d", with: "", options: .anchored)
        }
        if now < schedule.startTime { return "startMinus" + span(now, schedule.startTime) }
        if now <= schedule.endTime { return "endMinus" + span(now, schedule.endTime) }
        if now <= schedule.sunsetTime { return "endPlus" + span(schedule.endTime, now) }
        return "sunsetPlus" + span(schedule.sunsetTime, now)
    }

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
        props.append(Prop("theme", theme.rawValue))
        return props
    }

    private struct Column {
        var value: String, title: String
        var valueStyle: TextStyle, titleStyle: TextStyle
        var width: Double
    }

    private func layout(in context: RenderContext) throws -> (style: CountdownTimerStyle, columns: [Column], colon: Double, size: Size) {
        let style = try CountdownTimerStyle(self, table: context.tokens)
        let highlighted = highlightedUnit
        let columns = try cells.map { cell -> Column in
            let isBig = cell.unit == highlighted
            let valueStyle = isBig ? style.valueHighlighted : style.value
            let titleStyle = isBig ? style.titleHighlighted : style.title
            let valueWidth = try context.fonts.measure(cell.value, style: valueStyle).width
            let titleWidth = shouldHideTitleSection ? 0 : try context.fonts.measure(cell.title, style: titleStyle).width
            return Column(
                value: cell.value, title: cell.title, valueStyle: valueStyle, titleStyle: titleStyle, width: max(valueWidth, titleWidth))
        }
        let colon = try context.fonts.measure(":", style: style.value).width
        let valueRow = columns.map(\.valueStyle.typography.lineHeight).max() ?? 0
        let titleRow = shouldHideTitleSection ? 0 : style.titleGap + (columns.map(\.titleStyle.typography.lineHeight).max() ?? 0)
        let width = 2 * style.paddingX + columns.map(\.width).reduce(0, +) + Double(columns.count - 1) * (colon + 2 * style.spacing)
        let size = Size(width: Size.wholePoints(width), height: Size.wholePoints(2 * style.paddingY + valueRow + titleRow))
        return (style, columns, colon, size)
    }

    public func size(in context: RenderContext) throws -> Size {
        try layout(in: context).size
    }

    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        let (style, columns, colon, size) = try layout(in: context)
        try canvas.fill(.roundedRect(Rect(size: size), radius: style.radius), with: .color(style.background))
        let valueRow = Rect(
            x: 0, y: style.paddingY, width: size.width,
            height: columns.map(\.valueStyle.typography.lineHeight).max() ?? 0)
        let titleTop = valueRow.maxY + style.titleGap
        var x = (size.width - (columns.map(\.width).reduce(0, +) + Double(columns.count - 1) * (colon + 2 * style.spacing))) / 2
        for (index, column) in columns.enumerated() {
            if index > 0 {
                x += style.spacing
                try canvas.draw(":", style: style.value, centeredIn: Rect(x: x, y: valueRow.minY, width: colon, height: valueRow.height))
                x += colon + style.spacing
            }
            try canvas.draw(
                column.value, style: column.valueStyle,
                centeredIn: Rect(x: x, y: valueRow.minY, width: column.width, height: valueRow.height))
            if !shouldHideTitleSection {
                try canvas.draw(
                    column.title, style: column.titleStyle,
                    centeredIn: Rect(x: x, y: titleTop, width: column.width, height: column.titleStyle.typography.lineHeight))
            }
            x += column.width
        }
    }
}
