/// A token as written, after files are merged and groups extended, before its value is read.
struct RawToken {
    /// How the token gets its value.
    enum Definition {
        /// `$value`, which may itself be an alias or a `$ref`.
        case value(JSONValue)
        /// A token object that is only `{"$ref": "#/other/token"}`.
        case pointer(String)
    }

    var path: TokenPath
    var file: String
    var definition: Definition
    /// The token's own `$type` (validated), if any.
    var declaredType: TokenType?
    /// Whether the token's own `$type` was refused (already reported): its value is not read.
    var typeRefused = false
    /// The nearest enclosing group's `$type`, if any.
    var groupType: TokenType?
    /// Read leniently, Tokens Studio's `lineHeights` or `letterSpacing` as the token's own type or
    /// its group's: its value decides whether it is a number or a dimension.
    var textMetric: TokensStudioTextMetric? = nil
    var description: String?
    /// The `$deprecated` reason ("" for plain `true`), from the token or an enclosing group.
    var deprecated: String?
    /// Mode overrides from `$extensions.modes`, in document order.
    var modes: [(name: String, value: JSONValue)]
    var decorative: String?
}
