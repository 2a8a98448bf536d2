/// A linear gradient as DTCG writes it: colour stops at positions in 0…1.
///
/// The direction is not part of the token (DTCG leaves it to the renderer);
/// components draw token gradients left to right unless they say otherwise.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var position: Double

        public init(color: Color, position: Double) {
            self.color = color
            self.position = position
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }
}
