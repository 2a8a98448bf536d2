/// A component's matrix without its generic type: what the listing and the text snapshot show.
public struct MatrixDescription: Sendable {
    public struct Pruned: Sendable, Hashable {
        public var name: String
        public var reason: String
        /// The props the pruned combination would have had.
        public var props: [Prop] = []
    }

    public var component: String
    /// Axis names with their number of sample values.
    public var axes: [(name: String, count: Int)]
    public var pruned: [Pruned]
    public var variants: [ComponentVariant]
}

extension VariantMatrix {
    public var description: MatrixDescription { description(variants: variants) }

    /// The description with `variants` (this matrix's, already computed).
    func description(variants: [ComponentVariant]) -> MatrixDescription {
        MatrixDescription(
            component: C.name,
            axes: axes.map { ($0.name, $0.valueCount) },
            pruned: pruned.map { MatrixDescription.Pruned(name: name(of: $0.instance), reason: $0.reason, props: $0.instance.props) },
            variants: variants)
    }
}

extension Component {
    public static var matrixDescription: MatrixDescription { matrix.description(variants: variants) }
}
