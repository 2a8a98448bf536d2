import DesignTokens
import Rendering

extension EBCountdown: Component {
    public static func validate(_ tokens: TokenTable) throws {
        _ = try EBCountdownTokens.thresholdSeconds(tokens)
        for style in Style.allCases {
            for theme in Theme.allCases {
                for state in CountdownState.allCases {
                    _ = try EBCountdownTokens(tokens, style: style, theme: theme, state: state)
                }
            }
        }
    }

    public var props: [Prop] {
        var props = [Prop("style", style.rawValue)]
        if let stateOverride { props.append(Prop("state", stateOverride.rawValue)) }
        props.append(Prop("units", unitsCode))
        if let icon { props.append(Prop("icon", icon.rawValue)) }
        if let width { props.append(Prop("width", Size.format(width))) }
        props.append(Prop("theme", theme.rawValue))
        props.append(Prop("endsAt", "+" + remaining.description))
        return props
    }

    /// The units as initials, largest first: `dhms`, `hms`, `ms`.
    var unitsCode: String { units.map { String($0.rawValue.prefix(1)) }.joined() }

    func tokens(in context: RenderContext) throws -> EBCountdownTokens {
        let threshold = try EBCountdownTokens.thresholdSeconds(context.tokens)
        return try EBCountdownTokens(context.tokens, style: style, theme: theme, state: state(thresholdSeconds: threshold))
    }

    public func size(in context: RenderContext) throws -> Size {
        let tokens = try tokens(in: context)
        let m = tokens.metrics
        switch style {
        case .one:
            return Size(width: width ?? m.oneWidth, height: m.oneHeight)
        case .per:
            let boxes = try boxWidths(tokens, context: context)
            return Size(width: width ?? boxes.reduce(0, +) + Double(boxes.count - 1) * m.perGap, height: m.perHeight)
        case .pill:
            if let width { return Size(width: width, height: m.pillHeight) }
            let hug = Size.wholePoints(try pillContentWidth(tokens, context: context) + 2 * m.pillPaddingX)
            return Size(width: hug, height: m.pillHeight)
        }
    }

    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        try draw(on: canvas, in: context, size: size(in: context))
    }

    /// Draws into the top-left `size` of `canvas` (a composition draws several countdowns on one canvas).
    func draw(on canvas: Canvas, in context: RenderContext, size: Size) throws {
        let tokens = try tokens(in: context)
        let bounds = Rect(size: size)
        switch style {
        case .one:
            try EBCountdownPainter.surface(bounds, radius: tokens.metrics.oneRadius, tokens: tokens, on: canvas)
            try drawInlineUnits(in: bounds.insetBy(dx: tokens.metrics.onePaddingX, dy: 0), tokens: tokens, on: canvas)
        case .per:
            try drawBoxes(in: bounds, widths: try boxWidths(tokens, context: context), tokens: tokens, on: canvas)
        case .pill:
            try drawPill(in: bounds, tokens: tokens, context: context, on: canvas)
        }
    }

    /// The one style's content: units spread over equal slots of `rect`, dot colons on the slot edges.
    /// The promo recipe draws the same content inside its card.
    func drawInlineUnits(in rect: Rect, tokens: EBCountdownTokens, on canvas: Canvas) throws {
        let cells = unitTexts
        let slot = rect.width / Double(cells.count)
        for (index, cell) in cells.enumerated() {
            let slotRect = Rect(x: rect.minX + Double(index) * slot, y: rect.minY, width: slot, height: rect.height)
            let numberCenter = try EBCountdownPainter.cell(
                cell.text, label: vocabulary.bar[cell.unit] ?? cell.unit.rawValue, in: slotRect, tokens: tokens, on: canvas)
            if index > 0 {
                try EBCountdownPainter.colon(at: Point(x: slotRect.minX, y: numberCenter), tokens: tokens, on: canvas)
            }
        }
    }

    /// Each unit's box: `boxWidth`, or wider when a carried number needs it.
    private func boxWidths(_ tokens: EBCountdownTokens, context: RenderContext) throws -> [Double] {
        let style = TextStyle(tokens.numberType, color: tokens.number)
        return try unitTexts.map { cell in
            max(
                tokens.metrics.boxWidth,
                Size.wholePoints(try context.fonts.measure(cell.text, style: style).width + 2 * tokens.metrics.boxPaddingX))
        }
    }

    private func drawBoxes(in bounds: Rect, widths: [Double], tokens: EBCountdownTokens, on canvas: Canvas) throws {
        let m = tokens.metrics
        let cells = unitTexts
        let gap = cells.count > 1 ? (bounds.width - widths.reduce(0, +)) / Double(cells.count - 1) : 0
        var x = 0.0
        for (index, cell) in cells.enumerated() {
            let box = Rect(x: x, y: 0, width: widths[index], height: bounds.height)
            try EBCountdownPainter.surface(box, radius: m.perRadius, tokens: tokens, on: canvas)
            let numberCenter = try EBCountdownPainter.cell(
                cell.text, label: vocabulary.bar[cell.unit] ?? cell.unit.rawValue, in: box, tokens: tokens, on: canvas)
            if index > 0 {
                try EBCountdownPainter.colon(at: Point(x: box.minX - gap / 2, y: numberCenter), tokens: tokens, on: canvas)
            }
            x = box.maxX + gap
        }
    }

    private func pillContentWidth(_ tokens: EBCountdownTokens, context: RenderContext) throws -> Double {
        let text = try context.fonts.measure(
            pillText(state: state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))),
            style: TextStyle(tokens.pillType, color: tokens.number))
        return text.width + (icon == nil ? 0 : tokens.metrics.iconSize + tokens.metrics.iconGap)
    }

    private func drawPill(in bounds: Rect, tokens: EBCountdownTokens, context: RenderContext, on canvas: Canvas) throws {
        let m = tokens.metrics
        try EBCountdownPainter.surface(bounds, radius: bounds.height / 2, tokens: tokens, on: canvas)
        let style = TextStyle(tokens.pillType, color: tokens.number)
        let text = pillText(state: state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens)))
        let textWidth = try context.fonts.measure(text, style: style).width
        let content = textWidth + (icon == nil ? 0 : m.iconSize + m.iconGap)
        var x = bounds.midX - content / 2
        if icon == .clock {
            try EBCountdownPainter.clock(
                in: Rect(x: x, y: bounds.midY - m.iconSize / 2, width: m.iconSize, height: m.iconSize), color: tokens.icon, on: canvas)
            x += m.iconSize + m.iconGap
        }
        try canvas.draw(text, style: style, at: Point(x: x, y: bounds.midY - style.typography.lineHeight / 2))
    }
}

extension EBCountdown {
    /// The announcement policy of a ticking countdown, in words (see ``CountdownAnnouncer``).
    static func announcementPolicy(_ state: CountdownState) -> String {
        state == .expired ? "nothing more (ended)" : "on appearing, at most once a minute, on entering expiring, \"Sale ended\" once"
    }

    /// One combined timer element with the spoken label ("Sale ends in 3 days 21 hours"), in a
    /// polite live region that never announces every second.
    public func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        let state = state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        return [
            AccessibilityElement(
                role: .timer, label: accessibilityLabel, traits: state == .expired ? [] : ["updatesFrequently"], liveRegion: .polite,
                announcements: Self.announcementPolicy(state), frame: Rect(size: try size(in: context)))
        ]
    }
}
