/// One token after alias resolution and validation.
package struct ResolvedToken: Hashable, Sendable {
    package var path: TokenPath
    package var value: TokenValue
    package var description: String?
    /// Per-mode overrides (e.g. `"dark"`): from `$extensions.modes`, or from a resolver
    /// document's modifier contexts.
    package var modes: [String: TokenValue]
    /// Why this colour is decorative by design (exempt from contrast minimums), from
    /// `$extensions.decorative`; nil for ordinary tokens.
    package var decorative: String? = nil
    /// The file that defined the token (the last one, when several files define it).
    package var file: String = ""
    /// The value as written, after following whole-token aliases (a colour's original object).
    package var written: JSONValue = .null
    /// ``written`` for each mode in ``modes``.
    package var writtenModes: [String: JSONValue] = [:]
    /// The `$deprecated` reason ("" for plain `true`); nil when not deprecated.
    package var deprecated: String? = nil
    /// How a colour outside sRGB was brought into it, when it was.
    package var conversionNote: String? = nil
    /// The token a whole-token curly alias names, by mode ("" for the base value): what the
    /// value was read through, for provenance (`{a}` → `a`). A mode whose own override is a
    /// literal maps to the empty path; a mode without an override of its own is absent.
    package var aliasTargets: [String: TokenPath] = [:]
    /// The arithmetic the value was computed by (Tokens Studio's math, read leniently), by mode
    /// ("" for the base value): the tokens it read are what the value was read through, for
    /// provenance, as an alias's target is. A mode without an entry computes as the base value does.
    package var computations: [String: [TokenComputation]] = [:]

    package init(
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
        written: JSONValue, writtenModes: [String: JSONValue], deprecated: String?, conversionNote: String?,
        aliasTargets: [String: TokenPath] = [:], computations: [String: [TokenComputation]] = [:]
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
        self.aliasTargets = aliasTargets
        self.computations = computations
    }

    /// The token the value for `mode` aliases directly (the mode's own alias, or the base
    /// value's when the mode has no override), or nil for a literal.
    package func aliasTarget(for mode: String?) -> TokenPath? {
        let target = mode.flatMap { aliasTargets[$0] } ?? aliasTargets[""]
        return target?.segments.isEmpty == true ? nil : target
    }

    /// The arithmetic the value for `mode` was computed by (the base value's when the mode has no
    /// value of its own), or none.
    package func computations(for mode: String?) -> [TokenComputation] {
        mode.flatMap { computations[$0] } ?? computations[""] ?? []
    }

    /// The value for `mode`, falling back to the base value when the mode has no override.
    package func value(for mode: String?) -> TokenValue {
        mode.flatMap { modes[$0] } ?? value
    }

    /// The value for `mode` as written, falling back to the base value's.
    package func written(for mode: String?) -> JSONValue {
        mode.flatMap { writtenModes[$0] } ?? written
    }
}
