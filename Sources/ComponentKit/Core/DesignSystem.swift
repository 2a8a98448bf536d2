import DesignTokens
import Foundation
import Rendering

/// The loaded design system: hermetic fonts plus the validated token table of every component in a catalog.
///
/// Creating one loads and validates all token tables up front, so a malformed table fails at
/// start with its file and token named. It then sizes and renders any component instance of its catalog.
///
/// ```swift
/// let system = try DesignSystem(catalog: Catalog([Badge.self]))   // bundled fonts, each component's own tokens
/// let image = try system.render(Badge("Shipped"), scale: 2)
/// ```
public final class DesignSystem: Sendable {
    package let fonts: FontLibrary
    /// Token tables by component name.
    package let tokenTables: [String: TokenTable]
    /// A folder whose `<tokenFile>.tokens.json` files replace the components' own; a component
    /// whose file the folder lacks keeps its own (nil: each component's own).
    package let tokensDirectory: URL?
    /// The components this system renders.
    package let catalog: Catalog
    /// Replacement tables (from ``tokensDirectory``) whose modes differ from the themes their
    /// components' matrices render; empty when every replacement declares the same modes.
    package let overriddenThemes: [OverriddenThemes]
    /// The token files (`Badge.tokens.json`) taken from ``tokensDirectory`` instead of the
    /// components' own, each once, in catalog order.
    package let replacedTables: [String]
    /// Every matrix variant's layout, computed once (when the system validates) and shared with
    /// its independent copies: rendering at any scale, the matrix listing and the accessibility
    /// reference all read it.
    let layouts: VariantLayouts

    /// - Parameters:
    ///   - fontsDirectory: the only fonts Pango may see; nil for the bundled defaults (Inter as the Proxima Soft stand-in).
    ///   - tokensDirectory: a folder of `<tokenFile>.tokens.json` files to use instead of the
    ///     components' own tables (``Component/tokenTableURL``); components whose file it lacks
    ///     keep their own.
    ///   - catalog: the components whose tables to load.
    public convenience init(fontsDirectory: URL? = nil, tokensDirectory: URL? = nil, catalog: Catalog) throws {
        try self.init(
            fontsDirectory: fontsDirectory, tokensDirectory: tokensDirectory, catalog: catalog, layouts: VariantLayouts(),
            validatingLayouts: true)
    }

    /// A system like ``init(fontsDirectory:tokensDirectory:catalog:)`` that takes from `earlier`
    /// (loaded over the same fonts and catalog) the layouts of every component whose token tables,
    /// its dependencies' included, are the same, and lays out only the others: a second system
    /// over one edited table costs that table's components alone.
    package convenience init(fontsDirectory: URL?, tokensDirectory: URL?, catalog: Catalog, reusingLayoutsOf earlier: DesignSystem?) throws
    {
        try self.init(
            fontsDirectory: fontsDirectory, tokensDirectory: tokensDirectory, catalog: catalog, layouts: VariantLayouts(),
            validatingLayouts: true, reusing: earlier)
    }

    /// - Parameters:
    ///   - validatingLayouts: lay out every variant of every component once, so a token a layout
    ///     needs fails now (copies of a validated system skip it).
    ///   - earlier: a system whose layouts of unchanged components are taken (see ``reuseLayouts(of:)``).
    init(
        fontsDirectory: URL?, tokensDirectory: URL?, catalog: Catalog, layouts: VariantLayouts, validatingLayouts: Bool,
        reusing earlier: DesignSystem? = nil
    ) throws {
        fonts = try fontsDirectory.map { directory throws(RenderError) in try FontLibrary(directory: directory) } ?? FontLibrary()
        self.tokensDirectory = tokensDirectory
        self.catalog = catalog
        self.layouts = layouts
        var tables: [String: TokenTable] = [:]
        var loaded: [URL: TokenTable] = [:]
        var overriddenThemes: [OverriddenThemes] = []
        var replacedTables: [String] = []
        for component in Self.withDependencies(catalog.components) {
            let file = "\(component.tokenFile).tokens.json"
            let override = tokensDirectory?.appendingPathComponent(file)
            let replacement = override.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
            guard let url = replacement ?? component.tokenTableURL else {
                throw TokenError(file: file, reason: .unreadable(detail: "\(component.name) names no token table (tokenTableURL is nil)"))
            }
            let table = try loaded[url] ?? Self.loadTable(url)
            loaded[url] = table
            do {
                try component.validate(table)
            } catch let error as TokenError {
                var error = error.inSourceTerms(table: table)
                if error.reason == .missingToken { error.component = component.name }
                throw error
            }
            tables[component.name] = table
            if let replacement {
                if !replacedTables.contains(file) { replacedTables.append(file) }
                if let note = OverriddenThemes(component: component, table: table, file: replacement.path) { overriddenThemes.append(note) }
            }
        }
        tokenTables = tables
        self.overriddenThemes = overriddenThemes
        self.replacedTables = replacedTables
        if let earlier { reuseLayouts(of: earlier) }
        if validatingLayouts { try validateLayouts() }
    }

