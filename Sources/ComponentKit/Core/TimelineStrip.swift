import DesignTokens
import Rendering

/// Lays out a timeline strip: one frame per pinned instant, stacked, each with a caption on the left.
///
/// Used by the timeline references of components that live in time (countdowns, timers).
package struct TimelineStrip: Sendable {
    /// One pinned instant: its caption and the component laid out at that instant.
    package struct Frame: Sendable {
        package var caption: String
        package var size: Size
        package var textRuns: [TextRun]
        package var draw: @Sendable (Canvas, RenderContext) throws -> Void

        package init(caption: String, size: Size, textRuns: [TextRun], draw: @escaping @Sendable (Canvas, RenderContext) throws -> Void) {
            self.caption = caption
            self.size = size
            self.textRuns = textRuns
            self.draw = draw
        }
    }

    package var background: Color
    package var caption: TextStyle
    package var captionWidth: Double
    package var padding: Double

    package init(background: Color, caption: TextStyle, captionWidth: Double, padding: Double) {
        self.background = background
        self.caption = caption
        self.captionWidth = captionWidth
        self.padding = padding
    }

    /// The frames stacked with `padding` around each, captions in a `captionWidth` column.
    package func layout(_ frames: [Frame], fonts: FontLibrary) throws -> TimelineLayout {
        let width = padding * 3 + captionWidth + (frames.map(\.size.width).max() ?? 0)
        let height = padding + frames.reduce(0) { $0 + $1.size.height + padding }
        var y = padding
        var placed: [TimelineLayout.Placed] = []
        for frame in frames {
            let caption = try fonts.run(
                frame.caption, style: caption, at: Point(x: padding, y: y + frame.size.height / 2 - caption.typography.lineHeight / 2))
            placed.append(TimelineLayout.Placed(caption: caption, origin: Point(x: padding * 2 + captionWidth, y: y), frame: frame))
            y += frame.size.height + padding
        }
        return TimelineLayout(size: Size(width: width, height: height), background: background, frames: placed)
    }
}

/// A timeline strip laid out: the background, and each frame with its caption and position.
package struct TimelineLayout: ComponentLayout {
    struct Placed: Sendable {
        var caption: TextRun
        var origin: Point
        var frame: TimelineStrip.Frame
    }

    /// The size in points of the whole strip.
    package var size: Size
    var background: Color
    var frames: [Placed]

    /// Every frame's runs and captions, in the strip's coordinates.
    package var textRuns: [TextRun] {
        frames.flatMap { placed in [placed.caption] + placed.frame.textRuns.map { $0.offset(by: placed.origin) } }
    }

    package func draw(on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(Rect(size: size), radius: 0), with: .color(background))
        for placed in frames {
            try canvas.draw(placed.caption)
            try canvas.translated(to: placed.origin) { try placed.frame.draw(canvas, context) }
        }
    }
}
