import ComponentKit
import DesignTokens
import Rendering

/// The tokens one EBToast reads for its appearance, theme and size.
struct EBToastTokens {
    var background, border, icon: Color
    var message, action: TextStyle
    var width, paddingX, paddingY, gap, iconSize, radius: Double
    var maxLines: Int

    /// - Parameter environment: text grows with its text size, up to `toast/maxTextScale`, and runs right to left in RTL.
    init(
        _ table: TokenTable, appearance: EBToast.Appearance, theme: Theme, size: EBToast.ToastSize,
        environment: RenderEnvironment = .standard
    ) throws {
        let palette: String =
            switch appearance {
            case .neutral: "main/toast/default/"
            case .destructive: "main/toast/error/"
            case .pending: "main/toast/pending/"
            }
        // Themed tokens: the light value, the dark one in `$extensions.modes` (the error palette has none).
        func color(_ role: String) throws -> Color { try table.color(TokenPath(palette + role), mode: theme.tokenMode) }
        background = try color("bg")
        border = try color("border")
        icon = try color(appearance == .pending ? "spinner" : "icon")
        let label = try color("label")
        let textScale = min(environment.textSize.scale, try table.dimension("toast/maxTextScale"))
        let rtl = environment.isRightToLeft
        message = TextStyle(try table.typography(TokenPath("toast/typography/\(size.rawValue)/message")), color: label, isRightToLeft: rtl)
            .scaled(by: textScale)
        action = TextStyle(try table.typography(TokenPath("toast/typography/\(size.rawValue)/action")), color: label, isRightToLeft: rtl)
            .scaled(by: textScale)
        func dimension(_ name: String) throws -> Double { try table.dimension(TokenPath("toast/size/\(size.rawValue)/" + name)) }
        width = try table.dimension("toast/size/width")
        paddingX = try dimension("paddingX")
        paddingY = try dimension("paddingY")
        gap = try dimension("gap")
        iconSize = try dimension("icon")
        radius = try dimension("radius")
        maxLines = Int(try table.dimension("toast/maxLines"))
    }
}
