/// A component that declares motions: the harness adds an ``Animated`` component for it
/// (named `<Component>Motion`) whose variants are the motions, each also under reduced motion.
///
/// ```swift
/// extension Badge: Animating {
///     public static var motions: [Motion<Badge>] { [Motion("appear", from: .sample, to: .sample, …)] }
/// }
/// extension Catalog { public static let app = Catalog([Badge.self, Animated<Badge>.self]) }
/// ```
public protocol Animating: Component {
    /// The motions, in matrix order; names are unique.
    static var motions: [Motion<Self>] { get }
}
