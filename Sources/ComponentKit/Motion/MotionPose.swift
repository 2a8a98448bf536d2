import Rendering

/// Where a whole instance stands in one frame of a motion: moved, faded, scaled and turned.
///
/// Offsets are fractions of the frame's size, so a toast that "slides in from below" is
/// `MotionPose(offset: Point(x: 0, y: 1), opacity: 0)` whatever its height.
public struct MotionPose: Hashable, Sendable {
    /// The offset as fractions of the frame's width and height.
    public var offset: Point
    /// Opacity, 0…1.
    public var opacity: Double
    /// Scale about the centre (1: the natural size).
    public var scale: Double
    /// Radians, clockwise on screen.
    public var rotation: Double

    /// A pose; the defaults leave the instance as it is.
    public init(offset: Point = .zero, opacity: Double = 1, scale: Double = 1, rotation: Double = 0) {
        self.offset = offset
        self.opacity = opacity
        self.scale = scale
        self.rotation = rotation
    }

    /// In place, opaque, full size, upright.
    public static let identity = MotionPose()

    /// The pose `progress` of the way to `other` (0: this one, 1: `other`); each property moves
    /// linearly in the eased progress.
    package func tweened(to other: MotionPose, progress: Double) -> MotionPose {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return MotionPose(
            offset: Point(x: mix(offset.x, other.offset.x), y: mix(offset.y, other.offset.y)),
            opacity: mix(opacity, other.opacity), scale: mix(scale, other.scale), rotation: mix(rotation, other.rotation))
    }

    /// This pose without travel: only its opacity (what reduce motion keeps of a slide).
    package var inPlace: MotionPose { MotionPose(opacity: opacity) }
}
