import ComponentKit
import Foundation
import SnapshotCauses

/// Every variant's provenance as text, kept as `Snapshots/<Component>/provenance.txt` and verified
/// like `variants.txt`: a pull request shows `toast.size.small.paddingX [base] = 12px → 13px`
/// beside the images it moved, and a failed check is explained from it (``FailureCause``).
package enum ProvenanceListing {
    /// The reference path of a component's provenance, relative to `Snapshots/`.
    package static func referencePath(component: String) -> String {
        "\(component)/provenance.txt"
    }

    /// A header, then per variant its name and its facts, one per line, indented.
    package static func text(for component: any Component.Type, system: DesignSystem) throws -> String {
        let variants = component.variants
        var lines = [
            "# \(component.name) provenance: \(variants.count) variants; what each image was made from, one fact a line:",
            "# size, token <path> [<mode>] = <value>  ← <aliases>  @ <file>, text #n = <text, style, frame>, part #n <role> = <label, frame>,",
            "# draw <component> <part> = <digest of the calls it drew>",
        ]
        for variant in variants {
            lines += block(of: variant, provenance: try system.provenance(of: variant))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `variant`'s block: its name, then its facts, indented.
    package static func block(of variant: ComponentVariant, provenance: Provenance) -> [String] {
        [variant.name] + provenance.lines.map { "  " + $0 }
    }
}
