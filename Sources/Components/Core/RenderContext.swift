import DesignTokens
import Rendering

/// What a component reads while laying out and drawing: the hermetic fonts and its own token table.
public struct RenderContext: Sendable {
    public let fonts: FontLibrary
    public let tokens: TokenTable

    public init(fonts: FontLibrary, tokens: TokenTable) {
        self.fonts = fonts
        self.tokens = tokens
    }
}
