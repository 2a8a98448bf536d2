import Synchronization

/// A set of components the harness snapshots, in listing order: a value, so a package can
/// snapshot its own components, another package's catalog, or both.
///
/// ```swift
/// extension Catalog { public static let app = Catalog([Badge.self, OrderRow.self]) }
/// let system = try DesignSystem(catalog: .app + otherPackageCatalog)
/// ```
public struct Catalog: Sendable {
    /// The components, in listing order; names are unique.
    public let components: [any Component.Type]

    /// A catalog of `components`; a component listed twice keeps its first place.
    public init(_ components: [any Component.Type]) {
        var seen = Set<String>()
        self.components = components.filter { seen.insert($0.name).inserted }
    }

    /// Both catalogs' components, `lhs`'s first.
    public static func + (lhs: Catalog, rhs: Catalog) -> Catalog {
        Catalog(lhs.components + rhs.components)
    }

    /// The components' names, in listing order.
    package var componentNames: [String] {
        components.map { $0.name }
    }

    /// The component called `name`.
    package func component(named name: String) -> (any Component.Type)? {
        components.first { $0.name == name }
    }

    /// Every variant of every component.
    package var variants: [ComponentVariant] {
        components.flatMap { $0.variants }
    }
}

extension Component {
    /// This component's matrix, as variants (computed once per component type, then shared: the
    /// names are built from every prop, which a run would otherwise redo for each use).
    public static var variants: [ComponentVariant] {
        MatrixVariantsCache.shared.variants(of: Self.self) { matrix.variants }
    }
}

/// The variants of each component type's matrix, computed on first use.
final class MatrixVariantsCache: Sendable {
    static let shared = MatrixVariantsCache()
    private let variantsByType = Mutex<[ObjectIdentifier: [ComponentVariant]]>([:])

    func variants(of type: any Component.Type, compute: () -> [ComponentVariant]) -> [ComponentVariant] {
        let key = ObjectIdentifier(type)
        if let cached = variantsByType.withLock({ $0[key] }) { return cached }
        let variants = compute()
        variantsByType.withLock { $0[key] = variants }
        return variants
    }
}
