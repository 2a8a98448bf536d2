import Rendering

/// A component laid out: the value ``Component/layout(in:proposedWidth:)`` computes and
/// ``Component/draw(_:on:in:)`` consumes.
///
/// It carries everything drawing needs (frames, text runs, resolved paints), so an instance is
/// laid out once per proposed width; its size comes from it too.
///
/// ```swift
/// struct Layout: ComponentLayout {
///     var size: Size
///     var label: TextRun
///     var background: Color
/// }
/// ```
public protocol ComponentLayout: Sendable {
    /// The size in points of the rendered image.
    var size: Size { get }

    /// The size the instance occupies in a layout (its Figma frame). Defaults to ``size``;
    /// larger images carry overlays such as a slider's floating tooltip.
    var frameSize: Size { get }

    /// The text it draws, in its own coordinates: tests check that no run leaves the image
    /// (at the largest text size, in the pseudo-locale). Empty by default.
    var textRuns: [TextRun] { get }

    /// For a motion's strip: its frames' times and size. nil (the default) for a still image.
    var motion: MotionSummary? { get }
}

extension ComponentLayout {
    /// The layout's ``size``.
    public var frameSize: Size { size }

    /// No text runs.
    public var textRuns: [TextRun] { [] }

    /// nil: a still image.
    public var motion: MotionSummary? { nil }
}
