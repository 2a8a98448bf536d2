import ComponentKit
import DesignTokens
import Foundation
import Rendering

extension EBCountdown: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The largest text size (the pill grows; the bars keep their legacy size), right-to-left
    /// Arabic and the pseudo-locale, on the default and the 20 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [Prop("style", style.rawValue)]
        if let stateOverride { props.append(Prop("state", stateOverride.rawValue)) }
        props.append(Prop("units", unitsCode))
        if let icon { props.append(Prop("icon", icon.rawValue)) }
        if let width { props.append(Prop("width", Size.format(width))) }
        props.append(Prop("theme", theme.name))
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

    /// Surfaces, number-over-unit cells, colons, and the pill's icon and text, with the paints.
    public struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        public var size: Size
        var tokens: EBCountdownTokens
        /// The rounded surfaces: the bar, each box, or the pill.
        var surfaces: [Rect]
        var radius: Double
        var cells: [EBCountdownCell]
        var pill: (icon: Rect?, text: TextRun)?
        /// A frame of the tick motion: the numbers before the tick and how far (0…1) each changed
        /// one has flipped to the current one.
        var flip: (previous: [TextRun], progress: Double)?
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun] { cells.flatMap { [$0.number, $0.unit] } + (pill.map { [$0.text] } ?? []) }
    }

    /// Lays this instance out from its tokens and the context's environment.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let tokens = try tokens(in: context)
        let m = tokens.metrics
        let words = words(in: context)
        let rtl = context.environment.isRightToLeft
        switch style {
        case .one:
            let bounds = Rect(size: Size(width: width ?? m.oneWidth, height: m.oneHeight))
            let cells = try inlineCells(
                in: bounds.insetBy(dx: m.onePaddingX, dy: 0), tokens: tokens, words: words, rightToLeft: rtl, fonts: context.fonts)
            return Layout(size: bounds.size, tokens: tokens, surfaces: [bounds], radius: m.oneRadius, cells: cells)
        case .per:
            let widths = try boxWidths(tokens, context: context)
            let size = Size(width: width ?? widths.reduce(0, +) + Double(widths.count - 1) * m.perGap, height: m.perHeight)
            let texts = rtl ? unitTexts.reversed() : unitTexts
            let gap = texts.count > 1 ? (size.width - widths.reduce(0, +)) / Double(texts.count - 1) : 0
            var x = 0.0
            var boxes: [Rect] = []
            var cells: [EBCountdownCell] = []
            for (index, cell) in texts.enumerated() {
                let box = Rect(x: x, y: 0, width: widths[index], height: size.height)
                var laidOut = try EBCountdownCell(
                    cell.text, label: words.bar[cell.unit] ?? cell.unit.rawValue, in: box, tokens: tokens, fonts: context.fonts)
                if index > 0 { laidOut.colon = Point(x: box.minX - gap / 2, y: laidOut.number.frame.midY) }
                boxes.append(box)
                cells.append(laidOut)
                x = box.maxX + gap
            }
            return Layout(size: size, tokens: tokens, surfaces: boxes, radius: m.perRadius, cells: cells)
        case .pill:
            // The pill keeps its vertical padding as its text grows.
            let base = try context.tokens.typography("countdown/typography/pill").lineHeight
            let height = Size.wholePoints(m.pillHeight - base + tokens.pillType.lineHeight)
            let style = TextStyle(tokens.pillType, color: tokens.number, isRightToLeft: rtl)
            let text = pillText(state: state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens)), words: words)
            let textSize = try context.fonts.measure(text, style: style)
            let content = textSize.width + (icon == nil ? 0 : m.iconSize + m.iconGap)
            // A fixed width (the legacy 161) still grows when larger text needs more room.
            let bounds = Rect(size: Size(width: max(width ?? 0, Size.wholePoints(content + 2 * m.pillPaddingX)), height: height))
            let start = bounds.midX - content / 2
            // The icon leads: on the left, or on the right in a right-to-left layout.
            let iconX = rtl ? start + textSize.width + m.iconGap : start
            let textX = icon == nil || rtl ? start : start + m.iconSize + m.iconGap
            let iconRect = icon == .clock ? Rect(x: iconX, y: bounds.midY - m.iconSize / 2, width: m.iconSize, height: m.iconSize) : nil
            let run = TextRun(
                text, style: style, frame: Rect(origin: Point(x: textX, y: bounds.midY - textSize.height / 2), size: textSize))
            return Layout(
                size: bounds.size, tokens: tokens, surfaces: [bounds], radius: bounds.height / 2, cells: [], pill: (iconRect, run))
        }
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        for surface in layout.surfaces {
            try EBCountdownPainter.surface(surface, radius: layout.radius, tokens: layout.tokens, on: canvas)
        }
        try EBCountdownPainter.draw(layout.cells, tokens: layout.tokens, flip: layout.flip, on: canvas)
        if let pill = layout.pill {
            if let icon = pill.icon { try EBCountdownPainter.clock(in: icon, color: layout.tokens.icon, on: canvas) }
            try canvas.part("pill text") { try canvas.draw(pill.text) }
        }
    }

    /// The one style's content: units spread over equal slots of `rect`, dot colons on the slot edges;
    /// right to left, the largest unit is at the right (each number still reads left to right).
    /// The promo recipe lays out the same content inside its card.
    func inlineCells(
        in rect: Rect, tokens: EBCountdownTokens, words: CountdownVocabulary, rightToLeft: Bool, fonts: FontLibrary
    ) throws -> [EBCountdownCell] {
        let texts = rightToLeft ? unitTexts.reversed() : unitTexts
        let slot = rect.width / Double(texts.count)
        return try texts.enumerated().map { index, cell in
            let slotRect = Rect(x: rect.minX + Double(index) * slot, y: rect.minY, width: slot, height: rect.height)
            var laidOut = try EBCountdownCell(
                cell.text, label: words.bar[cell.unit] ?? cell.unit.rawValue, in: slotRect, tokens: tokens, fonts: fonts)
            if index > 0 { laidOut.colon = Point(x: slotRect.minX, y: laidOut.number.frame.midY) }
            return laidOut
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
}

extension EBCountdown {
    /// The announcement policy of a ticking countdown, in words (see ``CountdownAnnouncer``).
    static func announcementPolicy(_ state: CountdownState) -> String {
        state == .expired ? "nothing more (ended)" : "on appearing, at most once a minute, on entering expiring, \"Sale ended\" once"
    }

    /// One combined timer element with the spoken label ("Sale ends in 3 days 21 hours"), in a
    /// polite live region that never announces every second.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let state = state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        return [
            AccessibilityElement(
                role: .timer, label: words(in: context).spokenLabel(for: remaining), traits: state == .expired ? [] : ["updatesFrequently"],
                liveRegion: .polite,
                announcements: Self.announcementPolicy(state), frame: Rect(size: layout.size))
        ]
    }
}
