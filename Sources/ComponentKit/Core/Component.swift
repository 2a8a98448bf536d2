import DesignTokens
import Foundation
import Rendering

/// A design-system component as the harness sees it: its proposed props, a renderer and a matrix.
///
/// A conforming type *is* the props of one instance (`Badge("Shipped", tone: .success)`). It lays
/// itself out from its token table and the hermetic fonts, then draws onto a ``Canvas``.
/// Adding a component means: a token file, a props type conforming to this protocol, and an
/// entry in a ``Catalog``.
public protocol Component: Drawable {
    /// The component's name, used for folders and ids: `Badge`. Defaults to the type's name.
    static var name: String { get }

    /// The token file's name without `.tokens.json`. Defaults to ``name``.
    static var tokenFile: String { get }

    /// Where the token file ships: the component's own module bundle, so components from several
    /// packages load into one ``DesignSystem``. Required: the kit has no tables of its own to
    /// fall back on, and a module can only name its own bundle.
    ///
    /// ```swift
    /// static var tokenTableURL: URL? { Bundle.module.url(forResource: "Badge.tokens", withExtension: "json") }
    /// ```
    ///
    /// nil makes loading the component's design system fail, naming the component.
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

    /// The colour token of the component's table its variants are shown on in contact sheets and
    /// the gallery (`"surface/background"`), read in each variant's theme: the screen they sit on.
    /// nil by default: a dark cell for a theme whose name says dark, a light one otherwise.
    static var backdropToken: TokenPath? { get }

    /// The props that define this instance, in the proposed API's order and names.
    var props: [Prop] { get }

    /// What ``layout(in:proposedWidth:)`` computes: frames, text runs and paints, everything
    /// drawing needs, so drawing neither resolves tokens nor measures text again.
    associatedtype Layout: ComponentLayout

    /// Lays this instance out once, from its props, its tokens and the context's environment.
    ///
    /// `proposedWidth` is the width a container offers (a toast wraps its message to it, a
    /// slider's track spans it); nil asks for the natural size. Components that keep their own
    /// size ignore it.
    func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout

    /// Draws `layout` (which this instance computed) onto `canvas`, from its top-left corner and
    /// only inside `layout.size`.
    func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws

    /// The elements a screen reader reaches in `layout`, in focus order (empty by default: the
    /// accessibility reference then says none are declared).
    func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement]
}

extension Component {
    /// The type's name: `Badge`.
    public static var name: String { String(describing: Self.self) }

    /// Nothing to resolve beyond what laying out the matrix reads.
    public static func validate(_ tokens: TokenTable) throws {}

    /// The component's ``name``.
    public static var tokenFile: String { name }

    /// No extra text references.
    public static func textSnapshots(in context: RenderContext) throws -> [(name: String, text: String)] { [] }

    /// No pairs: the contrast audit checks nothing for this component.
    public static var contrastPairs: [ContrastPair] { [] }

    /// None: a dark cell for a dark theme, the light one otherwise.
    public static var backdropToken: TokenPath? { nil }

    /// No other components.
    public static var dependencies: [any Component.Type] { [] }

    /// No stress environments: only the standard one.
    public static var stressEnvironments: [RenderEnvironment] { [] }

    /// No elements: the accessibility reference says none are declared.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] { [] }
}

extension Component {
    /// The natural layout (no proposed width).
    package func layout(in context: RenderContext) throws -> Layout { try layout(in: context, proposedWidth: nil) }

    /// The size in points of the rendered image at the natural size: the layout's frame plus
    /// anything drawn outside it.
    package func size(in context: RenderContext, proposedWidth: Double? = nil) throws -> Size {
        try layout(in: context, proposedWidth: proposedWidth).size
    }

    /// The size the instance occupies in a layout (its Figma frame).
    package func frameSize(in context: RenderContext) throws -> Size { try layout(in: context).frameSize }

    /// Lays out at the natural size and draws.
    package func draw(on canvas: Canvas, in context: RenderContext) throws {
        try draw(layout(in: context), on: canvas, in: context)
    }

    /// The accessibility elements at the natural size.
    package func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        try accessibilityElements(of: layout(in: context), in: context)
    }
}
