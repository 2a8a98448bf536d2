import ComponentKit
import DesignTokens
import Rendering

/// The tokens an EBCounter reads, resolved for one state and theme.
struct EBCounterTokens {
    var background: Color
    var label: TextStyle
    var height: Double
    var minWidth: Double
    var paddingX: Double
    var slashPaddingX: Double
    var radius: Double

    /// - Parameter environment: the label grows with its text size up to `counter/maxTextScale`,
    ///   and the badge's height, minimum width and radius grow in proportion.
    init(_ table: TokenTable, state: EBCounter.State, theme: Theme, environment: RenderEnvironment = .standard) throws {
        let role: String =
            switch state {
            case .empty: "empty"
            case .filled: "active"
            }
        let mode = theme.tokenMode
        background = try table.color("counter/color/\(role)/bg", mode: mode)
        label = TextStyle(
            try table.typography("counter/typography/label", mode: mode),
            color: try table.color("counter/color/\(role)/label", mode: mode))
        height = try table.dimension("counter/size/height", mode: mode)
        minWidth = try table.dimension("counter/size/minWidth", mode: mode)
        paddingX = try table.dimension("counter/size/paddingX", mode: mode)
        slashPaddingX = try table.dimension("counter/size/slashPaddingX", mode: mode)
        radius = try table.dimension("counter/size/radius", mode: mode)
        let scale = min(environment.textSize.scale, try table.dimension("counter/maxTextScale", mode: mode))
        if scale != 1 {
            let base = label.typography.lineHeight
            label = label.scaled(by: scale)
            let grown = height - base + label.typography.lineHeight
            minWidth *= grown / height
            radius *= grown / height
            height = grown
        }
        label.isRightToLeft = environment.isRightToLeft
    }
}
