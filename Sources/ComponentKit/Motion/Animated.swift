import DesignTokens
import Foundation
import Rendering

/// The motions of an ``Animating`` component as a component of their own, `<Component>Motion`:
/// one variant per motion, each also under reduced motion (`…_env-reduce-motion`), each drawn
/// as a strip of its frames left to right in equal cells, without labels.
///
/// Its variants are references like any other: recorded, verified, listed with their provenance
/// (the motion's timing token is one of its reads) and shown in the report and the gallery.
public struct Animated<C: Animating>: Component {
    /// The motion this instance shows.
    public var motion: Motion<C>

    /// The strip of `motion`.
    public init(_ motion: Motion<C>) {
        self.motion = motion
    }

    /// `<Component>Motion`: `BadgeMotion`.
    public static var name: String { C.name + "Motion" }
    /// The animated component's token file.
    public static var tokenFile: String { C.tokenFile }
    /// The animated component's token table.
    public static var tokenTableURL: URL? { C.tokenTableURL }
    /// The animated component's dependencies.
    public static var dependencies: [any Component.Type] { C.dependencies }
    /// Validates as the animated component does.
    public static func validate(_ tokens: TokenTable) throws { try C.validate(tokens) }

    /// The space between two frames of a strip, in points.
    package static var frameGap: Double { 8 }

    /// The motion's name, as the one prop.
    public var props: [Prop] { [Prop("motion", motion.name)] }

    /// Every declared motion, and each again under reduced motion.
    public static var matrix: VariantMatrix<Animated<C>> {
        let motions = C.motions.map(Animated.init)
        guard let first = motions.first else {
            preconditionFailure("\(C.name) is Animating but declares no motions")
        }
        return VariantMatrix(base: first).axis("motion", \.self, motions).environments([.reducedMotion])
    }

    /// The two end states laid out once, and for each sampled time what to draw.
    public struct Layout: ComponentLayout {
        /// One instance drawn in a frame: the state whose `draw` draws it, its layout and its pose.
        struct Layer: Sendable {
            var instance: C
            var layout: C.Layout
            var pose: MotionPose
        }

        var summary: MotionSummary
        var frames: [[Layer]]
        /// The last frame's layout: the end state as the strip draws it.
        var end: C.Layout
        /// The size both states fit in, and where it sits in each cell.
        var content: Size
        var inset: Point

        /// The size of the whole strip.
        public var size: Size { summary.stripSize }
        /// The last frame's runs, where the strip's first cell would draw them.
        public var textRuns: [TextRun] { end.textRuns.map { $0.offset(by: inset) } }
        /// The strip's frames' times and size.
        public var motion: MotionSummary? { summary }
    }

