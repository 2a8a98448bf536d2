import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// One edit a pull request makes to the Chip, for the cause tests: a type of its own per edit
/// (the runner renders on threads of its own, so the edit cannot be a setting).
package protocol ChipEdit: Sendable {
    /// Labels of selected light chips the matrix samples beside the Chip's own variants.
    static var samples: [String] { get }
    /// The name the background token is read under (`bg` on the Chip).
    static var background: String { get }
    /// Whether a selected chip draws a dot at its trailing end (the part `mark`).
    static var marksSelection: Bool { get }
}

extension ChipEdit {
    package static var samples: [String] { [] }
    package static var background: String { "bg" }
    package static var marksSelection: Bool { false }
}

/// A drawing edit: a selected chip marks itself with a dot (the part `mark`).
package enum ChipMarksSelection: ChipEdit {
    package static var marksSelection: Bool { true }
}

/// A matrix edit: two labels sampled beside the Chip's variants.
package enum ChipSamplesMoreLabels: ChipEdit {
    package static var samples: [String] { ["Open now", "Closed"] }
}

/// A rename: the background read as `fill` (the table renames `bg` to `fill`, values unchanged).
package enum ChipReadsFill: ChipEdit {
    package static var background: String { "fill" }
}

/// The ``Chip`` after `Edit`: the same name, table, props and variant names, so it verifies
/// against the Chip's references.
package struct EditedChip<Edit: ChipEdit>: Component {
    package var label: String
    package var selected: Bool
    package var theme: Theme

    package init(label: String, selected: Bool, theme: Theme) {
        self.label = label
        self.selected = selected
        self.theme = theme
    }

    package static var name: String { Chip.name }
    package static var tokenTableURL: URL? { Chip.tokenTableURL }
    package static var tokenFile: String { Chip.tokenFile }

    package static var matrix: VariantMatrix<EditedChip> {
        Edit.samples.reduce(
            VariantMatrix(base: EditedChip(label: "Nearby", selected: false, theme: .light)).axis("selected", \.selected, [false, true])
                .themes(\.theme)
        ) { matrix, label in matrix.sample(EditedChip(label: label, selected: true, theme: .light)) }
    }

    package var props: [Prop] { [Prop("label", label), Prop("selected", String(selected)), Prop("theme", theme.name)] }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Chip.Layout {
        try Chip.layout(
            label, tokens: Chip.tokens(context.tokens, selected: selected, theme: theme, background: Edit.background), in: context)
    }

    package func draw(_ layout: Chip.Layout, on canvas: Canvas, in context: RenderContext) throws {
        try Chip.draw(layout, on: canvas)
        guard Edit.marksSelection, selected else { return }
        try canvas.part("mark") {
            let center = Point(x: layout.size.width - layout.size.height / 2, y: layout.size.height / 2)
            try canvas.fill(.circle(center: center, radius: 2), with: .color(layout.label.style.color))
        }
    }

    package func accessibilityElements(of layout: Chip.Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        try Chip(label: label, selected: selected, theme: theme).accessibilityElements(of: layout, in: context)
    }
}
