/// Every component the harness snapshots, in listing order.
public enum Catalog {
    public static let components: [any Component.Type] = [
        EBCounter.self,
    ]

    /// Every variant of every component.
    public static var variants: [ComponentVariant] {
        components.flatMap { $0.variants }
    }
}

extension Component {
    /// This component's matrix, as variants.
    public static var variants: [ComponentVariant] { matrix.variants }
}
