import DesignTokens
import Rendering

extension EBCountdown: Component {
    /// The largest text size (the pill grows; the bars keep their legacy size), right-to-left
    /// Arabic and the pseudo-locale, on the default and the 20 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

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

    /// The tokens for this countdown in `context`'s environment: the pill's type grows with the
    /// text size up to `countdown/maxTextScale/pill`; the bars' does not (`…/bar` is 1, with the reason).
    func tokens(in context: RenderContext) throws -> EBCountdownTokens {
        let threshold = try EBCountdownTokens.thresholdSeconds(context.tokens)
        var tokens = try EBCountdownTokens(context.tokens, style: style, theme: theme, state: state(thresholdSeconds: threshold))
        let scale = context.environment.textSize.scale
        let pill = min(scale, try context.tokens.dimension("countdown/maxTextScale/pill"))
        let bar = min(scale, try context.tokens.dimension("countdown/maxTextScale/bar"))
        tokens.pillType = TextStyle(tokens.pillType, color: tokens.number).scaled(by: pill).typography
        tokens.numberType = TextStyle(tokens.numberType, color: tokens.number).scaled(by: bar).typography
        tokens.unitType = TextStyle(tokens.unitType, color: tokens.unit).scaled(by: bar).typography
        return tokens
    }

    /// The words in `context`'s locale: the `vocabulary` prop, unless it is the English default
    /// and the environment asks for another language.
    func words(in context: RenderContext) -> CountdownVocabulary {
        vocabulary == .english ? .of(context.environment.locale) : vocabulary
    }

