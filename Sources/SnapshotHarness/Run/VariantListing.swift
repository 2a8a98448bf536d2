import ComponentKit
import Foundation
import Rendering
import SnapshotCore

/// The variant list of a component as text: the matrix's own snapshot, kept as
/// `Snapshots/<Component>/variants.txt` so a matrix change shows up in review.
package enum VariantListing {
    /// The reference path of a component's listing, relative to `Snapshots/`.
    package static func referencePath(component: String) -> String {
        "\(component)/variants.txt"
    }

    /// One line per variant (`name  W×H  figma=node`), after a header naming axes and pruned
    /// combinations; a motion's line gives its frames and their times, and its notes follow it,
    /// indented, a line each.
    package static func text(for matrix: MatrixDescription, system: DesignSystem) throws -> String {
        let axes = matrix.axes.map { "\($0.name) (\($0.count))" }.joined(separator: " × ")
        var lines = ["# \(matrix.component): \(matrix.variants.count) variants; axes \(axes)"]
        lines += matrix.pruned.map { "# pruned \($0.name): \($0.reason)" }
        var environments: [String] = [], everywhere: [String] = []
        // Stress environments render the default and legacy variants; an environment axis all of them.
        let stress = Set(system.catalog.component(named: matrix.component)?.stressEnvironments ?? [])
        for variant in matrix.variants where variant.environment != .standard {
            let name = "\(variant.environment)"
            guard !environments.contains(name), !everywhere.contains(name) else { continue }
            if stress.contains(variant.environment) { environments.append(name) } else { everywhere.append(name) }
        }
        if !environments.isEmpty {
            lines.append("# stress environments on the default and legacy variants: " + environments.joined(separator: ", "))
        }
        if !everywhere.isEmpty {
            lines.append("# every variant also in: " + everywhere.joined(separator: ", "))
        }
        for variant in matrix.variants {
            lines += block(of: variant, layout: try system.layout(of: variant))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `variant`'s block: one line, `name  W×H  figma=node`, and a motion's frames.
    package static func block(of variant: ComponentVariant, layout: DrawableLayout) -> [String] {
        var line = "\(variant.name)  \(layout.frameSize)"
        if let node = variant.figmaNode { line += "  figma=\(node)" }
        if let motion = layout.motion {
            line += "  \(motion.frameTimes.count) frames of \(motion.frameSize) at \(motion.timesText)"
        }
        let notes = (layout.motion?.notes ?? []).map { "  " + ControlCharacters.visible($0.replacingOccurrences(of: "\n", with: " ")) }
        return [line] + notes
    }
}
