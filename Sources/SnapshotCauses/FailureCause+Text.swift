import Rendering

extension FailureCause: CustomStringConvertible {
    /// One line, as a failure lists it: `token counter.color.empty.bg [base] #EEF2F9 → #EEF2FA (EBCounter.tokens.json)`.
    package var description: String {
        switch self {
        case .token(let change):
            let written = change.root != change.subject.components(separatedBy: " [").first ? "written in \(change.root)" : nil
            let retargeted = change.retarget.map { "now through \($0.to), was \($0.from)" }
            return "token \(change.subject) \(change.before) → \(change.after)" + Self.place(retargeted, written, change.file)
        case .tokenRead(let read): return "token \(read.subject) now read (\(read.value))" + Self.place(read.file)
        case .tokenUnread(let read): return "token \(read.subject) no longer read (was \(read.value))" + Self.place(read.file)
        case .tokenRenamed(let rename): return "token renamed \(rename.from) → \(rename.to) (value unchanged)" + Self.place(rename.file)
        case .alias(let alias):
            return "token \(alias.subject) through \(Self.chain(alias.before)) → \(Self.chain(alias.after))" + Self.place(alias.file)
        case .text(let edit): return "\(edit.subject) \(edit.before ?? "none") → \(edit.after ?? "none")"
        case .frame(let move): return "frame of \(move.subject) moved \(move.before ?? "none") → \(move.after ?? "none")"
        case .drawing(let change):
            return "drawing code: \(change.component)" + (change.part.map { ", part \($0)" } ?? "") + " (its drawing changed)"
        case .layout(let change): return "layout code: \(change.component) (frames moved: \(change.moves.joined(separator: ", ")))"
        case .renderer(let summary): return "the renderer (\(summary))"
        case .unexplained(let detail): return "same inputs and drawing calls, different pixels: \(detail)"
        case .sheet(_, let note):
            return "the contact sheet's own drawing: every variant on it matches its reference" + (note.map { " (\($0))" } ?? "")
        case .variants(let edit): return edit.summary
        case .unknown(let reason):
            return reason == nil
                ? "no provenance recorded for it, so no cause can be named"
                : "its recorded provenance cannot be used, so no cause can be named (\(reason ?? ""))"
        }
    }

    /// The change itself, the same for every failure it reaches: a token value by the token it is
    /// written in (`token countdown.one.light.default.number #2340A9 → #2340B3 (EBCountdown.tokens.json)`),
    /// a retargeted alias by the alias, a text by its edit (`text edited: "%" → " %"`), a drawing
    /// edit by component and part, anything else by its description.
    package var change: String {
        switch self {
        case .token(let change):
            if let retarget = change.retarget { return Self.retargetChange(retarget, file: change.file) }
            return "token \(change.root) \(change.before) → \(change.after)" + (change.file.map { " (\($0))" } ?? "")
        case .alias(let alias): return alias.change
        case .text(let edit): return "text edited: " + CauseShape.edit(from: edit.before, to: edit.after)
        case .drawing(let change): return "drawing code: \(change.component)" + (change.part.map { ", part \($0)" } ?? "")
        case .frame(let move): return "frames moved: " + CauseShape.move(subject: move.subject, from: move.before, to: move.after)
        default: return description
        }
    }

    /// The change line of an alias pointed elsewhere: `token counter.color.active.bg retargeted {…} → {…} (file)`.
    static func retargetChange(_ retarget: Retarget, file: String?) -> String {
        "token \(retarget.token) retargeted {\(retarget.from)} → {\(retarget.to)}" + (file.map { " (\($0))" } ?? "")
    }

    /// `(a, b, c)` of the parts that are present, or nothing.
    private static func place(_ parts: String?...) -> String {
        let present = parts.compactMap { $0 }
        return present.isEmpty ? "" : " (\(present.joined(separator: ", ")))"
    }

    /// Aliases as provenance writes them (`a ← b`), or `no alias`.
    private static func chain(_ aliases: [String]) -> String {
        aliases.isEmpty ? "no alias" : aliases.joined(separator: " ← ")
    }

    /// The key that names a failure's set of changes, the same for every failure with the same
    /// changes (``changes(_:)``): `c` and eight hex digits of a hash of their lines.
    package static func key(for causes: [FailureCause]) -> String {
        key(forChanges: changes(causes))
    }

    /// The key of a set of change lines (one line: the key of that one change; `approve --cause KEY`).
    package static func key(forChanges changes: [String]) -> String {
        "c" + StableHash.fnv1a64(changes.sorted().joined(separator: "\n").utf8).suffix(8)
    }

    /// The key of this cause's change alone.
    package var changeKey: String { Self.key(forChanges: [change]) }

    /// The keys of each of `causes`' changes: one per real change, what `approve --cause` takes.
    package static func changeKeys(_ causes: [FailureCause]) -> [String] {
        changes(causes).map { key(forChanges: [$0]) }
    }

    /// The distinct changes behind `causes`, sorted: what a group of failures is named by.
    ///
    /// A frame that moved is an effect when anything else changed: a padding edit moves every
    /// frame it widens, each differently, and the group is the edit's.
    package static func changes(_ causes: [FailureCause]) -> [String] {
        let inputs = causes.filter { !$0.isEffect }
        return Array(Set((inputs.isEmpty ? causes : inputs).map(\.change))).sorted()
    }
}

extension FailureCause.MatrixEdit {
    /// `variants added: 8 in RatingStars (initials: Q, X)`, with removals and renames after.
    package var summary: String {
        var parts: [String] = []
        if !added.isEmpty {
            parts.append(
                "variants added: \(added.count) in \(component)" + (newValues.isEmpty ? "" : " (\(newValues.joined(separator: ", ")))"))
        }
        if !removed.isEmpty { parts.append("variants removed: \(removed.count) from \(component)") }
        if !renamed.isEmpty { parts.append("variants renamed: \(renamed.count) in \(component)") }
        return parts.isEmpty ? "matrix of \(component) edited" : parts.joined(separator: "; ")
    }
}
