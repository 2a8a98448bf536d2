import ComponentKit
import DesignTokens
import Foundation
import Rendering

extension EBToast: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default and the 16 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [
            Prop("message", message), Prop("appearance", appearance.rawValue), Prop("theme", theme.name),
            Prop("size", size.rawValue), Prop("leadingIcon", leadingIcon.rawValue), Prop("action", action?.label ?? "none"),
        ]
        if duration != .short { props.append(Prop("duration", duration.rawValue)) }
        return props
    }

    /// Icon, message paragraph and action from the leading edge, with the resolved paints.
    public struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        public var size: Size
        var tokens: EBToastTokens
        var icon: Rect?
        var message: TextRun
        var action: TextRun?
        /// How far the spinner has turned, in turns (0…1): a frame of the spinner motion.
        var spinnerTurn = 0.0
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun] { [message] + (action.map { [$0] } ?? []) }
    }

    /// Icon, message and action from the leading edge: left to right, or mirrored right to left
    /// (the icon moves to the right, the action to the left; the glyphs themselves do not flip).
    /// The toast spans the width it is proposed (its message wraps to it, at most `maxLines`
    /// lines); alone it is the `width` token wide.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let t = try EBToastTokens(context.tokens, appearance: appearance, theme: theme, size: size, environment: context.environment)
        let width = proposedWidth ?? t.width
        let locale = context.environment.locale
        let messageText = EBToastCopy.localized(message, locale)
        let actionText = action.map { EBToastCopy.localized($0.label, locale) }
        let hasIcon = resolvedIcon != .none
        var available = width - 2 * t.paddingX - (hasIcon ? t.iconSize + t.gap : 0)
        var actionSize: Size?
        if let actionText {
            let measured = try context.fonts.measure(actionText, style: t.action)
            actionSize = Size(width: Size.wholePoints(measured.width), height: measured.height)
            available -= (actionSize?.width ?? 0) + t.gap
        }
        let paragraph = try context.fonts.paragraph(messageText, style: t.message, at: .zero, width: available, maxLines: t.maxLines)
        let content = max(paragraph.frame.height, hasIcon ? t.iconSize : 0, actionSize?.height ?? 0)
        let height = content + 2 * t.paddingY
        var x = t.paddingX
        var iconRect: Rect?
        if hasIcon {
            iconRect = Rect(x: x, y: height / 2 - t.iconSize / 2, width: t.iconSize, height: t.iconSize)
            x += t.iconSize + t.gap
        }
        var message = paragraph
        message.frame.origin = Point(x: x, y: height / 2 - paragraph.frame.height / 2)
        var actionRun: TextRun?
        if let actionText, let actionSize {
            let frame = Rect(
                x: width - t.paddingX - actionSize.width, y: height / 2 - actionSize.height / 2, width: actionSize.width,
                height: actionSize.height)
            actionRun = TextRun(actionText, style: t.action, frame: frame)
        }
        if context.environment.isRightToLeft {
            func mirrored(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
            iconRect = iconRect.map(mirrored)
            message.frame = mirrored(message.frame)
            if let frame = actionRun?.frame { actionRun?.frame = mirrored(frame) }
        }
        return Layout(size: Size(width: width, height: height), tokens: t, icon: iconRect, message: message, action: actionRun)
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ l: Layout, on canvas: Canvas, in context: RenderContext) throws {
        let t = l.tokens
        let bounds = Rect(size: l.size)
        try canvas.fill(.roundedRect(bounds, radius: t.radius), with: .color(t.background))
        try canvas.fill(.border(of: bounds, radius: t.radius, width: 1), with: .color(t.border))
        if let icon = l.icon {
            try canvas.part("icon") { try EBToastIcons.draw(resolvedIcon, in: icon, color: t.icon, turn: l.spinnerTurn, on: canvas) }
        }
        try canvas.part("message") { try canvas.draw(l.message) }
        if let action = l.action { try canvas.part("action") { try canvas.draw(action) } }
    }
}

/// The leading-icon glyphs, as vector paths scaled to their box.
enum EBToastIcons {
    /// `turn` (in turns) rotates the spinner's arc: a frame of its motion.
    static func draw(_ icon: EBToast.LeadingIcon, in rect: Rect, color: Color, turn: Double = 0, on canvas: Canvas) throws {
        let u = rect.width / 24
        let center = Point(x: rect.midX, y: rect.midY)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * u, y: rect.minY + y * u) }
        switch icon {
        case .checkmark:
            var glyph = Path.ring(center: center, radius: 10 * u, width: 2 * u)
            glyph.append(.polyline([point(7.5, 12.5), point(10.5, 15.5), point(16.5, 9)], width: 2 * u))
            try canvas.fill(glyph, with: .color(color))
        case .error:
            var glyph = Path.ring(center: center, radius: 10 * u, width: 2 * u)
            glyph.append(.capsule(from: point(12, 7), to: point(12, 13), width: 2 * u))
            glyph.append(.circle(center: point(12, 16.75), radius: 1.25 * u))
            try canvas.fill(glyph, with: .color(color))
        case .spinner:
            // A real spinner: a faint full track and a three-quarter arc with round caps.
            var faint = color
            faint.alpha = UInt8(Double(color.alpha) * 0.25)
            try canvas.fill(.ring(center: center, radius: 9 * u, width: 2.5 * u), with: .color(faint))
            let angle = turn * 2 * Double.pi
            let arc = Path.arcBand(
                center: center, radius: 9 * u, width: 2.5 * u, startAngle: -Double.pi / 2 + angle, endAngle: Double.pi + angle)
            try canvas.fill(arc, with: .color(color))
        case .automatic, .none:
            break
        }
    }
}

extension EBToast {
    /// The message as a status element — assertive for destructive toasts, polite otherwise,
    /// announced once when shown — and the action slot as its own button.
    public func accessibilityElements(of l: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let t = l.tokens
        let live: AccessibilityElement.LiveRegion = politeness == .assertive ? .assertive : .polite
        let locale = context.environment.locale
        let label =
            locale == .english
            ? accessibilityDescription
            : EBToastCopy.prefix(appearance, locale: locale) + l.message.text
                + (l.action.map { ". \($0.text)" } ?? "")
        var elements = [
            AccessibilityElement(
                role: .status, label: label, liveRegion: live,
                announcements: "once when shown; dismissed after \(Size.format(displaySeconds)) s", frame: Rect(size: l.size))
        ]
        if let action = l.action {
            // The action's touch target is its label across the toast's full height.
            let rect = action.frame
            let target = Rect(x: rect.minX - t.gap / 2, y: 0, width: rect.width + t.gap, height: l.size.height)
            elements.append(AccessibilityElement(role: .button, label: action.text, frame: target, touchTarget: target.size))
        }
        return elements
    }
}
