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

    /// Where the promo's parts go: title row with the close slot, then the countdown and the CTA.
    struct Layout {
        var bounds: Rect
        var title: Rect
        var close: Rect?
        var cta: Rect?
        var countdown: Rect
    }

    func layout(_ t: EBCountdownPromoTokens, context: RenderContext) throws -> Layout {
        let bounds = Rect(size: try size(in: context))
        let header = Rect(x: t.paddingX, y: t.paddingY, width: bounds.width - 2 * t.paddingX, height: t.headerHeight)
        let close =
            trailing == .close
            ? Rect(x: header.maxX - t.closeSize, y: header.midY - t.closeSize / 2, width: t.closeSize, height: t.closeSize) : nil
        let titleWidth = try context.fonts.measure(title, style: t.title).width
        let titleRect = Rect(
            x: header.minX, y: header.midY - t.title.typography.lineHeight / 2, width: titleWidth, height: t.title.typography.lineHeight)
        var body = Rect(x: t.paddingX, y: header.maxY, width: header.width, height: bounds.height - header.maxY - t.paddingY)
        var button: Rect?
        if let cta {
            let label = try context.fonts.measure(cta, style: t.ctaLabel)
            let width = Size.wholePoints(label.width + 2 * t.ctaPaddingX)
            button = Rect(x: body.maxX - width, y: body.midY - t.ctaHeight / 2, width: width, height: t.ctaHeight)
            body.size.width -= width + t.paddingX
        }
        return Layout(bounds: bounds, title: titleRect, close: close, cta: button, countdown: body)
    }

    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        let t = try tokens(in: context)
        let l = try layout(t, context: context)
        try EBCountdownPainter.surface(l.bounds, radius: t.radius, tokens: t.countdown, on: canvas)
        if let close = l.close {
            try EBCountdownPainter.close(in: close, color: t.close, on: canvas)
        }
        try canvas.draw(title, style: t.title, at: l.title.origin)
        if let cta, let button = l.cta {
            try canvas.fill(.roundedRect(button, radius: t.ctaHeight / 2), with: .color(t.ctaBackground))
            try canvas.draw(cta, style: t.ctaLabel, centeredIn: button)
        }
        try countdown.drawInlineUnits(in: l.countdown, tokens: t.countdown, on: canvas)
    }

    /// The title, the countdown as one timer element, the CTA, and the close button as its own
    /// element ("Dismiss promo"), last, so the offer is heard before its dismissal.
    public func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        let t = try tokens(in: context)
        let l = try layout(t, context: context)
        let state = countdown.state(thresholdSeconds: try EBCountdownTokens.thresholdSeconds(context.tokens))
        var elements = [
            AccessibilityElement(role: .text, label: title, traits: ["header"], frame: l.title),
            AccessibilityElement(
                role: .timer, label: countdown.accessibilityLabel, traits: state == .expired ? [] : ["updatesFrequently"],
                liveRegion: .polite, announcements: EBCountdown.announcementPolicy(state), frame: l.countdown),
        ]
        if let cta, let button = l.cta {
            elements.append(AccessibilityElement(role: .button, label: cta, frame: button, touchTarget: button.size))
        }
        if let close = l.close {
            elements.append(AccessibilityElement(role: .button, label: Self.dismissLabel, frame: close, touchTarget: close.size))
        }
        return elements
    }
}
