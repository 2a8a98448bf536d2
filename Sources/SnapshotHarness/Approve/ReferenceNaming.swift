import ComponentKit
import SnapshotCore

/// The reference an entry of `last-run.json` may write, derived from the entry's id by the
/// catalog's naming rules: the manifest's `reference` field is a claim checked against it, never
/// a path used as it stands.
///
/// An id is `<Component>/<name>`, two file-safe parts (`A-Z a-z 0-9 . _ ~ -`, not starting with
/// `.`). Its reference is, relative to `Snapshots/`:
/// - a component's listings (`variants.txt`, `accessibility.txt`, `provenance.txt`), contact
///   sheets (`contact-sheet@1x.png`, `contact-sheet-2@1x.png`, …) and extra text references
///   (`announcements.txt`): the id itself;
/// - a motion's animation (`<variant>@<scale>x.animated.png`, ``MotionAnimation``): the id
///   itself, at the manifest's scale;
/// - a variant (any other name): `<Component>/<name>@<scale>x.png`.
///
/// With the catalog known (``init(system:)``), the component must be one of it, a variant one of
/// its variants and an extra text reference one the component makes; with ``rule`` alone (the
/// review server, which has no catalog), only the form is checked.
///
/// ```swift
/// let naming = ReferenceNaming(system: system)
/// try naming.reference(for: "EBCounter/count-1_limit-none_theme-light", scale: 2)
/// // "EBCounter/count-1_limit-none_theme-light@2x.png"
/// ```
public struct ReferenceNaming: Sendable {
    /// What the catalog makes, when known.
    struct Known: Sendable {
        var components: Set<String>
        var variants: Set<String>
        /// Extra text references, by path (`CountdownTimer/announcements.txt`).
        var texts: Set<String>
    }

    let known: Known?

    /// The naming rules alone, for a caller without the catalog.
    public static let rule = ReferenceNaming(known: nil)

    init(known: Known?) { self.known = known }

    /// The rules and what `system`'s catalog makes. A component whose extra text references
    /// cannot be produced here offers none (an entry for one is then refused).
    package init(system: DesignSystem) {
        let components = system.catalog.components
        let texts = components.flatMap { component in
            ((try? system.textSnapshots(of: component)) ?? []).map { "\(component.name)/\($0.name)" }
        }
        self.init(
            known: Known(
                components: Set(system.catalog.componentNames), variants: Set(system.catalog.variants.map(\.id)), texts: Set(texts)))
    }

    /// The path, relative to `Snapshots/`, of the reference of `id` at `scale`.
    ///
    /// - Throws: ``SnapshotError/untrustedManifest(id:problem:)`` for an id of another form, or
    ///   one the catalog does not make.
    package func reference(for id: String, scale: Int) throws(SnapshotError) -> String {
        let parts = PathBytes.components(of: id, omittingEmpty: false)
        guard parts.count == 2, Self.isFileSafe(parts[0]),
            Self.isFileSafe(parts[1]) || Self.isContactSheet(parts[1]) || MotionAnimation.isAnimation(parts[1])
        else {
            throw .untrustedManifest(id: id, problem: "is not of the form Component/name (file-safe, not hidden)")
        }
        let (component, name) = (parts[0], parts[1])
        if let known, !known.components.contains(component) {
            throw .untrustedManifest(id: id, problem: "names no component of this catalog")
        }
        if let strip = MotionAnimation.strip(of: id) {
            return try animation(id, strip: strip, scale: scale)
        }
        if Self.isListing(component: component, name: name) || Self.isContactSheet(name) {
            return id
        }
        if name.hasSuffix(".txt") {
            if let known, !known.texts.contains(id) {
                throw .untrustedManifest(id: id, problem: "is no text reference \(component) makes")
            }
            return id
        }
        if let known, !known.variants.contains(id) {
            throw .untrustedManifest(id: id, problem: "is no variant of this catalog")
        }
        return "\(id)@\(scale)x.png"
    }

    /// The animation `id` (`<Component>/<variant>@<scale>x.animated.png`, whose strip is
    /// `strip`) as its own reference: a variant's at the manifest's `scale`, of this catalog when known.
    private func animation(_ id: String, strip: String, scale: Int) throws(SnapshotError) -> String {
        let suffix = "@\(scale)x.png"
        let variant = String(strip.dropLast(suffix.count))
        guard strip.hasSuffix(suffix), let slash = variant.firstIndex(of: "/"),
            Self.isFileSafe(String(variant[variant.index(after: slash)...]))
        else {
            throw .untrustedManifest(id: id, problem: "is no animation of a variant at scale \(scale) (<variant>@\(scale)x.animated.png)")
        }
        if let known, !known.variants.contains(variant) {
            throw .untrustedManifest(id: id, problem: "is the animation of no variant of this catalog")
        }
        return id
    }

    /// `A-Z a-z 0-9 . _ ~ -`, not empty and not starting with `.` (what variant names are made of).
    static func isFileSafe(_ part: String) -> Bool {
        !part.isEmpty && !part.hasPrefix(".")
            && part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._~-".unicodeScalars.contains($0))
            }
    }

    /// Whether `name` is one of the listings every component has.
    static func isListing(component: String, name: String) -> Bool {
        let path = "\(component)/\(name)"
        return path == VariantListing.referencePath(component: component)
            || path == AccessibilityListing.referencePath(component: component)
            || path == ProvenanceListing.referencePath(component: component)
    }

    /// Whether `name` is a contact-sheet page: `contact-sheet@1x.png`, or `contact-sheet-N@1x.png` for N ≥ 2.
    static func isContactSheet(_ name: String) -> Bool {
        let suffix = "@\(ContactSheet.scale)x.png"
        guard name.hasPrefix(ContactSheet.fileStem), name.hasSuffix(suffix) else { return false }
        let stem = name.dropLast(suffix.count)
        if stem == ContactSheet.fileStem { return true }
        guard stem.hasPrefix(ContactSheet.fileStem + "-"), let page = Int(stem.dropFirst(ContactSheet.fileStem.count + 1)) else {
            return false
        }
        return page >= 2 && ContactSheet.stem(page: page) == stem
    }
}
