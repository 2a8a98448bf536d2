import DesignTokens

/// A replacement token table (a design system's `tokensDirectory`) whose modes are not the themes
/// its component's matrix renders.
///
/// The theme axis comes from the component's own table (``Component/themes``), so the variants and
/// their names stay those of the checked-in references. A replacement that declares another mode
/// changes no variant list: this note says so, rather than leaving the mode silently unrendered.
package struct OverriddenThemes: Sendable, Equatable, CustomStringConvertible {
    /// The component whose table was replaced.
    package let component: String
    /// The replacement file.
    package let file: String
    /// Themes the replacement declares that the matrix does not render.
    package let unrendered: [String]
    /// Themes the matrix renders that the replacement lacks: they show its base values.
    package let missing: [String]

    /// The difference between `table`'s themes and those `component`'s matrix renders, or nil when
    /// they are the same.
    init?(component: any Component.Type, table: TokenTable, file: String) {
        let declared = Theme.all(in: table).map(\.name), rendered = component.themes.map(\.name)
        guard Set(declared) != Set(rendered) else { return nil }
        self.component = component.name
        self.file = file
        unrendered = declared.filter { !rendered.contains($0) }
        missing = rendered.filter { !declared.contains($0) }
    }

    /// `Badge.tokens.json: declares the mode high-contrast, which the Badge matrix does not render (…)`.
    package var description: String {
        var parts: [String] = []
        if !unrendered.isEmpty {
            parts.append("declares \(Self.modes(unrendered)), which the \(component) matrix does not render")
        }
        if !missing.isEmpty {
            parts.append("lacks \(Self.modes(missing)), whose variants show its base values")
        }
        return "\(file): \(parts.joined(separator: "; ")) (the matrix's themes come from \(component)'s own table)"
    }

    /// `the mode sepia`, `the modes dark, sepia`.
    private static func modes(_ names: [String]) -> String {
        names.count == 1 ? "the mode \(names[0])" : "the modes \(names.joined(separator: ", "))"
    }
}