    public func size(in context: RenderContext) throws -> Size {
        let tokens = try tokens(in: context)
        let m = tokens.metrics
        switch style {
        case .one:
            return Size(width: width ?? m.oneWidth, height: m.oneHeight)
        case .per:
            return perSize(try boxWidths(tokens, context: context), tokens: tokens)
        case .pill:
            // The pill keeps its vertical padding as its text grows.
            let base = try context.tokens.typography("countdown/typography/pill").lineHeight
            let height = Size.wholePoints(m.pillHeight - base + tokens.pillType.lineHeight)
            let hug = Size.wholePoints(try pillContentWidth(tokens, context: context) + 2 * m.pillPaddingX)
            // A fixed width (the legacy 161) still grows when larger text needs more room.
            return Size(width: max(width ?? 0, hug), height: height)
        }
    }

    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        if style == .per {
            // The boxes are measured once: their widths give both the size and the drawing.
            let tokens = try tokens(in: context)
            let widths = try boxWidths(tokens, context: context)
            try drawBoxes(
                in: Rect(size: perSize(widths, tokens: tokens)), widths: widths, tokens: tokens, words: words(in: context),
                rightToLeft: context.environment.isRightToLeft, on: canvas)
        } else {
            try draw(on: canvas, in: context, size: size(in: context))
        }
    }

    /// The per style's size: its boxes and the gaps between them, unless `width` fixes it.
    private func perSize(_ widths: [Double], tokens: EBCountdownTokens) -> Size {
        Size(width: width ?? widths.reduce(0, +) + Double(widths.count - 1) * tokens.metrics.perGap, height: tokens.metrics.perHeight)
    }

    /// Draws into the top-left `size` of `canvas` (a composition draws several countdowns on one canvas).
    func draw(on canvas: Canvas, in context: RenderContext, size: Size) throws {
        let tokens = try tokens(in: context)
        let bounds = Rect(size: size)
        switch style {
        case .one:
            try EBCountdownPainter.surface(bounds, radius: tokens.metrics.oneRadius, tokens: tokens, on: canvas)
            try drawInlineUnits(
                in: bounds.insetBy(dx: tokens.metrics.onePaddingX, dy: 0), tokens: tokens, words: words(in: context),
                rightToLeft: context.environment.isRightToLeft, on: canvas)
        case .per:
            try drawBoxes(
                in: bounds, widths: try boxWidths(tokens, context: context), tokens: tokens, words: words(in: context),
                rightToLeft: context.environment.isRightToLeft, on: canvas)
        case .pill:
            try drawPill(in: bounds, tokens: tokens, context: context, on: canvas)
        }
    }

    /// The one style's content: units spread over equal slots of `rect`, dot colons on the slot edges;
    /// right to left, the largest unit is at the right (each number still reads left to right).
    /// The promo recipe draws the same content inside its card.
    func drawInlineUnits(
        in rect: Rect, tokens: EBCountdownTokens, words: CountdownVocabulary? = nil, rightToLeft: Bool = false, on canvas: Canvas
    ) throws {
        let words = words ?? vocabulary
        let cells = rightToLeft ? unitTexts.reversed() : unitTexts
        let slot = rect.width / Double(cells.count)
        for (index, cell) in cells.enumerated() {
            let slotRect = Rect(x: rect.minX + Double(index) * slot, y: rect.minY, width: slot, height: rect.height)
            let numberCenter = try EBCountdownPainter.cell(
                cell.text, label: words.bar[cell.unit] ?? cell.unit.rawValue, in: slotRect, tokens: tokens, on: canvas)
            if index > 0 {
                try EBCountdownPainter.colon(at: Point(x: slotRect.minX, y: numberCenter), tokens: tokens, on: canvas)
            }
        }
    }

    /// Each unit's box: `boxWidth`, or wider when a carried number needs it.
    private func boxWidths(_ tokens: EBCountdownTokens, context: RenderContext) throws -> [Double] {
        let style = TextStyle(tokens.numberType, color: tokens.number)
        let widths = try unitTexts.map { cell in
            max(
                tokens.metrics.boxWidth,
                Size.wholePoints(try context.fonts.measure(cell.text, style: style).width + 2 * tokens.metrics.boxPaddingX))
        }
        return context.environment.isRightToLeft ? widths.reversed() : widths
    }

    private func drawBoxes(
        in bounds: Rect, widths: [Double], tokens: EBCountdownTokens, words: CountdownVocabulary, rightToLeft: Bool, on canvas: Canvas
    ) throws {
        let m = tokens.metrics
        let cells = rightToLeft ? unitTexts.reversed() : unitTexts
        let gap = cells.count > 1 ? (bounds.width - widths.reduce(0, +)) / Double(cells.count - 1) : 0
        var x = 0.0
        for (index, cell) in cells.enumerated() {
            let box = Rect(x: x, y: 0, width: widths[index], height: bounds.height)
            try EBCountdownPainter.surface(box, radius: m.perRadius, tokens: tokens, on: canvas)
            let numberCenter = try EBCountdownPainter.cell(
                cell.text, label: words.bar[cell.unit] ?? cell.unit.rawValue, in: box, tokens: tokens, on: canvas)
            if index > 0 {
                try EBCountdownPainter.colon(at: Point(x: box.minX - gap / 2, y: numberCenter), tokens: tokens, on: canvas)
            }
            x = box.maxX + gap
        }
    }

    private func pillContentWidth(_ tokens: EBCountdownTokens, context: RenderContext) throws -> Double {
        let text = try context.fonts.measure(
            pillText(state: state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens)), words: words(in: context)),
            style: pillStyle(tokens, context: context))
        return text.width + (icon == nil ? 0 : tokens.metrics.iconSize + tokens.metrics.iconGap)
    }

    private func pillStyle(_ tokens: EBCountdownTokens, context: RenderContext) -> TextStyle {
        TextStyle(tokens.pillType, color: tokens.number, isRightToLeft: context.environment.isRightToLeft)
    }

    private func drawPill(in bounds: Rect, tokens: EBCountdownTokens, context: RenderContext, on canvas: Canvas) throws {
        let m = tokens.metrics
        try EBCountdownPainter.surface(bounds, radius: bounds.height / 2, tokens: tokens, on: canvas)
        let style = pillStyle(tokens, context: context)
        let text = pillText(
            state: state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens)), words: words(in: context))
        let textWidth = try context.fonts.measure(text, style: style).width
        let content = textWidth + (icon == nil ? 0 : m.iconSize + m.iconGap)
        let start = bounds.midX - content / 2
        // The icon leads: on the left, or on the right in a right-to-left layout.
        let rtl = context.environment.isRightToLeft
        let iconX = rtl ? start + textWidth + m.iconGap : start
        let textX = icon == nil || rtl ? start : start + m.iconSize + m.iconGap
        if icon == .clock {
            try EBCountdownPainter.clock(
                in: Rect(x: iconX, y: bounds.midY - m.iconSize / 2, width: m.iconSize, height: m.iconSize), color: tokens.icon, on: canvas)
        }
        try canvas.draw(text, style: style, at: Point(x: textX, y: bounds.midY - style.typography.lineHeight / 2))
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
                role: .timer, label: words(in: context).spokenLabel(for: remaining), traits: state == .expired ? [] : ["updatesFrequently"],
                liveRegion: .polite,
                announcements: Self.announcementPolicy(state), frame: Rect(size: try size(in: context)))
        ]
    }
}
