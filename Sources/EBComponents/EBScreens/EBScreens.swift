import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// Example screens composed from EB components, 375 pt wide, in light and dark: how the
/// components sit together on a page, from the seeds' usage notes.
///
/// - ``Screen/promoAndVoucher``: the promo card (countdown recipe) above a voucher card with a
///   pill countdown docked in it ("the Pill variant docks inside cards as a small 'ends in' badge").
/// - ``Screen/toastOverContent``: a destructive toast with a Retry action floating over a list.
/// - ``Screen/settings``: a settings card with an unread counter row and a slider row.
package struct EBScreens: Component {
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default variant.
    package static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]
    /// The EB token table, in this module's bundle.
    package static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The example screens.
    package enum Screen: String, CaseIterable, Hashable, Sendable {
        case promoAndVoucher, toastOverContent, settings
    }

    /// Which screen to draw.
    package var screen: Screen
    /// The theme: light or a mode of the token tables.
    package var theme: Theme

    /// The screen `screen` in `theme`.
    package init(screen: Screen, theme: Theme = .light) {
        self.screen = screen
        self.theme = theme
    }

    /// The components its screens draw.
    package static let dependencies: [any Component.Type] = [
        EBCountdownPromo.self, EBCountdown.self, EBToast.self, EBCounter.self, EBSlider.self,
    ]

    /// The variants to snapshot.
    package static var matrix: VariantMatrix<EBScreens> {
        VariantMatrix(base: EBScreens(screen: .promoAndVoucher))
            .axis("screen", \.screen, Screen.allCases)
            .themes(\.theme)
    }

    /// The foreground and background token pairs the contrast audit checks.
    package static var contrastPairs: [ContrastPair] {
        themes.flatMap { theme in
            [
                ContrastPair(
                    context: "\(theme.name) · card", role: "title", foreground: "screen/color/title", background: "screen/color/card",
                    kind: .text(large: false), mode: theme.tokenMode),
                ContrastPair(
                    context: "\(theme.name) · card", role: "subtitle", foreground: "screen/color/subtitle",
                    background: "screen/color/card", kind: .text(large: false), mode: theme.tokenMode),
            ]
        }
    }

    /// The props that name this variant's files, in the API's order.
    package var props: [Prop] { [Prop("screen", screen.rawValue), Prop("theme", theme.name)] }

    /// The composition laid out at the width token; the screen is as tall as its content,
    /// rounded up to whole points (the page fills it).
    package struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        package var size: Size
        var body: DrawableLayout
        /// The text this layout draws, for provenance and the text-bounds checks.
        package var textRuns: [TextRun] { body.textRuns }
    }

    /// Lays the screen's composition out at the proposed width.
    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let t = try EBScreensTokens(context.tokens, theme: theme)
        let body = try body(t).layout(in: context.system, proposedWidth: t.width)
        return Layout(size: Size(width: t.width, height: Size.wholePoints(body.size.height)), body: body)
    }

    /// Draws the layout: fills and runs only, inside its size.
    package func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try layout.body.draw(on: canvas, system: context.system)
    }

    /// The components' own elements, in reading order, where the screen places them.
    package func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        layout.body.accessibilityElements
    }

    /// The screen as a composition.
    func body(_ t: EBScreensTokens) -> any Drawable {
        let sample = EBCountdown.sample(.days(3, hours: 21, mins: 14, secs: 9), theme: theme)
        switch screen {
        case .promoAndVoucher:
            var pill = EBCountdown.sample(
                .days(0, hours: 23, mins: 59, secs: 59), style: .pill, units: [.days, .hours, .mins], theme: theme)
            pill.icon = .clock
            let voucher = VStack(
                spacing: 8,
                [
                    Label("20% off your next order", style: t.title),
                    Label("Voucher · min. spend 30", style: t.subtitle),
                    pill,
                ]
            ).padding(t.cardPadding).background(t.card, radius: t.cardRadius)
            return VStack(
                spacing: t.spacing,
                [
                    EBCountdownPromo(title: "Flash sale", countdown: sample, trailing: .close, cta: "Shop now"),
                    voucher,
                ]
            )
            .padding(EdgeInsets(horizontal: t.narrowMargin, vertical: t.margin)).background(t.page)
        case .toastOverContent:
            let rows: [any Drawable] = ["Order #1042", "Order #1041", "Order #1040"].map { order in
                VStack(spacing: 2, [Label(order, style: t.title), Label("Delivered · 2 items", style: t.subtitle)])
            }
            let list = VStack(spacing: t.spacing, rows).padding(t.cardPadding).background(t.card, radius: t.cardRadius)
            let toast = EBToast(message: "Payment failed", appearance: .destructive, theme: theme, action: EBToastAction(label: "Retry"))
            return VStack([list]).padding(t.margin).frame(height: t.contentHeight).background(t.page)
                .overlay(toast.padding(t.margin), at: .bottom)
        case .settings:
            let unread = HStack([Label("Unread messages", style: t.title), Spacer(minWidth: 8), EBCounter(count: 3, theme: theme)])
            let volume = VStack(spacing: 8, [Label("Notification volume", style: t.title), EBSlider(value: 60, tooltip: .never)])
            let card = VStack(spacing: t.spacing, [unread, Divider(color: t.divider), volume]).padding(t.cardPadding)
                .background(t.card, radius: t.cardRadius)
            return card.padding(t.margin).background(t.page)
        }
    }
}

/// A one-point line across the width it is given.
struct Divider: Drawable {
    var color: Color
    var componentTypes: [any Component.Type] { [] }
    func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let (color, width) = (color, proposedWidth ?? 0)
        return DrawableLayout(size: Size(width: width, height: 1)) { canvas, _ in
            try canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: width, height: 1), radius: 0), with: .color(color))
        }
    }
}

/// The tokens the example screens read, resolved for one theme.
struct EBScreensTokens {
    var page: Color
    var card: Color
    var divider: Color
    var title: TextStyle
    var subtitle: TextStyle
    var width: Double
    var margin: Double
    var narrowMargin: Double
    var spacing: Double
    var cardPadding: Double
    var cardRadius: Double
    var contentHeight: Double

    init(_ table: TokenTable, theme: Theme) throws {
        let mode = theme.tokenMode
        page = try table.color("screen/color/page", mode: mode)
        card = try table.color("screen/color/card", mode: mode)
        divider = try table.color("screen/color/divider", mode: mode)
        title = TextStyle(
            try table.typography("screen/typography/title", mode: mode), color: try table.color("screen/color/title", mode: mode))
        subtitle = TextStyle(
            try table.typography("screen/typography/subtitle", mode: mode), color: try table.color("screen/color/subtitle", mode: mode))
        width = try table.dimension("screen/size/width", mode: mode)
        margin = try table.dimension("screen/size/margin", mode: mode)
        narrowMargin = try table.dimension("screen/size/narrowMargin", mode: mode)
        spacing = try table.dimension("screen/size/spacing", mode: mode)
        cardPadding = try table.dimension("screen/size/cardPadding", mode: mode)
        cardRadius = try table.dimension("screen/size/cardRadius", mode: mode)
        contentHeight = try table.dimension("screen/size/contentHeight", mode: mode)
    }
}
