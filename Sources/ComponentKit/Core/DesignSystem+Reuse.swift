import DesignTokens

extension DesignSystem {
    /// Takes `earlier`'s layouts of the variants of every component whose token tables (its own
    /// and its dependencies', transitively) have the same content here, when both systems use the
    /// same fonts folder and the same component types; the rest are laid out as usual.
    ///
    /// A layout depends only on the component's code, its tables, the fonts and the variant's
    /// environment, so a taken layout is the one this system would compute.
    func reuseLayouts(of earlier: DesignSystem) {
        guard earlier.fonts.directory.standardizedFileURL == fonts.directory.standardizedFileURL,
            Self.identities(earlier.catalog) == Self.identities(catalog)
        else { return }
        var unchanged = Set<String>()
        for component in catalog.components {
            let names = Self.withDependencies([component]).map { $0.name }
            let same = names.allSatisfy { name in
                guard let mine = tokenTables[name], let theirs = earlier.tokenTables[name] else { return false }
                return mine.hasSameContent(as: theirs)
            }
            if same { unchanged.insert(component.name) }
        }
        guard !unchanged.isEmpty else { return }
        for variant in catalog.variants where unchanged.contains(variant.component) {
            if let entry = earlier.layouts[variant.id] { layouts[variant.id] = entry }
        }
    }

    /// The catalog's component types, as identities (not names: two catalogs may name a
    /// component alike and draw it differently).
    private static func identities(_ catalog: Catalog) -> [ObjectIdentifier] {
        catalog.components.map { ObjectIdentifier($0) }
    }
}
