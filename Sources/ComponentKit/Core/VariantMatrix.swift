/// The variants of one component: the cartesian product of its axes, minus pruned combinations,
/// plus hand-picked samples and the legacy Figma variants mapped onto props.
///
/// ```swift
/// VariantMatrix(base: Badge("Shipped"))
///     .axis("count", \.count, [0, 1, 9, 10, 99, 100, 247])
///     .axis("limit", \.limit, [nil, 10])
///     .themes(\.theme)
///     .pruning("over the limit every count renders \"10+ / 10\"; count=99 shows it") { $0.limit == 10 && $0.count >= 100 }
///     .legacy("1200:3400", Badge("Shipped", tone: .warning))
/// ```
///
/// A variant's name lists the axes' props and any prop that differs from `base`, in the API's
/// order (`count-0_limit-10_theme-light`), so names are stable as long as the props are.
public struct VariantMatrix<C: Component>: Sendable {
    /// One axis: a prop and the sample values it takes.
    package struct Axis: Sendable {
        package let name: String
        package let valueCount: Int
        let settings: [@Sendable (inout C) -> Void]
    }

    /// A rule that removes combinations from the product, with the reason it is safe to.
    package struct Pruning: Sendable {
        package let reason: String
        let excludes: @Sendable (C) -> Bool
    }

    /// A legacy Figma variant and the props that reproduce it.
    package struct Legacy: Sendable {
        package let figmaNode: String
        package let instance: C
    }

    package let base: C
    package private(set) var axes: [Axis] = []
    package private(set) var prunings: [Pruning] = []
    package private(set) var samples: [C] = []
    package private(set) var legacy: [Legacy] = []
    /// Environments every variant is also rendered in (an environment axis), besides the
    /// component's stress environments on its default and legacy variants.
    package private(set) var environmentAxis: [RenderEnvironment] = []
    /// Props always named, besides the axes (e.g. a derived `state`).
    package private(set) var namedKeys: Set<String> = []

    /// A matrix of `base` alone: add axes, samples, prunings and legacy variants to it.
    public init(base: C) {
        self.base = base
    }

    /// Adds an axis over the prop at `keyPath`.
    public func axis<V: Sendable>(_ name: String, _ keyPath: WritableKeyPath<C, V> & Sendable, _ values: [V]) -> Self {
        var copy = self
        copy.axes.append(
            Axis(
                name: name, valueCount: values.count,
                settings: values.map { value in
                    { (instance: inout C) in instance[keyPath: keyPath] = value }
                }))
        return copy
    }

    /// Adds the `theme` axis over the prop at `keyPath`: every theme the component's token table
    /// declares (``Component/themes``), so a mode added to the table adds its variants.
    public func themes(_ keyPath: WritableKeyPath<C, Theme> & Sendable) -> Self {
        axis("theme", keyPath, C.themes)
    }

    /// Removes the combinations `excludes` matches; `reason` is shown in the matrix listing.
    public func pruning(_ reason: String, excludes: @escaping @Sendable (C) -> Bool) -> Self {
        var copy = self
        copy.prunings.append(Pruning(reason: reason, excludes: excludes))
        return copy
    }

    /// Always includes the props with these keys in variant names (derived props that the axes drive).
    public func naming(_ keys: String...) -> Self {
        var copy = self
        copy.namedKeys.formUnion(keys)
        return copy
    }

    /// Adds a hand-picked instance outside the product (an override, an edge case).
    public func sample(_ instance: C) -> Self {
        var copy = self
        copy.samples.append(instance)
        return copy
    }

    /// Maps a legacy Figma node to the instance that reproduces it (added when the product lacks it).
    public func legacy(_ figmaNode: String, _ instance: C) -> Self {
        var copy = self
        copy.legacy.append(Legacy(figmaNode: figmaNode, instance: instance))
        return copy
    }

    /// Renders every variant also in each of `environments`: `.environments([.reducedMotion])`
    /// gives each motion an entry of its own under reduced motion.
    public func environments(_ environments: [RenderEnvironment]) -> Self {
        var copy = self
        copy.environmentAxis += environments
        return copy
    }

    /// Every combination of the axes, before pruning.
    package var product: [C] {
        axes.reduce([base]) { partial, axis in
            partial.flatMap { instance in
                axis.settings.map { set in
                    var next = instance
                    set(&next)
                    return next
                }
            }
        }
    }

    /// The combinations that pruning removes, with the reason for each.
    package var pruned: [(instance: C, reason: String)] {
        product.compactMap { instance in
            prunings.first { $0.excludes(instance) }.map { (instance, $0.reason) }
        }
    }

    /// The variants to snapshot, in a stable order: product, then samples, then legacy-only ones.
    package var variants: [ComponentVariant] {
        let kept = product.filter { instance in !prunings.contains { $0.excludes(instance) } }
        var ordered: [(instance: C, figmaNode: String?)] = (kept + samples).map { ($0, nil) }
        for entry in legacy {
            if let index = ordered.firstIndex(where: { $0.instance.props == entry.instance.props }) {
                ordered[index].figmaNode = entry.figmaNode
            } else {
                ordered.append((entry.instance, entry.figmaNode))
            }
        }
        let standard = ordered.map { instance, node in
            ComponentVariant(component: C.name, name: name(of: instance), props: instance.props, figmaNode: node, instance: instance)
        }
        // The stress environments, on the default (base) variant and every legacy one.
        let stressed = ordered.filter { $0.instance.props == base.props || $0.figmaNode != nil }
        let extra = C.stressEnvironments.flatMap { environment in
            stressed.map { instance, node in
                ComponentVariant(
                    component: C.name, name: name(of: instance), props: instance.props, figmaNode: node, instance: instance,
                    environment: environment)
            }
        }
        let everywhere = environmentAxis.flatMap { environment in
            ordered.map { instance, node in
                ComponentVariant(
                    component: C.name, name: name(of: instance), props: instance.props, figmaNode: node, instance: instance,
                    environment: environment)
            }
        }
        return standard + extra + everywhere
    }

    /// `count-0_limit-10_theme-light`: axis props plus props that differ from `base`, in API order.
    package func name(of instance: C) -> String {
        let axisNames = Set(axes.map(\.name)).union(namedKeys)
        let baseProps = Dictionary(base.props.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return instance.props
            .filter { axisNames.contains($0.key) || baseProps[$0.key] != $0.value }
            .map(\.nameFragment)
            .joined(separator: "_")
    }
}
