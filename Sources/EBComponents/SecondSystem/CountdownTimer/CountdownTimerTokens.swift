import ComponentKit
import DesignTokens
import Rendering

/// What one CountdownTimer draws with: its props where set, the LD token table otherwise.
struct CountdownTimerStyle {
    var background: Color
    var title: TextStyle
    var value: TextStyle
    var titleHighlighted: TextStyle
    var valueHighlighted: TextStyle
    var spacing, paddingX, paddingY, titleGap, radius: Double

    /// - Parameter environment: every text grows with its text size up to `ld/countdownTimer/maxTextScale`.
    init(_ timer: CountdownTimer, table: TokenTable, environment: RenderEnvironment = .standard) throws {
        let mode = timer.theme.tokenMode
        let disabled = timer.state == .expired
        let colors = disabled ? "ld/countdownTimer/color/disabled/" : "ld/countdownTimer/color/"
        func color(_ name: String) throws -> Color { try table.color(TokenPath(colors + name), mode: mode) }
        func type(_ name: String) throws -> Typography {
            try table.typography(TokenPath("ld/countdownTimer/typography/" + name), mode: mode)
        }
        func size(_ name: String) throws -> Double { try table.dimension(TokenPath("ld/countdownTimer/size/" + name), mode: mode) }
        // The disabled look overrides the caller's colours: an expired timer always reads as disabled.
        background = disabled ? try color("background") : try timer.backgroundColor ?? color("background")
        let titleColor = disabled ? try color("title") : try timer.timerComponentTitleColor ?? color("title")
        let valueColor = disabled ? try color("value") : try timer.timerComponentValueColor ?? color("value")
        func font(_ choice: CountdownTimer.FontChoice?, default fallback: () throws -> Typography) throws -> Typography {
            switch choice {
            case .token(let path): try table.typography(TokenPath(path), mode: mode)
            case .custom(let typography): typography
            case nil: try fallback()
            }
        }
        let titleFont = try font(timer.timerComponentTitleFont) { try type("title") }
        let valueFont = try font(timer.timerComponentValueFont) { try type("value") }
        title = TextStyle(titleFont, color: titleColor)
        value = TextStyle(valueFont, color: valueColor)
        titleHighlighted = TextStyle(try font(timer.timerComponentTitleHighlightedFont) { titleFont }, color: titleColor)
        valueHighlighted = TextStyle(try font(timer.timerComponentValueHighlightedFont) { valueFont }, color: valueColor)
        spacing = try timer.timerValueComponentSpacing ?? size("valueSpacing")
        paddingX = try size("paddingX")
        paddingY = try size("paddingY")
        titleGap = try size("titleGap")
        radius = try size("radius")
        let scale = min(environment.textSize.scale, try table.dimension("ld/countdownTimer/maxTextScale"))
        title = title.scaled(by: scale)
        value = value.scaled(by: scale)
        titleHighlighted = titleHighlighted.scaled(by: scale)
        valueHighlighted = valueHighlighted.scaled(by: scale)
    }
}
