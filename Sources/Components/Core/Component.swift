import DesignTokens
import Foundation
import Rendering

/// A design-system component as the harness sees it: its proposed props, a renderer and a matrix.
///
/// A conforming type *is* the props of one instance (`EBCounter(count: 3, limit: 10)`). It lays
/// itself out from its token table and the hermetic fonts, then draws onto a ``Canvas``.
/// Adding a component means: a token file, a props type conforming to this protocol, and an
/// entry in a ``Catalog``.
public protocol Component: Drawable {
    /// The component's name, used for folders and ids: `EBCounter`. Defaults to the type's name.
    static var name: String { get }

    /// The token file's name without `.tokens.json`. Defaults to ``name``.
    static var tokenFile: String { get }

    /// Where the token file ships: usually the component's own package bundle, so components
    /// from several packages load into one ``DesignSystem``:
    ///
    /// ```swift
    /// static var tokenTableURL: URL? { Bundle.module.url(forResource: "Badge.tokens", withExtension: "json") }
    /// ```
    ///
    /// Defaults to `<tokenFile>.tokens.json` among the tables bundled with this package (the EB ones).
    static var tokenTableURL: URL? { get }

    /// The environments (largest text size, right-to-left Arabic, pseudo-locale, …) the component
    /// is also rendered in, on its default and legacy variants. Empty by default: declare them
    /// once the component honours the environment.
    static var stressEnvironments: [RenderEnvironment] { get }

    /// Other components this one draws (a screen drawing counters and toasts): a design system
    /// loads their token tables too. Empty by default.
    static var dependencies: [any Component.Type] { get }

    /// Resolves tokens the renderer reads that laying out the matrix would not (the design system
    /// already lays out every variant of the matrix when it loads, so a missing or mistyped token
    /// the layout asks for fails at load, naming the file and token). Nothing by default.
    static func validate(_ tokens: TokenTable) throws

    /// The variants to snapshot: axes, sample values, pruned combinations and legacy variants.
    static var matrix: VariantMatrix<Self> { get }

    /// Extra text references the component keeps beside its images (`announcements.txt`), as
    /// file name → content. Empty by default.
    static func textSnapshots(in context: RenderContext) throws -> [(name: String, text: String)]

    /// The text-on-background and icon-on-background token pairs `snapshot audit` checks. Empty by default.
    static var contrastPairs: [ContrastPair] { get }

    /// The props that define this instance, in the proposed API's order and names.
    var props: [Prop] { get }

    /// The size in points of the rendered image: the layout frame plus anything drawn outside it.
    func size(in context: RenderContext) throws -> Size

    /// The size in points the instance occupies in a layout (its Figma frame). Defaults to
    /// ``size(in:)``; larger images carry overlays such as a slider's floating tooltip.
    func frameSize(in context: RenderContext) throws -> Size

    /// Draws this instance onto `canvas`, whose size is ``size(in:)``, from its top-left corner
    /// and only inside that size.
    func draw(on canvas: Canvas, in context: RenderContext) throws

    /// The elements a screen reader reaches, in focus order (empty by default: the
    /// accessibility reference then says none are declared).
    func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement]

    /// The size for a proposed width, for components that stretch in a layout (a toast wraps its
    /// message to the width it gets; a slider's track spans it). nil proposes nothing. Defaults to
    /// ``size(in:)``: the component keeps its own size.
    func size(in context: RenderContext, proposedWidth: Double?) throws -> Size

    /// Draws at `width`, a width ``size(in:proposedWidth:)`` returned. Defaults to ``draw(on:in:)``.
    func draw(on canvas: Canvas, in context: RenderContext, width: Double) throws
}

extension Component {
    public static var name: String { String(describing: Self.self) }

    public static func validate(_ tokens: TokenTable) throws {}

    public static var tokenFile: String { name }

    public static var tokenTableURL: URL? {
        Bundle.module.url(forResource: "\(tokenFile).tokens", withExtension: "json")
    }

    public static func textSnapshots(in context: RenderContext) throws -> [(name: String, text: String)] { [] }

    public func frameSize(in context: RenderContext) throws -> Size { try size(in: context) }

    public static var contrastPairs: [ContrastPair] { [] }

    public static var dependencies: [any Component.Type] { [] }

    public static var stressEnvironments: [RenderEnvironment] { [] }

    public func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] { [] }

    public func size(in context: RenderContext, proposedWidth: Double?) throws -> Size { try size(in: context) }

    public func draw(on canvas: Canvas, in context: RenderContext, width: Double) throws { try draw(on: canvas, in: context) }
}
