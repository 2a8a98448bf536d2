/// One token after alias resolution and validation.
public struct ResolvedToken: Hashable, Sendable {
    public var path: TokenPath
    public var value: TokenValue
    public var description: String?
    /// Per-mode overrides (e.g. `"dark"`), read from `$extensions.modes`.
    public var modes: [String: TokenValue]
    /// Why this colour is decorative by design (exempt from contrast minimums), from
    /// `$extensions.decorative`; nil for ordinary tokens.
    public var decorative: String? = nil

    /// The value for `mode`, falling back to the base value when the mode has no override.
    public func value(for mode: String?) -> TokenValue {
        mode.flatMap { modes[$0] } ?? value
    }
}
