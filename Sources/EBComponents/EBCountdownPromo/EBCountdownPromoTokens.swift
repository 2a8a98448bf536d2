import ComponentKit
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
        let base = TokenPath("countdown/promo/\(state.rawValue)")
        let mode = theme.tokenMode
        countdown = try EBCountdownTokens(table, style: .one, theme: theme, state: state)
        countdown.background = try table.fill(base.appending("bg"), mode: mode)
        countdown.border = try EBCountdownTokens.border(table.color(base.appending("border"), mode: mode))
        title = TextStyle(
            try table.typography("countdown/typography/title"), color: try table.color(base.appending("title"), mode: mode))
        close = try table.color(base.appending("close"), mode: mode)
        ctaBackground = try table.color(base.appending("ctaBg"), mode: mode)
        ctaLabel = TextStyle(
            try table.typography("countdown/typography/cta"), color: try table.color(base.appending("ctaLabel"), mode: mode))
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
