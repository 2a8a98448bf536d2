/// One token after alias resolution and validation.
public struct ResolvedToken: Hashable, Sendable {
    public var path: TokenPath
    public var value: TokenValue
    public var description: String?
    /// Per-mode overrides (e.g. `"dark"`): from `$extensions.modes`, or from a resolver
    /// document's modifier contexts.
    public var modes: [String: TokenValue]
    /// Why this colour is decorative by design (exempt from contrast minimums), from
    /// `$extensions.decorative`; nil for ordinary tokens.
    public var decorative: String? = nil
    /// The file that defined the token (the last one, when several files define it).
    public var file: String = ""
    /// The value as written, after following whole-token aliases (a colour's original object).
    public var written: JSONValue = .null
    /// ``written`` for each mode in ``modes``.
    public var writtenModes: [String: JSONValue] = [:]
    /// The `$deprecated` reason ("" for plain `true`); nil when not deprecated.
    public var deprecated: String? = nil
    /// How a colour outside sRGB was brought into it, when it was.
    public var conversionNote: String? = nil

    public init(
        path: TokenPath, value: TokenValue, description: String? = nil, modes: [String: TokenValue] = [:], decorative: String? = nil
    ) {
        self.path = path
        self.value = value
        self.description = description
        self.modes = modes
        self.decorative = decorative
    }

    /// Every field at once (the loader's table is built without copying tokens).
    init(
        path: TokenPath, value: TokenValue, description: String?, modes: [String: TokenValue], decorative: String?, file: String,
        written: JSONValue, writtenModes: [String: JSONValue], deprecated: String?, conversionNote: String?
    ) {
        self.path = path
        self.value = value
        self.description = description
        self.modes = modes
        self.decorative = decorative
        self.file = file
        self.written = written
        self.writtenModes = writtenModes
        self.deprecated = deprecated
        self.conversionNote = conversionNote
    }

    /// The value for `mode`, falling back to the base value when the mode has no override.
    public func value(for mode: String?) -> TokenValue {
        mode.flatMap { modes[$0] } ?? value
    }

    /// The value for `mode` as written, falling back to the base value's.
    public func written(for mode: String?) -> JSONValue {
        mode.flatMap { writtenModes[$0] } ?? written
    }
}
