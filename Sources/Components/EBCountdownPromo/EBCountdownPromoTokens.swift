import DesignTokens
import Rendering

/// The promo card's tokens: its own surface, title, close and CTA, plus the one-style countdown's.
struct EBCountdownPromoTokens {
    var countdown: EBCountdownTokens
    var title: TextStyle
    var close: Color
    var ctaBackground: Color
    var ctaLabel: TextStyle
    var width, height, radius, paddingX, paddingY, headerHeight, closeSize, ctaHeight, ctaPaddingX: Double

    init(_ table: TokenTable, theme: Theme, state: CountdownState) throws {
        let base = TokenPath("countdown/promo/\(theme.rawValue)/\(state.rawValue)")
        countdown = try EBCountdownTokens(table, style: .one, theme: theme, state: state)
        countdown.background = try table.fill(base.appending("bg"))
        countdown.border = theme == .light ? try table.color(base.appending("border")) : nil
        title = TextStyle(try table.typography("countdown/typography/title"), color: try table.color(base.appending("title")))
        close = try table.color(base.appending("close"))
        ctaBackground = try table.color(base.appending("ctaBg"))
        ctaLabel = TextStyle(try table.typography("countdown/typography/cta"), color: try table.color(base.appending("ctaLabel")))
        func size(_ name: String) throws -> Double { try table.dimension(TokenPath("countdown/size/promo/" + name)) }
        width = try size("width")
        height = try size("height")
        radius = try size("radius")
        paddingX = try size("paddingX")
        paddingY = try size("paddingY")
        headerHeight = try size("headerHeight")
        closeSize = try size("close")
        ctaHeight = try size("ctaHeight")
        ctaPaddingX = try size("ctaPaddingX")
    }
}
