import DesignTokens
import Rendering

extension EBCounter: Component {
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default and the 4 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    public static func validate(_ tokens: TokenTable) throws {
        for state in State.allCases {
            for theme in Theme.allCases {
                _ = try EBCounterTokens(tokens, state: state, theme: theme)
            }
        }
    }

    public var props: [Prop] {
        var props = [
            Prop("count", String(count)),
            Prop("limit", limit.map(String.init) ?? "none"),
            Prop("maxDisplay", String(maxDisplay)),
            Prop("hideWhenZero", String(hideWhenZero)),
            Prop("theme", theme.rawValue),
        ]
        if let stateOverride {
            props.insert(Prop("state", stateOverride.rawValue), at: 3)
        }
        if accessibilityNoun != .item { props.append(Prop("accessibilityNoun", accessibilityNoun.plural)) }
        return props
    }

    /// The count as text with what it counts ("247 unread messages", never "99+"); a hidden
    /// counter is not in the accessibility tree at all.
    public func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        guard let label = accessibilityLabel(in: context.environment.locale) else { return [] }
        return [AccessibilityElement(role: .text, label: label, frame: Rect(size: try size(in: context)))]
    }

    /// Height from the tokens; width hugs the label plus padding (the slash format has its own),
    /// never below `minWidth`, rounded up to whole points. A hidden counter is 0×0.
    public func size(in context: RenderContext) throws -> Size {
        guard !isHidden else { return .zero }
        let tokens = try EBCounterTokens(context.tokens, state: state, theme: theme, environment: context.environment)
        return try frame(tokens, text: context.fonts.measure(displayText, style: tokens.label))
    }

    /// The badge for a label measuring `text`.
    private func frame(_ tokens: EBCounterTokens, text: Size) -> Size {
        let padding = limit == nil ? tokens.paddingX : tokens.slashPaddingX
        return Size(width: max(tokens.minWidth, Size.wholePoints(text.width + 2 * padding)), height: tokens.height)
    }

    /// A capsule in the state's background with the label centred on it (the label measured once).
    public func draw(on canvas: Canvas, in context: RenderContext) throws {
        guard !isHidden else { return }
        let tokens = try EBCounterTokens(context.tokens, state: state, theme: theme, environment: context.environment)
        let text = try context.fonts.measure(displayText, style: tokens.label)
        let bounds = Rect(size: frame(tokens, text: text))
        try canvas.fill(.roundedRect(bounds, radius: tokens.radius), with: .color(tokens.background))
        try canvas.draw(displayText, style: tokens.label, at: Point(x: bounds.midX - text.width / 2, y: bounds.midY - text.height / 2))
    }
}
