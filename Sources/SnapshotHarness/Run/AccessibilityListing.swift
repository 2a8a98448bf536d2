import ComponentKit
import Foundation

/// Every variant's accessibility elements as text, kept as `Snapshots/<Component>/accessibility.txt`
/// and verified like `variants.txt`: a changed label, role, live region or touch target shows up in
/// review, and for a motion whether (and how) it honours reduce motion.
package enum AccessibilityListing {
    /// The reference path of a component's accessibility listing, relative to `Snapshots/`.
    package static func referencePath(component: String) -> String {
        "\(component)/accessibility.txt"
    }

    /// A header, then per variant its name and its elements in focus order, one per line.
    package static func text(for component: any Component.Type, system: DesignSystem) throws -> String {
        let variants = component.variants
        let minimum = AccessibilityElement.minimumTouchTarget
        var lines = [
            "# \(component.name) accessibility: \(variants.count) variants; elements in focus order; touch targets against \(minimum) pt"
        ]
        var failing = 0
        for variant in variants {
            let layout = try system.layout(of: variant)
            lines += block(of: variant, layout: layout)
            failing += layout.accessibilityElements.filter { $0.touchTargetPasses == false }.count
        }
        lines.insert("# \(failing) touch target(s) under \(minimum)", at: 1)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `variant`'s block: its name, then its elements in focus order and its motion's rule, indented.
    package static func block(of variant: ComponentVariant, layout: DrawableLayout) -> [String] {
        var lines = [variant.name]
        let elements = layout.accessibilityElements
        if elements.isEmpty { lines.append("  (no accessibility elements)") }
        for (index, element) in elements.enumerated() {
            lines.append("  \(index + 1). \(element.description)")
        }
        if let motion = layout.motion {
            let honours = motion.reduced.honoursReduceMotion ? "honours reduce motion" : "ignores reduce motion"
            lines.append("  motion \(motion.name): \(honours): \(motion.reduced.rawValue)")
        }
        return lines
    }
}
