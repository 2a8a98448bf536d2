import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// The promo card recipe (the legacy "Full Container"): a title, the one-style countdown, a
/// trailing slot and a footer slot, composed over ``EBCountdown`` rather than a sibling of it.
///
/// Layout (360×92 from the tokens): a header row with the title and the trailing slot, and a
/// body row with the countdown's units inline; the footer slot's CTA sits at the body row's
/// trailing end, so the card keeps its legacy height with or without it.
///
/// ```swift
/// EBCountdownPromo(title: "Hurry up! Sale ends in:", countdown: EBCountdown(endsAt: saleEnd, now: now), cta: "Show now!")
/// ```
public struct EBCountdownPromo: Hashable, Sendable {
    /// What the trailing slot holds.
    public enum Trailing: String, CaseIterable, Hashable, Sendable {
        /// A close glyph; a separate accessibility element, "Dismiss promo".
        case close
        case none
    }

    /// Header copy (data, not a baked string).
    package var title: String
    /// The countdown shown; its style is always `.one` inside the card.
    package var countdown: EBCountdown
    /// What closes the card's trailing edge.
    package var trailing: Trailing
    /// The footer CTA's label; nil for no CTA.
    package var cta: String?

    /// A promo card titled `title` around `countdown`, with an optional call to action.
    public init(title: String, countdown: EBCountdown, trailing: Trailing = .close, cta: String? = nil) {
        self.title = title
        var inline = countdown
        inline.style = .one
        self.countdown = inline
        self.trailing = trailing
        self.cta = cta
    }

    /// The close button's accessibility label.
    package static let dismissLabel = "Dismiss promo"
}

extension EBCountdownPromo: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// It reads the countdown's token table.
    public static let tokenFile = "EBCountdown"

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [Prop("title", title)]
        if let state = countdown.stateOverride { props.append(Prop("state", state.rawValue)) }
        props.append(Prop("units", countdown.unitsCode))
        props.append(Prop("trailing", trailing.rawValue))
        props.append(Prop("cta", cta ?? "none"))
        props.append(Prop("theme", countdown.theme.name))
        props.append(Prop("endsAt", "+" + countdown.remaining.description))
        return props
    }

    private func tokens(in context: RenderContext) throws -> EBCountdownPromoTokens {
        let state = countdown.state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        return try EBCountdownPromoTokens(context.tokens, theme: countdown.theme, state: state)
    }

    /// The largest text size, right-to-left Arabic and the pseudo-locale.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// The sample copy in Arabic (the app's translations; other text stays as written).
    static let arabicCopy: [String: String] = [
        "Hurry up! Sale ends in:": "أسرع! ينتهي العرض خلال:", "Show now!": "تسوّق الآن!", dismissLabel: "إغلاق العرض",
    ]

    /// `text` as shown in `locale`.
    static func localized(_ text: String, _ locale: ContentLocale) -> String {
        switch locale {
        case .arabic: arabicCopy[text] ?? text
        case .pseudo: locale.pseudoLocalized(text)
        case .english, .german: text
        }
    }

    /// Where the promo's parts go: title row with the close slot, then the countdown and the CTA;
    /// mirrored right to left (title at the right, close and CTA at the left).
    /// The card, its header (title, close), the countdown row and the call to action.
    public struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        public var size: Size
        var tokens: EBCountdownPromoTokens
        var title: TextRun
        var close: Rect?
        var cta: (button: Rect, label: TextRun)?
        /// The countdown row's frame and its cells.
        var countdown: Rect
        var cells: [EBCountdownCell]
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun] { [title] + (cta.map { [$0.label] } ?? []) + cells.flatMap { [$0.number, $0.unit] } }
    }

    /// The card's size comes from the tokens (360 × 92); in right to left the header, the
    /// button and the countdown row mirror.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let t = try tokens(in: context)
        let bounds = Rect(size: Size(width: t.width, height: t.height))
        let rtl = context.environment.isRightToLeft
        func placed(_ rect: Rect) -> Rect {
            rtl ? Rect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let header = Rect(x: t.paddingX, y: t.paddingY, width: bounds.width - 2 * t.paddingX, height: t.headerHeight)
        let close =
            trailing == .close
            ? Rect(x: header.maxX - t.closeSize, y: header.midY - t.closeSize / 2, width: t.closeSize, height: t.closeSize) : nil
        let locale = context.environment.locale
        var titleStyle = t.title
        titleStyle.isRightToLeft = rtl
        let titleText = Self.localized(title, locale)
        let titleWidth = try context.fonts.measure(titleText, style: t.title).width
        let titleRect = Rect(
            x: header.minX, y: header.midY - t.title.typography.lineHeight / 2, width: titleWidth, height: t.title.typography.lineHeight)
        var body = Rect(x: t.paddingX, y: header.maxY, width: header.width, height: bounds.height - header.maxY - t.paddingY)
        var button: (Rect, TextRun)?
        if let ctaText = cta.map({ Self.localized($0, locale) }) {
            let label = try context.fonts.measure(ctaText, style: t.ctaLabel)
            let width = Size.wholePoints(label.width + 2 * t.ctaPaddingX)
            let rect = placed(Rect(x: body.maxX - width, y: body.midY - t.ctaHeight / 2, width: width, height: t.ctaHeight))
            let run = TextRun(
                ctaText, style: t.ctaLabel,
                frame: Rect(x: rect.midX - label.width / 2, y: rect.midY - label.height / 2, width: label.width, height: label.height))
            button = (rect, run)
            body.size.width -= width + t.paddingX
        }
        let row = placed(body)
        let cells = try countdown.inlineCells(
            in: row, tokens: t.countdown, words: countdown.words(in: context), rightToLeft: rtl, fonts: context.fonts)
        return Layout(
            size: bounds.size, tokens: t, title: TextRun(titleText, style: titleStyle, frame: placed(titleRect)), close: close.map(placed),
            cta: button, countdown: row, cells: cells)
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ l: Layout, on canvas: Canvas, in context: RenderContext) throws {
        let t = l.tokens
        try EBCountdownPainter.surface(Rect(size: l.size), radius: t.radius, tokens: t.countdown, on: canvas)
        if let close = l.close {
            try canvas.part("close") { try EBCountdownPainter.close(in: close, color: t.close, on: canvas) }
        }
        try canvas.part("title") { try canvas.draw(l.title) }
        if let cta = l.cta {
            try canvas.part("call to action") {
                try canvas.fill(.roundedRect(cta.button, radius: t.ctaHeight / 2), with: .color(t.ctaBackground))
                try canvas.draw(cta.label)
            }
        }
        try EBCountdownPainter.draw(l.cells, tokens: t.countdown, on: canvas)
    }

    /// The elements a screen reader reaches, in focus order.
    public func accessibilityElements(of l: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let state = countdown.state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        var elements = [
            AccessibilityElement(role: .text, label: l.title.text, traits: ["header"], frame: l.title.frame),
            AccessibilityElement(
                role: .timer, label: countdown.words(in: context).spokenLabel(for: countdown.remaining),
                traits: state == .expired ? [] : ["updatesFrequently"],
                liveRegion: .polite, announcements: EBCountdown.announcementPolicy(state), frame: l.countdown),
        ]
        if let cta = l.cta {
            elements.append(AccessibilityElement(role: .button, label: cta.label.text, frame: cta.button, touchTarget: cta.button.size))
        }
        if let close = l.close {
            let label = Self.localized(Self.dismissLabel, context.environment.locale)
            elements.append(AccessibilityElement(role: .button, label: label, frame: close, touchTarget: close.size))
        }
        return elements
    }
}
