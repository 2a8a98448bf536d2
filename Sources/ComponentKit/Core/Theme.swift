import DesignTokens
import Foundation
import Synchronization

/// The colour theme a component inherits from its surroundings: one of the modes its token table declares.
///
/// A table's base values are the `light` theme; each mode the table declares (`$extensions.modes`
/// names, or the contexts of a resolver document) is a theme of that name which reads that mode.
/// A resolver document names its base values itself: a `theme` modifier whose default context is
/// `day` gives the themes `day` (the base values) and `night`, not `light` beside a `day` copy.
/// The matrix's theme axis is ``VariantMatrix/themes(_:)``: add a mode to a table and its
/// components gain a variant per theme, with no code change.
///
/// ```swift
/// Theme.all(in: table)                    // [.light, .dark] for a table with "dark" overrides
/// Badge("Shipped", theme: Theme(mode: "high-contrast"))
/// ```
public struct Theme: Hashable, Sendable, CustomStringConvertible {
    /// The theme's name in props and variant names: `light`, `dark`, `high-contrast`.
    public let name: String
    /// The token mode it reads: `nil` for the table's base values.
    public let tokenMode: String?

    /// The theme that reads the table's mode `mode`.
    public init(mode: String) {
        name = mode
        tokenMode = mode
    }

    private init(baseNamed name: String) {
        self.name = name
        tokenMode = nil
    }

    /// The table's base values.
    public static let light = Theme(baseNamed: "light")

    /// The `dark` mode.
    public static let dark = Theme(mode: "dark")

    /// Light and dark: the themes of a table with one `dark` mode, for code that has no table at hand.
    package static let lightAndDark: [Theme] = [.light, .dark]

    /// The base values, then every other mode `table` declares, in the table's order.
    ///
    /// The base values are called after the table's first base mode (a resolver's default
    /// context), or `light` when it has none; the other base modes, which hold the same values,
    /// are left out.
    package static func all(in table: TokenTable) -> [Theme] {
        let base = table.baseModes.first.map(Theme.init(baseNamed:)) ?? .light
        let repeated = Set(table.baseModes + [base.name])
        return [base] + table.modes.filter { !repeated.contains($0) }.map(Theme.init(mode:))
    }

    /// The theme called `name` in a variant's props (`light` is the base values).
    package init(named name: String) {
        self = name == Theme.light.name ? .light : Theme(mode: name)
    }

    /// The theme's name.
    public var description: String { name }
}

extension Theme: Codable {
    /// Decodes a theme from its name.
    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the theme as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension Component {
    /// The themes this component's token table declares (see ``Theme/all(in:)``), read once per
    /// table. A table that does not load yields only `light`: the design system reports its error
    /// when it loads the same table.
    package static var themes: [Theme] {
        guard let url = tokenTableURL else { return [.light] }
        return DeclaredThemes.shared.themes(of: url)
    }
}

/// The themes of each token table the matrices read, loaded on first use.
private final class DeclaredThemes: Sendable {
    static let shared = DeclaredThemes()
    private let themesByURL = Mutex<[URL: [Theme]]>([:])

    func themes(of url: URL) -> [Theme] {
        if let cached = themesByURL.withLock({ $0[url] }) { return cached }
        let themes = (try? TokenTable(contentsOf: url)).map(Theme.all(in:)) ?? [.light]
        themesByURL.withLock { $0[url] = themes }
        return themes
    }
}
