import DesignTokens
import Rendering

/// Lays out a timeline strip: one frame per pinned instant, stacked, each with a caption on the left.
///
/// Used by the timeline references of components that live in time (EBCountdown, CountdownTimer).
struct TimelineStrip {
    struct Frame {
        var caption: String
        var size: Size
        var draw: (Canvas) throws -> Void
    }

    var background: Color
    var caption: TextStyle
    var captionWidth: Double
    var padding: Double

    func size(of frames: [Frame]) -> Size {
        let width = padding * 3 + captionWidth + (frames.map(\.size.width).max() ?? 0)
        let height = padding + frames.reduce(0) { $0 + $1.size.height + padding }
        return Size(width: width, height: height)
    }

    func draw(_ frames: [Frame], on canvas: Canvas) throws {
        try canvas.fill(.roundedRect(Rect(size: size(of: frames)), radius: 0), with: .color(background))
        var y = padding
        for frame in frames {
            try canvas.draw(
                frame.caption, style: caption, at: Point(x: padding, y: y + frame.size.height / 2 - caption.typography.lineHeight / 2))
            try canvas.translated(to: Point(x: padding * 2 + captionWidth, y: y)) { try frame.draw(canvas) }
            y += frame.size.height + padding
        }
    }
}
