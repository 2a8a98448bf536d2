/// A linear gradient as DTCG writes it: colour stops at positions in 0…1.
///
/// The direction is not part of the token (DTCG leaves it to the renderer);
/// components draw token gradients left to right unless they say otherwise.
public struct Gradient: Hashable, Sendable {
    /// A colour at a position along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop sits, 0 (start) to 1 (end).
        public var position: Double

        /// A stop from its colour and position.
        public init(color: Color, position: Double) {
            self.color = color
            self.position = position
        }
    }

    /// The stops, in order of position.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }
}
