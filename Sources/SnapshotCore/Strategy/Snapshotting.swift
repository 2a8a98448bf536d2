/// A strategy for snapshotting `Value` as `Format`: how to produce the format and how to diff it.
///
/// Strategies compose with ``pullback(_:)``: a strategy for images becomes one for component
/// variants by first rendering the variant.
///
/// ```swift
/// let pages: Snapshotting<Page, RGBAImage> =
///     .image(tolerance: .exact).pullback { page in try page.render(scale: 2) }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// File extension of references written with this strategy.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Produces the snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy snapshotting values with `snapshot` into files ending in `pathExtension`.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that transforms it into `Value` first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value))
        }
    }
}
