import DesignTokens
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
    public var title: String
    /// The countdown shown; its style is always `.one` inside the card.
    public var countdown: EBCountdown
    public var trailing: Trailing
    /// The footer CTA's label; nil for no CTA.
    public var cta: String?

    public init(title: String, countdown: EBCountdown, trailing: Trailing = .close, cta: String? = nil) {
        self.title = title
        var inline = countdown
        inline.style = .one
        self.countdown = inline
        self.trailing = trailing
        self.cta = cta
    }

    /// The close button's accessibility label.
    public static let dismissLabel = "Dismiss promo"
}

extension EBCountdownPromo: Component {
    public static let tokenFile = "EBCountdown"

    public static func validate(_ tokens: TokenTable) throws {
        try EBCountdown.validate(tokens)
        for theme in Theme.allCases {
            for state in CountdownState.allCases {
                _ = try EBCountdownPromoTokens(tokens, theme: theme, state: state)
            }
        }
    }

    public var props: [Prop] {
        var props = [Prop("title", title)]
        if let state = countdown.stateOverride { props.append(Prop("state", state.rawValue)) }
        props.append(Prop("units", countdown.unitsCode))
        props.append(Prop("trailing", trailing.rawValue))
        props.append(Prop("cta", cta ?? "none"))
        props.append(Prop("theme", countdown.theme.rawValue))
        props.append(Prop("endsAt", "+" + countdown.remaining.description))
        return props
    }

    private func tokens(in context: RenderContext) throws -> EBCountdownPromoTokens {
        let state = countdown.state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        return try EBCountdownPromoTokens(context.tokens, theme: countdown.theme, state: state)
    }

    public func size(in context: RenderContext) throws -> Size {
        let tokens = try tokens(in: context)
        return Size(width: tokens.width, height: tokens.height)
    }

    /// Right-to-left Arabic and the pseudo-locale, on the default and the 4 legacy variants. The
    /// card keeps its legacy 360 × 92 frame at every text size (`countdown/maxTextScale/bar` is 1),
    /// so the largest text size would render the same pixels and is not in the set.
    public static let stressEnvironments: [RenderEnvironment] = [.arabic, .pseudo]

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
    struct Layout {
        var bounds: Rect
        var title: Rect
        var close: Rect?
        var cta: Rect?
        var countdown: Rect
        var titleText: String
        var ctaText: String?
    }

    func layout(_ t: EBCountdownPromoTokens, context: RenderContext) throws -> Layout {
        let bounds = Rect(size: try size(in: context))
        let header = Rect(x: t.paddingX, y: t.paddingY, width: bounds.width - 2 * t.paddingX, height: t.headerHeight)
        let close =
            trailing == .close
            ? Rect(x: header.maxX - t.closeSize, y: header.midY - t.closeSize / 2, width: t.closeSize, height: t.closeSize) : nil
        let locale = context.environment.locale
        let titleText = Self.localized(title, locale)
        let ctaText = cta.map { Self.localized($0, locale) }
        let titleWidth = try context.fonts.measure(titleText, style: t.title).width
        let titleRect = Rect(
            x: header.minX, y: header.midY - t.title.typography.lineHeight / 2, width: titleWidth, height: t.title.typography.lineHeight)
        var body = Rect(x: t.paddingX, y: header.maxY, width: header.width, height: bounds.height - header.maxY - t.paddingY)
        var button: Rect?
        if let ctaText {
            let label = try context.fonts.measure(ctaText, style: t.ctaLabel)
            let width = Size.wholePoints(label.width + 2 * t.ctaPaddingX)
            button = Rect(x: body.maxX - width, y: body.midY - t.ctaHeight / 2, width: width, height: t.ctaHeight)
            body.size.width -= width + t.paddingX
        }
        var layout = Layout(
            bounds: bounds, title: titleRect, close: close, cta: button, countdown: body, titleText: titleText, ctaText: ctaText)
        if context.environment.isRightToLeft {
            func mirrored(_ rect: Rect) -> Rect { Rect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
            layout.title = mirrored(layout.title)
            layout.close = layout.close.map(mirrored)
            layout.cta = layout.cta.map(mirrored)
            layout.countdown = mirrored(layout.countdown)
        }
        return layout
    }

    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        let t = try tokens(in: context)
        let l = try layout(t, context: context)
        try EBCountdownPainter.surface(l.bounds, radius: t.radius, tokens: t.countdown, on: canvas)
        if let close = l.close {
            try EBCountdownPainter.close(in: close, color: t.close, on: canvas)
        }
        let rtl = context.environment.isRightToLeft
        var titleStyle = t.title
        titleStyle.isRightToLeft = rtl
        try canvas.draw(l.titleText, style: titleStyle, at: l.title.origin)
        if let ctaText = l.ctaText, let button = l.cta {
            try canvas.fill(.roundedRect(button, radius: t.ctaHeight / 2), with: .color(t.ctaBackground))
            try canvas.draw(ctaText, style: t.ctaLabel, centeredIn: button)
        }
        try countdown.drawInlineUnits(
            in: l.countdown, tokens: t.countdown, words: countdown.words(in: context), rightToLeft: rtl, on: canvas)
    }

    /// The title, the countdown as one timer element, the CTA, and the close button as its own
    /// element ("Dismiss promo"), last, so the offer is heard before its dismissal.
    public func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        let t = try tokens(in: context)
        let l = try layout(t, context: context)
        let state = countdown.state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        var elements = [
            AccessibilityElement(role: .text, label: l.titleText, traits: ["header"], frame: l.title),
            AccessibilityElement(
                role: .timer, label: countdown.words(in: context).spokenLabel(for: countdown.remaining),
                traits: state == .expired ? [] : ["updatesFrequently"],
                liveRegion: .polite, announcements: EBCountdown.announcementPolicy(state), frame: l.countdown),
        ]
        if let ctaText = l.ctaText, let button = l.cta {
            elements.append(AccessibilityElement(role: .button, label: ctaText, frame: button, touchTarget: button.size))
        }
        if let close = l.close {
            let label = Self.localized(Self.dismissLabel, context.environment.locale)
            elements.append(AccessibilityElement(role: .button, label: label, frame: close, touchTarget: close.size))
        }
        return elements
    }
}
