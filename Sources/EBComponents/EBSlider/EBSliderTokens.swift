import ComponentKit
import DesignTokens
import Rendering

/// The tokens an EBSlider reads.
struct EBSliderTokens {
    var trackColor, fillColor, knobColor, knobBorder, haloColor, focusColor, tooltipBackground: Color
    var tooltipText: TextStyle
    var width, height, track, knob, knobPressed, halo, focusRing, focusOffset: Double
    var tooltipGap, tooltipPaddingX, tooltipPaddingY, tooltipRadius, disabledOpacity: Double

    /// - Parameter environment: the tooltip's text grows with its text size up to `slider/maxTextScale`.
    init(_ table: TokenTable, environment: RenderEnvironment = .standard) throws {
        func color(_ path: String) throws -> Color { try table.color(TokenPath("slider/color/" + path)) }
        func size(_ path: String) throws -> Double { try table.dimension(TokenPath("slider/size/" + path)) }
        trackColor = try color("track/bg")
        fillColor = try color("fill")
        knobColor = try color("knob/bg")
        knobBorder = try color("knob/border")
        haloColor = try color("knob/halo")
        focusColor = try color("knob/focusRing")
        tooltipBackground = try color("tooltip/bg")
        tooltipText = TextStyle(try table.typography("slider/typography/tooltip"), color: try color("tooltip/text"))
            .scaled(by: min(environment.textSize.scale, try table.dimension("slider/maxTextScale")))
        width = try size("width")
        height = try size("height")
        track = try size("track")
        knob = try size("knob")
        knobPressed = try size("knobPressed")
        halo = try size("halo")
        focusRing = try size("focusRing")
        focusOffset = try size("focusOffset")
        tooltipGap = try size("tooltipGap")
        tooltipPaddingX = try size("tooltipPaddingX")
        tooltipPaddingY = try size("tooltipPaddingY")
        tooltipRadius = try size("tooltipRadius")
        disabledOpacity = try table.dimension("slider/opacity/disabled")
    }
}
