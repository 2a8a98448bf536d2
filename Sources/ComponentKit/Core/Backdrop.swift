import DesignTokens
import Rendering

/// What a variant is shown on in contact sheets and the gallery: the screen it sits on in the
/// app, so a dark theme's light text is drawn on a dark cell, never lost on the sheet's light one.
///
/// A component names a colour token of its table with ``Component/backdropToken``, read in each
/// variant's theme; without one, the cell follows the theme's name (``byTheme(_:)``). It changes
/// only how variants are presented side by side: a variant's own image is drawn on nothing
/// (transparent) as ever.
package enum Backdrop {
    /// The light cell sheets have always used.
    package static let lightColor = Color(red: 0xF1, green: 0xF3, blue: 0xF7)
    /// A dark cell, near a dark theme's screen.
    package static let darkColor = Color(red: 0x1C, green: 0x21, blue: 0x28)

    /// A dark cell for a theme whose name has a `dark` or `night` part (`dark`,
    /// `high-contrast-dark`, `Night`), the light cell for every other theme and for a variant
    /// without one.
    package static func byTheme(_ theme: Theme?) -> Color {
        guard let theme else { return lightColor }
        let parts = theme.name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return parts.contains { $0 == "dark" || $0 == "night" } ? darkColor : lightColor
    }
}

extension ComponentVariant {
    /// The variant's theme: its `theme` prop (what ``VariantMatrix/themes(_:)`` names), nil when it has none.
    package var theme: Theme? { props.first { $0.key == "theme" }.map { Theme(named: $0.value) } }
}

extension DesignSystem {
    /// The colour `variant` is shown on in sheets and the gallery: its component's
    /// ``Component/backdropToken`` in the variant's theme, or ``Backdrop/byTheme(_:)``.
    ///
    /// - Throws: ``TokenError`` when the table lacks the token the component names.
    package func backdrop(of variant: ComponentVariant) throws -> Color {
        let component = type(of: variant.instance)
        guard let token = component.backdropToken else { return Backdrop.byTheme(variant.theme) }
        return try context(for: component, environment: variant.environment).tokens.color(token, mode: variant.theme?.tokenMode)
    }
}
