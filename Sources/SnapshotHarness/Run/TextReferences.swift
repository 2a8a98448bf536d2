import ComponentKit

/// The text references of a component: its variant listing, its accessibility listing, its
/// provenance, and what it contributes itself.
package enum TextReferences {
    /// (path relative to `Snapshots/`, content) for `component`; without its provenance when `provenance` is false.
    package static func all(for component: any Component.Type, system: DesignSystem, provenance: Bool = true) throws -> [(
        path: String, text: String
    )] {
        try each(for: component, system: system, provenance: provenance).map { ($0.path, try $0.text.get()) }
    }

    /// Each text reference of `component` with its content, or the error making it gave: a
    /// listing that cannot be made is filed under its own path, and the others are still made.
    /// The component's own references come last; when listing them fails, the error is filed
    /// under ``ownReferencesPath(component:)``.
    package static func each(for component: any Component.Type, system: DesignSystem, provenance: Bool = true) -> [(
        path: String, text: Result<String, any Error>
    )] {
        var references: [(path: String, text: Result<String, any Error>)] = [
            (
                VariantListing.referencePath(component: component.name),
                Result { try VariantListing.text(for: component.matrixDescription, system: system) }
            ),
            (
                AccessibilityListing.referencePath(component: component.name),
                Result { try AccessibilityListing.text(for: component, system: system) }
            ),
        ]
        if provenance {
            references.append(
                (
                    ProvenanceListing.referencePath(component: component.name),
                    Result { try ProvenanceListing.text(for: component, system: system) }
                ))
        }
        do {
            references += try system.textSnapshots(of: component).map { ("\(component.name)/\($0.name)", .success($0.text)) }
        } catch {
            references.append((ownReferencesPath(component: component.name), .failure(error)))
        }
        return references
    }

    /// The id an error listing `component`'s own text references is filed under (their names unknown).
    package static func ownReferencesPath(component: String) -> String { "\(component)/(its own text references)" }
}

extension TextReferences {
    /// The paths (relative to `Snapshots/`) of every text reference of `system`'s catalog.
    package static func paths(in system: DesignSystem) throws -> [String] {
        try system.catalog.components.flatMap { try all(for: $0, system: system).map(\.path) }
    }
}