    /// Lays out both end states once and the strip of frames between them.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let schedule = try MotionSchedule(motion, tokens: context.tokens)
        let start = try motion.from.layout(in: context, proposedWidth: proposedWidth)
        let end = try motion.to.layout(in: context, proposedWidth: proposedWidth)
        let content = Size(
            width: Size.wholePoints(max(start.size.width, end.size.width)),
            height: Size.wholePoints(max(start.size.height, end.size.height)))
        let reduce = context.environment.reduceMotion
        let times = schedule.frameTimes(count: motion.frameCount)
        let frames = times.map { time in layers(at: time, of: schedule, start: start, end: end, reduce: reduce) }
        // A pose that grows past full size (an overshooting curve) gets room: the cell grows and
        // the content sits in its middle, on whole points.
        let growth = max(1, frames.joined().map(\.pose.scale).max() ?? 1)
        let cell = Size(width: Size.wholePoints(content.width * growth), height: Size.wholePoints(content.height * growth))
        let inset = Point(x: ((cell.width - content.width) / 2).rounded(.down), y: ((cell.height - content.height) / 2).rounded(.down))
        var summary = MotionSummary(
            name: motion.name, frameTimes: times, frameSize: cell, gap: Self.frameGap, reduced: motion.reduced,
            underReducedMotion: reduce)
        summary.holds = schedule.holds(between: times)
        summary.notes = notes(schedule: schedule, start: start.size, end: end.size, content: content)
        // The last frame's layout (the end state as the strip draws it) gives the strip's text and elements.
        let last = MotionProgress(1).layout(of: motion, from: start, to: end)
        return Layout(summary: summary, frames: frames, end: last, content: content, inset: inset)
    }

    /// What the frame times alone do not say: when each timed part runs, the one size frames keep
    /// when the end states differ in size, and the motion's own note.
    func notes(schedule: MotionSchedule, start: Size, end: Size, content: Size) -> [String] {
        var notes: [String] = []
        if let spans = schedule.spansText {
            notes.append("timed in parts, \(motion.frameCount) frames over each span: " + spans)
        }
        let times = schedule.frameTimes(count: motion.frameCount)
        for (index, milliseconds) in schedule.holds(between: times).sorted(by: { $0.key < $1.key }) {
            notes.append(
                "held \(Size.format(milliseconds)) ms between \(Size.format(times[index])) and \(Size.format(times[index + 1])) ms: "
                    + "drawn as \(Size.format((milliseconds / 1000 * MotionSummary.holdPointsPerSecond).rounded())) pt of space")
        }
        let whole = { (size: Size) in Size(width: Size.wholePoints(size.width), height: Size.wholePoints(size.height)) }
        if whole(start) != whole(end) {
            notes.append("frames keep one size, \(content), for both ends: the start is \(whole(start)), the end \(whole(end))")
        }
        if let note = motion.note { notes.append(note) }
        return notes
    }

    /// What the frame at `time` draws, following the reduced-motion rule when `reduce`.
    func layers(at time: Double, of schedule: MotionSchedule, start: C.Layout, end: C.Layout, reduce: Bool) -> [Layout.Layer] {
        let tweened = { (progress: MotionProgress) in progress.layout(of: motion, from: start, to: end) }
        let progress = schedule.progress(atMilliseconds: time)
        let pose = motion.fromPose.tweened(to: motion.toPose, progress: progress.value)
        let instance = progress.value < 0.5 ? motion.from : motion.to
        guard reduce else { return [Layout.Layer(instance: instance, layout: tweened(progress), pose: pose)] }
        switch motion.reduced {
        case .unchanged:
            return [Layout.Layer(instance: instance, layout: tweened(progress), pose: pose)]
        case .fadeInPlace:
            return [Layout.Layer(instance: instance, layout: tweened(progress), pose: pose.inPlace)]
        case .jump:
            // Each timing changes at once when its delay is over: the whole motion after the start.
            let jumped = schedule.jumped(atMilliseconds: time)
            return [
                Layout.Layer(
                    instance: jumped.value < 1 ? motion.from : motion.to, layout: tweened(jumped),
                    pose: motion.fromPose.tweened(to: motion.toPose, progress: jumped.value).inPlace)
            ]
        case .crossFade:
            var layers = [Layout.Layer(instance: motion.from, layout: tweened(MotionProgress(0)), pose: motion.fromPose.inPlace)]
            if progress.value > 0 {
                var faded = motion.toPose.inPlace
                faded.opacity *= min(max(progress.value, 0), 1)
                layers.append(Layout.Layer(instance: motion.to, layout: tweened(MotionProgress(1)), pose: faded))
            }
            return layers
        }
    }

    /// Draws each frame of the strip: the tweened layout, posed.
    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        let cell = layout.summary.frameSize, inset = layout.inset
        let clip = Rect(x: -inset.x, y: -inset.y, width: cell.width, height: cell.height)
        let center = Point(x: layout.content.width / 2, y: layout.content.height / 2)
        for (index, layers) in layout.frames.enumerated() {
            let origin = layout.summary.frame(index).origin
            try canvas.translated(to: Point(x: origin.x + inset.x, y: origin.y + inset.y)) {
                for layer in layers where layer.pose.opacity > 0 {
                    let offset = Point(x: layer.pose.offset.x * cell.width, y: layer.pose.offset.y * cell.height)
                    try canvas.transformed(
                        offset: offset, scale: layer.pose.scale, rotation: layer.pose.rotation, about: center, clip: clip
                    ) {
                        // Each frame is the component's own drawing: an edit to it names the component.
                        let draw = { try layer.instance.drawNested(layer.layout, on: canvas, in: context) }
                        if layer.pose.opacity >= 1 { try draw() } else { try canvas.withOpacity(layer.pose.opacity, draw) }
                    }
                }
            }
        }
    }

    /// The end state's elements, as the last frame lays them out and the first frame's cell places them.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        try motion.to.accessibilityElements(of: layout.end, in: context).map { element in
            var placed = element
            placed.frame.origin = Point(x: element.frame.minX + layout.inset.x, y: element.frame.minY + layout.inset.y)
            return placed
        }
    }
}
