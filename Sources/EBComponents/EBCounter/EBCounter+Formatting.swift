import ComponentKit

extension EBCounter {
    /// The count as shown, clamped at 0.
    var shownCount: Int { max(0, count) }

    /// The state the counter shows: the override, else empty at 0 and filled above.
    package var state: State {
        stateOverride ?? (shownCount == 0 ? .empty : .filled)
    }

    /// Whether the counter renders nothing (a zero count with `hideWhenZero`).
    package var isHidden: Bool {
        hideWhenZero && shownCount == 0
    }

    /// The label text.
    ///
    /// - Single integer: the count, or "99+" above `maxDisplay`.
    /// - Slash format: "count / limit"; a count above the limit clamps to "limit+ / limit"
    ///   ("10+ / 10"), so the badge never shows more than its capacity but still signals overflow.
    package var displayText: String {
        if let limit {
            let capacity = max(0, limit)
            let shown = shownCount > capacity ? "\(capacity)+" : "\(shownCount)"
            return "\(shown) / \(capacity)"
        }
        return shownCount > maxDisplay ? "\(max(0, maxDisplay))+" : "\(shownCount)"
    }

    /// What a screen reader says, with the real count (never "99+"); nil when hidden.
    ///
    /// `EBCounter(count: 247, accessibilityNoun: .init("unread message"))` → "247 unread messages";
    /// with a limit of 10 and a count of 3 → "3 of 10 items".
    public var accessibilityLabel: String? {
        guard !isHidden else { return nil }
        if let limit {
            let noun = max(0, limit) == 1 ? accessibilityNoun.singular : accessibilityNoun.plural
            return "\(shownCount) of \(max(0, limit)) \(noun)"
        }
        let noun = shownCount == 1 ? accessibilityNoun.singular : accessibilityNoun.plural
        return "\(shownCount) \(noun)"
    }

    /// The accessibility label in `locale`: the default noun ("item") is translated (German,
    /// Arabic with its counting forms, the pseudo-locale's); a noun the app passes is its own.
    package func accessibilityLabel(in locale: ContentLocale) -> String? {
        guard locale != .english, accessibilityNoun == .item, !isHidden else { return accessibilityLabel }
        let counted = limit.map { max(0, $0) } ?? shownCount
        let noun: String =
            switch locale {
            case .german: counted == 1 ? "Element" : "Elemente"
            case .arabic: (2...10).contains(counted) ? "عناصر" : "عنصر"
            case .pseudo: locale.pseudoLocalized(counted == 1 ? "item" : "items")
            case .english: ""
            }
        let of: String =
            switch locale {
            case .german: "von"
            case .arabic: "من"
            default: "of"
            }
        return limit.map { "\(shownCount) \(of) \(max(0, $0)) \(noun)" } ?? "\(shownCount) \(noun)"
    }
}
