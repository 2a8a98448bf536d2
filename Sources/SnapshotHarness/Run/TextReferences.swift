import ComponentKit

/// The text references of a component: its variant listing, its accessibility listing, its
/// provenance, and what it contributes itself.
package enum TextReferences {
    /// (path relative to `Snapshots/`, content) for `component`; without its provenance when `provenance` is false.
    package static func all(for component: any Component.Type, system: DesignSystem, provenance: Bool = true) throws -> [(
        path: String, text: String
    )] {
        let listing = (
            VariantListing.referencePath(component: component.name),
            try VariantListing.text(for: component.matrixDescription, system: system)
        )
        let accessibility = (
            AccessibilityListing.referencePath(component: component.name), try AccessibilityListing.text(for: component, system: system)
        )
        let facts =
            provenance
            ? [(ProvenanceListing.referencePath(component: component.name), try ProvenanceListing.text(for: component, system: system))]
            : []
        let extra = try system.textSnapshots(of: component).map { ("\(component.name)/\($0.name)", $0.text) }
        return [listing, accessibility] + facts + extra
    }
}

extension TextReferences {
    /// The paths (relative to `Snapshots/`) of every text reference of `system`'s catalog.
    package static func paths(in system: DesignSystem) throws -> [String] {
        try system.catalog.components.flatMap { try all(for: $0, system: system).map(\.path) }
    }
}
