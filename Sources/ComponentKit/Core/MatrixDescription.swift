/// A component's matrix without its generic type: what the listing and the text snapshot show.
package struct MatrixDescription: Sendable {
    package struct Pruned: Sendable, Hashable {
        package var name: String
        package var reason: String
        /// The props the pruned combination would have had.
        package var props: [Prop] = []
    }

    package var component: String
    /// Axis names with their number of sample values.
    package var axes: [(name: String, count: Int)]
    package var pruned: [Pruned]
    package var variants: [ComponentVariant]
}

extension VariantMatrix {
    package var description: MatrixDescription { description(variants: variants) }

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
    package static var matrixDescription: MatrixDescription { matrix.description(variants: variants) }
}
