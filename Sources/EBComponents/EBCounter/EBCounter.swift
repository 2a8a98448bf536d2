import ComponentKit

/// A small numeric badge for unread or pending counts: the proposed EBCounter API.
///
/// It renders a single integer (`3`, `99+`) or, when `limit` is set, progress against a
/// capacity (`3 / 10`). The state (empty / filled) is derived from the count and can be
/// overridden. With `hideWhenZero` (the default) a zero count renders nothing: the counter takes
/// no space (0×0) and is removed from the accessibility tree.
///
/// ```swift
/// EBCounter(count: 247)                       // "99+", "247 unread messages" with a noun
/// EBCounter(count: 3, limit: 10)              // "3 / 10"
/// EBCounter(count: 0, hideWhenZero: false)    // "0", muted
/// ```
public struct EBCounter: Hashable, Sendable {
    /// Visual state; derived from `count` unless overridden.
    public enum State: String, CaseIterable, Hashable, Sendable {
        case empty, filled
    }

    /// What the number counts, for the accessibility label: "unread message" / "unread messages".
    public struct Noun: Hashable, Sendable {
        /// The noun for one: "unread message".
        public var singular: String
        /// The noun for several: "unread messages".
        public var plural: String

        /// A noun whose plural is `plural`, or `singular` with an s.
        public init(_ singular: String, plural: String? = nil) {
            self.singular = singular
            self.plural = plural ?? singular + "s"
        }

        /// "item" / "items": the default.
        public static let item = Noun("item")
    }

    /// The real count. Negative values are treated as 0.
    package var count: Int
    /// When set, the slash format "count / limit".
    package var limit: Int?
    /// Single-integer counts above this render as "maxDisplay+".
    package var maxDisplay: Int
    /// Overrides the derived state (an edge-case escape hatch, e.g. the legacy filled "0").
    package var stateOverride: State?
    /// Renders nothing when the count is 0.
    package var hideWhenZero: Bool
    /// The theme: light or a mode of the token table.
    package var theme: Theme
    /// What the count means, for screen readers.
    package var accessibilityNoun: Noun

    /// A counter of `count`; see the properties for the other props.
    public init(
        count: Int,
        limit: Int? = nil,
        maxDisplay: Int = 99,
        state: State? = nil,
        hideWhenZero: Bool = true,
        theme: Theme = .light,
        accessibilityNoun: Noun = .item
    ) {
        self.count = count
        self.limit = limit
        self.maxDisplay = maxDisplay
        self.stateOverride = state
        self.hideWhenZero = hideWhenZero
        self.theme = theme
        self.accessibilityNoun = accessibilityNoun
    }
}
