import DesignTokens
import Foundation
import Rendering

/// The loaded design system: hermetic fonts plus every component's validated token table.
///
/// Creating one loads and validates all token tables up front, so a malformed table fails at
/// start with its file and token named. It then sizes and renders any component instance.
///
/// ```swift
/// let system = try DesignSystem(fontsDirectory: root.appendingPathComponent("Fonts"))
/// let image = try system.render(EBCounter(count: 3), scale: 2)
/// ```
public final class DesignSystem: Sendable {
    public let fonts: FontLibrary
    /// Token tables by component name.
    public let tokenTables: [String: TokenTable]
    /// Where the token tables came from (nil: the bundled ones).
    public let tokensDirectory: URL?
    private let components: [any Component.Type]

    /// The token files shipped with this package (`Sources/Components/Tokens`).
    public static var bundledTokensDirectory: URL? {
        Bundle.module.url(forResource: "EBCounter.tokens", withExtension: "json")?.deletingLastPathComponent()
    }

    /// - Parameters:
    ///   - fontsDirectory: the only fonts Pango may see.
    ///   - tokensDirectory: where `<Component>.tokens.json` files live; the bundled ones by default.
    ///   - components: the components whose tables to load; the whole ``Catalog`` by default.
    public init(fontsDirectory: URL, tokensDirectory: URL? = nil, components: [any Component.Type] = Catalog.components) throws {
        fonts = try FontLibrary(directory: fontsDirectory)
        self.tokensDirectory = tokensDirectory
        self.components = components
        guard let directory = tokensDirectory ?? Self.bundledTokensDirectory else {
            throw TokenError(file: "Tokens/", reason: .unreadable(detail: "the bundled token folder is missing"))
        }
        var tables: [String: TokenTable] = [:]
        for component in components {
            let url = directory.appendingPathComponent("\(component.tokenFile).tokens.json")
            let table = try TokenTable(contentsOf: url)
            try component.validate(table)
            tables[component.name] = table
        }
        tokenTables = tables
    }

    /// A second, independent design system over the same fonts and tokens: its own fontconfig
    /// configuration and Pango font map, so it can render on another thread at the same time.
    public func independentCopy() throws -> DesignSystem {
        try DesignSystem(fontsDirectory: fonts.directory, tokensDirectory: tokensDirectory, components: components)
    }

    /// The layout context for instances of `component`.
    public func context(for component: any Component.Type) throws -> RenderContext {
        guard let table = tokenTables[component.name] else {
            throw TokenError(file: "\(component.tokenFile).tokens.json", reason: .unreadable(detail: "table not loaded"))
        }
        return RenderContext(fonts: fonts, tokens: table)
    }

    /// The component's extra text references (see ``Component/textSnapshots(in:)``).
    public func textSnapshots(of component: any Component.Type) throws -> [(name: String, text: String)] {
        try component.textSnapshots(in: context(for: component))
    }

    /// The size of `instance` in points.
    public func size(of instance: any Component) throws -> Size {
        try instance.size(in: context(for: type(of: instance)))
    }

    /// The layout frame of `instance` in points (what `snapshot list` reports).
    public func frameSize(of instance: any Component) throws -> Size {
        try instance.frameSize(in: context(for: type(of: instance)))
    }

    /// Renders `instance` at `scale` pixels per point.
    public func render(_ instance: any Component, scale: Int) throws -> RGBAImage {
        let context = try context(for: type(of: instance))
        let size = try instance.size(in: context)
        let canvas = try Canvas(size: size, scale: Double(scale), fonts: fonts)
        try instance.draw(on: canvas, in: context)
        return try canvas.image()
    }
}
