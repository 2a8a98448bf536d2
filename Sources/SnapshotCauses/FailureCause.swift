import ComponentKit
import Foundation
import Rendering

/// Why a snapshot failed, found by comparing what it was made from now with its recorded
/// provenance: a token's value, a token read or no longer read, an alias retargeted, a text, a
/// part's frame, or the same inputs and different pixels (the renderer, the fonts or the code).
///
/// ```swift
/// FailureCause.between(recorded, now)
/// // [token counter.color.empty.bg [base] #EEF2F9 → #EEF2FA (EBCounter.tokens.json)]
/// ```
package struct FailureCause: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable {
        /// A token read in both has another value.
        case token
        /// A token is read now that was not.
        case tokenAdded
        /// A token was read that is not now.
        case tokenRemoved
        /// A token has its value through other aliases (its value may be the same).
        case alias
        /// A text reads differently.
        case text
        /// The image's size, a text's or a part's frame changed.
        case frame
        /// Every input is the same: the pixels changed with the renderer, the fonts or the drawing
        /// code. With a ``FailureCause/subject``, the renderer itself changed (`Inter-Bold.otf
        /// changed`), and the frames it moved are its effects.
        case renderer
        /// Pixels no changed input explains: reverting every changed token still does not give
        /// the reference, so drawing code changed too.
        case drawing
        /// A contact sheet differs while every variant on it matches its reference: the sheet's own
        /// drawing (its layout, labels or frames) changed.
        case sheet
        /// Nothing was recorded to compare with (or, with a ``FailureCause/detail``, what was
        /// recorded was refused: the detail says why).
        case unknown
    }

    package var kind: Kind
    /// What changed: `counter.color.empty.bg [base]`, `text #1`, `part #2 button`, `image`.
    package var subject: String
    package var before: String?
    package var after: String?
    /// Where: the token's file, the aliases, the renderer's differences.
    package var detail: String?
    /// For a token whose value changed: the token the value is written in, at the end of its
    /// aliases (`countdown.one.light.default.number` for `countdown.promo.default.title`), so
    /// every token read through one edited value is one change.
    package var root: String?

    package init(kind: Kind, subject: String, before: String? = nil, after: String? = nil, detail: String? = nil, root: String? = nil) {
        self.kind = kind
        self.subject = subject
        self.before = before
        self.after = after
        self.detail = detail
        self.root = root
    }

    /// The change itself, the same for every failure it reaches: a token value by the token it
    /// is written in (`token countdown.one.light.default.number #2340A9 → #2340B3 (EBCountdown.tokens.json)`),
    /// a text by its edit (`text edited: "%" → " %"`), a frame by how it moved
    /// (`drawing code (frames moved: text +0,+1)`), anything else by its description.
    package var change: String {
        switch kind {
        case .token where root != nil:
            return "token \(root ?? "") \(before ?? "") → \(after ?? "")" + (detail.map { " (\($0))" } ?? "")
        case .text:
            return "text edited: " + CauseShape.edit(from: before, to: after)
        case .frame:
            return "drawing code (frames moved: \(CauseShape.move(subject: subject, from: before, to: after)))"
        default:
            return description
        }
    }

    /// One line: `token counter.color.empty.bg [base] #EEF2F9 → #EEF2FA (EBCounter.tokens.json)`.
    package var description: String {
        let change: String
        switch kind {
        case .token, .text: change = "\(before ?? "") → \(after ?? "")"
        case .frame: change = "moved \(before ?? "") → \(after ?? "")"
        case .alias: change = "through \(before ?? "no alias") → \(after ?? "no alias")"
        case .tokenAdded: change = "now read (\(after ?? ""))"
        case .tokenRemoved: change = "no longer read (was \(before ?? ""))"
        case .renderer, .drawing, .sheet, .unknown: change = ""
        }
        let label: String
        switch kind {
        case .token, .tokenAdded, .tokenRemoved, .alias: label = "token \(subject)"
        case .text: label = subject
        case .frame: label = "frame of \(subject)"
        case .renderer:
            label =
                subject.isEmpty
                ? "same inputs, different pixels: the renderer, the fonts or the drawing code changed" : "the renderer (\(subject))"
        case .drawing: label = "drawing code (\(subject.isEmpty ? "pixels no changed input explains" : subject))"
        case .sheet: label = "the contact sheet's own drawing: every variant on it matches its reference"
        case .unknown:
            label =
                detail == nil
                ? "no provenance recorded for it, so no cause can be named"
                : "its recorded provenance cannot be used, so no cause can be named"
        }
        let written = kind == .token && root != nil && root != subject.components(separatedBy: " [").first ? root : nil
        let place = [written.map { "written in \($0)" }, detail].compactMap { $0 }.joined(separator: ", ")
        return ([label, change].filter { !$0.isEmpty }.joined(separator: " ")) + (place.isEmpty ? "" : " (\(place))")
    }

    /// Whether this cause is an effect of another when one is present: a frame that moved.
    package var isEffect: Bool { kind == .frame }

    /// The key that names a failure's set of causes, the same for every failure with the same
    /// changes (``changes(_:)``; `approve --cause KEY`): `c` and eight hex digits of a hash of their lines.
    package static func key(for causes: [FailureCause]) -> String {
        key(forChanges: changes(causes))
    }

    /// The key of a set of change lines (one line: the key of that one change).
    package static func key(forChanges changes: [String]) -> String {
        "c" + RendererFingerprint.fnv1a64(changes.sorted().joined(separator: "\n").utf8).suffix(8)
    }

    /// The keys of each of `causes`' changes: one per real change, what `approve --cause` takes.
    package static func changeKeys(_ causes: [FailureCause]) -> [String] {
        changes(causes).map { key(forChanges: [$0]) }
    }

    /// The distinct changes behind `causes`, sorted: what a group of failures is named by.
    ///
    /// A frame that moved is an effect when an input changed too (a token, an alias, a text): a
    /// padding edit moves every frame it widens, each differently, and the group is the edit's.
    /// Frames name the group only when they are all that changed.
    package static func changes(_ causes: [FailureCause]) -> [String] {
        let inputs = causes.filter { !$0.isEffect }
        return Array(Set((inputs.isEmpty ? causes : inputs).map(\.change))).sorted()
    }

    /// The causes that tell `recorded` from `now`, in fact order; `renderer` when none does.
    package static func between(_ recorded: Provenance?, _ now: Provenance) -> [FailureCause] {
        guard let recorded else { return [FailureCause(kind: .unknown, subject: "")] }
        let old = Dictionary(recorded.facts.map { ("\($0.kind.rawValue) \($0.subject)", $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(now.facts.map { ("\($0.kind.rawValue) \($0.subject)", $0) }, uniquingKeysWith: { first, _ in first })
        var causes: [FailureCause] = []
        var seen = Set<String>()
        let keys = (recorded.facts + now.facts).map { "\($0.kind.rawValue) \($0.subject)" }.filter { seen.insert($0).inserted }
        for key in keys {
            let before = old[key], after = new[key]
            guard before != after, let fact = after ?? before else { continue }
            switch fact.kind {
            case .token: causes += tokenCauses(before, after)
            case .text: causes += textCauses(fact.subject, before, after)
            case .size: causes.append(FailureCause(kind: .frame, subject: "image", before: before?.value, after: after?.value))
            case .part:
                causes.append(FailureCause(kind: .frame, subject: "part \(fact.subject)", before: before?.value, after: after?.value))
            }
        }
        if causes.isEmpty { causes.append(FailureCause(kind: .renderer, subject: "")) }
        return causes
    }

    private static func tokenCauses(_ before: Provenance.Fact?, _ after: Provenance.Fact?) -> [FailureCause] {
        switch (before, after) {
        case (let before?, let after?):
            var causes: [FailureCause] = []
            if before.value != after.value {
                let root = aliases(after.origin)?.components(separatedBy: " ← ").last ?? after.subject.components(separatedBy: " [").first
                causes.append(
                    FailureCause(
                        kind: .token, subject: after.subject, before: before.value, after: after.value, detail: file(after.origin),
                        root: root))
            }
            if aliases(before.origin) != aliases(after.origin) {
                causes.append(
                    FailureCause(
                        kind: .alias, subject: after.subject, before: aliases(before.origin), after: aliases(after.origin),
                        detail: file(after.origin)))
            }
            return causes
        case (nil, let after?):
            return [FailureCause(kind: .tokenAdded, subject: after.subject, after: after.value, detail: file(after.origin))]
        case (let before?, nil):
            return [FailureCause(kind: .tokenRemoved, subject: before.subject, before: before.value, detail: file(before.origin))]
        case (nil, nil):
            return []
        }
    }

    /// A text that reads differently, or the same text in another frame. (Its style comes from
    /// tokens: a changed colour or font is named by the token that changed it.)
    private static func textCauses(_ subject: String, _ before: Provenance.Fact?, _ after: Provenance.Fact?) -> [FailureCause] {
        let (oldText, oldRest) = split(before?.value), (newText, newRest) = split(after?.value)
        if oldText != newText {
            return [FailureCause(kind: .text, subject: "text \(subject)", before: oldText, after: newText)]
        }
        let oldFrame = frame(oldRest), newFrame = frame(newRest)
        return oldFrame == newFrame
            ? [] : [FailureCause(kind: .frame, subject: "text \(subject) \(newText ?? "")", before: oldFrame, after: newFrame)]
    }

    /// The frame at the end of a text fact's style and frame (`… at 8,4 8×16` → `8,4 8×16`).
    private static func frame(_ rest: String?) -> String? {
        guard let rest, let at = rest.range(of: " at ", options: .backwards) else { return rest }
        return String(rest[at.upperBound...])
    }

    /// A text fact's value as its quoted string and the rest (style and frame).
    private static func split(_ value: String?) -> (String?, String?) {
        guard let value else { return (nil, nil) }
        var escaped = false
        for index in value.indices.dropFirst() {
            let character = value[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                let end = value.index(after: index)
                return (String(value[..<end]), String(value[end...]).trimmingCharacters(in: .whitespaces))
            }
        }
        return (value, nil)
    }

    /// The aliases an origin names (`a ← b`), or nil for a literal.
    private static func aliases(_ origin: String) -> String? {
        origin.components(separatedBy: "  ").first { $0.hasPrefix("← ") }.map { String($0.dropFirst(2)) }
    }

    /// The file an origin names.
    private static func file(_ origin: String) -> String? {
        origin.components(separatedBy: "  ").first { $0.hasPrefix("@ ") }.map { String($0.dropFirst(2)) }
    }
}
