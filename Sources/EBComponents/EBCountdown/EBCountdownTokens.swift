import ComponentKit
import DesignTokens
import Rendering

/// The tokens one EBCountdown reads, resolved for its style, theme and state.
struct EBCountdownTokens {
    var background: Fill
    /// Light mode only: dark mode is a solid fill without border.
    var border: Color?
    /// Number colour (bars) or text colour (pill).
    var number: Color
    var unit: Color
    var colon: Color
    var icon: Color
    var numberType: Typography
    var unitType: Typography
    var pillType: Typography
    var metrics: EBCountdownMetrics

    init(_ table: TokenTable, style: EBCountdown.Style, theme: Theme, state: CountdownState) throws {
        // Themed tokens: the light value, the dark one in `$extensions.modes` (aliases of the
        // seed's `countdown/{style}/{mode}/{state}/…` palette).
        let base = TokenPath("countdown/\(style.rawValue)/\(state.rawValue)")
        let mode = theme.tokenMode
        background = try table.fill(base.appending("bg"), mode: mode)
        border = try Self.border(table.color(base.appending("border"), mode: mode))
        switch style {
        case .one, .per:
            number = try table.color(base.appending("number"), mode: mode)
            unit = try table.color(base.appending("unit"), mode: mode)
            colon = try table.color(base.appending("colon"), mode: mode)
            icon = number
        case .pill:
            number = try table.color(base.appending("text"), mode: mode)
            icon = try table.color(base.appending("icon"), mode: mode)
            unit = number
            colon = number
        }
        numberType = try table.typography("countdown/typography/number")
        unitType = try table.typography("countdown/typography/unit")
        pillType = try table.typography("countdown/typography/pill")
        metrics = try EBCountdownMetrics(table, theme: theme)
    }

    /// A border token, or nil where the theme draws none (dark: fully transparent).
    static func border(_ color: Color) -> Color? { color.alpha == 0 ? nil : color }

    /// The expiring threshold in whole seconds.
    static func thresholdSeconds(_ table: TokenTable) throws -> Int {
        Int(try table.duration("countdown/threshold").rounded())
    }
}

/// Sizes from the token table, in points.
struct EBCountdownMetrics {
    var oneWidth, oneHeight, oneRadius, onePaddingX: Double
    var boxWidth, boxPaddingX, perHeight, perGap, perRadius: Double
    var pillHeight, pillPaddingX, iconSize, iconGap: Double
    var dot, dotSpacing, cellGap: Double

    init(_ table: TokenTable, theme: Theme) throws {
        let mode = theme.tokenMode
        func size(_ path: String) throws -> Double { try table.dimension(TokenPath("countdown/size/" + path), mode: mode) }
        oneWidth = try size("one/width")
        oneHeight = try size("one/height")
        oneRadius = try size("one/radius")
        onePaddingX = try size("one/paddingX")
        boxWidth = try size("per/boxWidth")
        boxPaddingX = try size("per/boxPaddingX")
        perHeight = try size("per/height")
        perGap = try size("per/gap")
        perRadius = try size("per/radius")
        pillHeight = try size("pill/height")
        pillPaddingX = try size("pill/paddingX")
        iconSize = try size("pill/iconSize")
        iconGap = try size("pill/iconGap")
        dot = try size("colon/dot")
        dotSpacing = try size("colon/spacing")
        cellGap = try size("cell/gap")
    }
}