    /// The table at `url`; a failure names the file a user edits (see ``TokenError/inSourceTerms(table:workingDirectory:)``).
    private static func loadTable(_ url: URL) throws(TokenError) -> TokenTable {
        do throws(TokenError) {
            return try TokenTable(contentsOf: url)
        } catch {
            throw error.inSourceTerms()
        }
    }

    /// Lays out every variant of every catalog component: the validation a component gets
    /// without writing any. A missing or mistyped token throws the table's `TokenError`, naming the
    /// file a user edits and the token; a missing one also the component, the first variant that
    /// asked for it and the nearest path the table has. The layouts are kept for rendering (see
    /// ``layout(of:)``).
    private func validateLayouts() throws {
        let variants = catalog.variants
        var seen: [String: ComponentVariant] = [:]
        for variant in variants {
            if let earlier = seen.updateValue(variant, forKey: variant.id) {
                func listed(_ props: [Prop]) -> String { props.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") }
                throw MatrixError.sameName(id: variant.id, first: listed(earlier.props), second: listed(variant.props))
            }
        }
        for variant in variants {
            do {
                _ = try layout(of: variant)
            } catch let error as TokenError {
                // The table the lookup was made in: the component's own, or a dependency's.
                var error = error.inSourceTerms(table: tokenTables.values.first { $0.source == error.file })
                if error.reason == .missingToken { (error.component, error.variant) = (variant.component, variant.name) }
                throw error
            }
        }
    }

    /// The variant laid out in its environment. A variant of the catalog's matrix is laid out
    /// once, then shared by every render of it; any other variant (a test's, the synthetic
    /// benchmark's thousands) is laid out on each call and not kept, so memory stays bounded.
    package func layout(of variant: ComponentVariant) throws -> DrawableLayout {
        try laidOut(variant).layout
    }

    /// What `variant`'s image is made from: the tokens its layout read, its texts and the frames
    /// of its parts, recorded in the same pass that lays it out (see ``layout(of:)``).
    package func provenance(of variant: ComponentVariant) throws -> Provenance {
        let entry = try laidOut(variant)
        return entry.provenance.provenance(of: entry.layout) {
            // Drawn as the layout's own pass would have: in the variant's environment, nothing overridden or logged.
            TokenOverrides.$current.withValue(nil) {
                TextOverrides.$current.withValue(nil) {
                    TokenReadLog.$current.withValue(nil) { withEnvironment(variant.environment) { drawingDigests(of: entry.layout) } }
                }
            }
        }
    }

    /// `drawable` laid out for `proposedWidth`, with the provenance of that layout.
    package func provenance(of drawable: any Drawable, proposedWidth: Double? = nil) throws -> Provenance {
        try record { try drawable.layout(in: self, proposedWidth: proposedWidth) }.provenance
    }

    /// The variant laid out in its environment, with what its provenance is made from; cached for
    /// the catalog's variants. Its provenance is made when asked for (``provenance(of:)``).
    private func laidOut(_ variant: ComponentVariant) throws -> VariantLayouts.Entry {
        if let entry = layouts[variant.id] { return entry }
        let (layout, pending) = try withEnvironment(variant.environment) {
            try logged { try variant.instance.layout(in: self, proposedWidth: nil) }
        }
        let entry = VariantLayouts.Entry(layout: layout, provenance: pending)
        guard catalogVariantIDs.contains(variant.id), TokenOverrides.current == nil, TextOverrides.current == nil else {
            // Not kept, or laid out under overrides: its provenance is made now, in this pass's context.
            _ = entry.provenance.provenance(of: layout) { withEnvironment(variant.environment) { drawingDigests(of: layout) } }
            return entry
        }
        layouts[variant.id] = entry
        return entry
    }

    /// Runs `layout` with a token read log, and keeps what it read beside the layout, with what
    /// each part of its drawing draws (a recording canvas: no pixels).
    private func record(_ layout: () throws -> DrawableLayout) throws -> (layout: DrawableLayout, provenance: Provenance) {
        let (result, pending) = try logged(layout)
        return (result, pending.provenance(of: result) { drawingDigests(of: result) })
    }

    /// Runs `layout` with a token read log: the layout, and its provenance to make from what it read.
    private func logged(_ layout: () throws -> DrawableLayout) throws -> (DrawableLayout, PendingProvenance) {
        let log = TokenReadLog()
        let result = try TokenReadLog.$current.withValue(log) { try layout() }
        // Facts read under overrides are not the tables' own: they are formatted afresh, not cached.
        let facts = TokenOverrides.current == nil ? layouts.tokenFacts : TokenFactCache()
        return (result, PendingProvenance(reads: log.readsInOrder, tokenFacts: facts))
    }

    /// What each part of `layout`'s drawing draws (``DrawingDigest``), drawn into a record at
    /// scale 1 (the calls do not depend on the scale); none when it cannot be drawn (an empty
    /// size: no image is made of it either).
    private func drawingDigests(of layout: DrawableLayout) -> [DrawingDigest] {
        guard let canvas = try? Canvas(recording: layout.size, scale: 1, fonts: fonts) else { return [] }
        do {
            try layout.draw(on: canvas, system: self)
        } catch {
            return []
        }
        return canvas.record?.digests ?? []
    }

    /// The ids of the catalog's variants (the layouts worth keeping).
    private var catalogVariantIDs: Set<String> { layouts.catalogIDs(of: catalog) }

    /// A second, independent design system over the same fonts and tokens: its own fontconfig
    /// configuration and Pango font map, so it can render on another thread at the same time.
    package func independentCopy() throws -> DesignSystem {
        try DesignSystem(
            fontsDirectory: fonts.directory, tokensDirectory: tokensDirectory, catalog: catalog, layouts: layouts, validatingLayouts: false)
    }

    /// The layout context for instances of `component`.
    package func context(for component: any Component.Type) throws -> RenderContext {
        try context(for: component, environment: RenderEnvironment.current)
    }

    /// The context for instances of `component` in `environment`.
    package func context(for component: any Component.Type, environment: RenderEnvironment) throws -> RenderContext {
        guard let table = tokenTables[component.name] else {
            throw TokenError(file: "\(component.tokenFile).tokens.json", reason: .unreadable(detail: "table not loaded"))
        }
        return RenderContext(fonts: fonts, tokens: table, system: self, environment: environment)
    }

    /// The component's extra text references (see ``Component/textSnapshots(in:)``).
    package func textSnapshots(of component: any Component.Type) throws -> [(name: String, text: String)] {
        try component.textSnapshots(in: context(for: component))
    }

    /// The size of `instance` in points.
    package func size(of instance: any Component) throws -> Size {
        try instance.size(in: self, proposedWidth: nil)
    }

    /// The layout frame of `instance` in points (what `snapshot list` reports).
    package func frameSize(of instance: any Component) throws -> Size {
        try instance.layout(in: self, proposedWidth: nil).frameSize
    }

    /// Renders `drawable` (a component instance or a composition) at `scale` pixels per point,
    /// at its size for `proposedWidth` (its natural size when nil).
    public func render(_ drawable: any Drawable, scale: Int, proposedWidth: Double? = nil) throws -> RGBAImage {
        try render(drawable.layout(in: self, proposedWidth: proposedWidth), scale: scale)
    }

    /// Draws `layout` at `scale` pixels per point onto a canvas of its size.
    package func render(_ layout: DrawableLayout, scale: Int) throws -> RGBAImage {
        try draw(layout, scale: scale).image
    }

    /// `layout` drawn at `scale` onto a canvas of its size, with how many pieces of text the
    /// drawing drew (``Canvas/drawnTextCount``).
    private func draw(_ layout: DrawableLayout, scale: Int) throws -> (image: RGBAImage, drawnText: Int) {
        let (image, drawnText) = try Canvas.rendered(size: layout.size, scale: Double(scale), fonts: fonts) { canvas in
            try layout.draw(on: canvas, system: self)
            return canvas.drawnTextCount
        }
        return (image, drawnText)
    }

    /// Runs `body` with `environment` as the one layouts read (see ``RenderEnvironment/current``).
    public func withEnvironment<T>(_ environment: RenderEnvironment, _ body: () throws -> T) rethrows -> T {
        try RenderEnvironment.$current.withValue(environment, operation: body)
    }

    /// Renders a matrix variant in its environment.
    public func render(_ variant: ComponentVariant, scale: Int) throws -> RGBAImage {
        try render(layout(of: variant), scale: scale)
    }

    /// Renders a matrix variant in its environment (the same image as `render(_:scale:)`),
    /// noting text its drawing drew while its layout lists no ``ComponentLayout/textRuns``: what
    /// `record` warns about (see ``UnlistedText`` for the rule). Costs one counter per text drawn.
    ///
    /// Also notes a laid-out size that is not whole pixels at `scale`, which the canvas rounds up
    /// (``PixelRounding``).
    package func renderNotingText(_ variant: ComponentVariant, scale: Int) throws -> (
        image: RGBAImage, unlistedText: UnlistedText?, rounding: PixelRounding?
    ) {
        let layout = try layout(of: variant)
        let drawn = try draw(layout, scale: scale)
        let rounding = PixelRounding(variant: variant, size: layout.size, scale: scale)
        guard drawn.drawnText > 0, layout.textRuns.isEmpty else { return (drawn.image, nil, rounding) }
        return (drawn.image, UnlistedText(variant: variant.id, component: variant.component, drawn: drawn.drawnText), rounding)
    }

    /// `variant` laid out and drawn afresh with `reversion` in force: what its image would be had
    /// those inputs kept their recorded values (a failure's counterfactual). Never cached.
    package func render(_ variant: ComponentVariant, scale: Int, reverting reversion: Reversion) throws -> RGBAImage {
        try reversion.run {
            let layout = try withEnvironment(variant.environment) { try variant.instance.layout(in: self, proposedWidth: nil) }
            return try render(layout, scale: scale)
        }
    }

    /// What `variant` is made from with `reversion` in force: the provenance of its image had
    /// those inputs kept their recorded values. Never cached.
    package func provenance(of variant: ComponentVariant, reverting reversion: Reversion) throws -> Provenance {
        try layout(of: variant, reverting: reversion).provenance
    }

    /// `variant` laid out with `reversion` in force, with the provenance of that layout. Never cached.
    package func layout(of variant: ComponentVariant, reverting reversion: Reversion) throws -> (
        layout: DrawableLayout, provenance: Provenance
    ) {
        let entry = try reversion.run {
            try withEnvironment(variant.environment) { try record { try variant.instance.layout(in: self, proposedWidth: nil) } }
        }
        return (entry.layout, entry.provenance)
    }

    /// `variant` drawn into a record at `scale` instead of pixels (see ``VariantDrawing``): what
    /// its image would be made of, at no raster's cost.
    ///
    /// Without a reversion it draws the variant's shared layout (``layout(of:)``). With one, the
    /// variant is laid out afresh, and drawn, while it is in force, and nothing is cached: what
    /// it would be had those inputs other values.
    package func drawing(of variant: ComponentVariant, scale: Int, reverting reversion: Reversion = .none) throws -> VariantDrawing {
        try reversion.run {
            let layout =
                try reversion.isEmpty
                ? layout(of: variant) : withEnvironment(variant.environment) { try variant.instance.layout(in: self, proposedWidth: nil) }
            let canvas = try Canvas(recording: layout.size, scale: Double(scale), fonts: fonts)
            try layout.draw(on: canvas, system: self)
            return VariantDrawing(layout: layout, steps: canvas.record?.steps ?? [])
        }
    }

    /// `drawable` rendered afresh with `reversion` in force (see ``render(_:scale:reverting:)``).
    package func render(_ drawable: any Drawable, scale: Int, proposedWidth: Double?, reverting reversion: Reversion) throws
        -> RGBAImage
    {
        try reversion.run { try render(drawable, scale: scale, proposedWidth: proposedWidth) }
    }

    /// What `drawable` is made from with `reversion` in force.
    package func provenance(of drawable: any Drawable, proposedWidth: Double?, reverting reversion: Reversion) throws -> Provenance {
        try reversion.run { try record { try drawable.layout(in: self, proposedWidth: proposedWidth) }.provenance }
    }

    /// `components` followed by every component they draw (``Component/dependencies``), each once.
    package static func withDependencies(_ components: [any Component.Type]) -> [any Component.Type] {
        var seen = Set<String>()
        var result: [any Component.Type] = []
        var queue = components
        while !queue.isEmpty {
            let component = queue.removeFirst()
            guard seen.insert(component.name).inserted else { continue }
            result.append(component)
            queue.append(contentsOf: component.dependencies)
        }
        return result
    }
}
