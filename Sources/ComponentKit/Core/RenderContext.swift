import DesignTokens
import Rendering

/// What a component reads while laying out and drawing: the hermetic fonts, its own token table,
/// and the design system, for components that compose others.
public struct RenderContext: Sendable {
    /// The fonts to measure and lay out text with (`fonts.run(…)`, `fonts.measure(…)`).
    public let fonts: FontLibrary
    /// The component's token table.
    public let tokens: TokenTable
    /// The system this context came from: a composing component sizes and draws its parts with it.
    package let system: DesignSystem
    /// Text size, direction and language to lay out for.
    public let environment: RenderEnvironment

    package init(fonts: FontLibrary, tokens: TokenTable, system: DesignSystem, environment: RenderEnvironment = .standard) {
        self.fonts = fonts
        self.tokens = tokens
        self.system = system
        self.environment = environment
    }
}
