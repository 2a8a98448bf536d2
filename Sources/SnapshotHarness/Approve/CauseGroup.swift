import ComponentKit
import Foundation

/// The failures of a run that share their causes: reviewed, and accepted, together.
///
/// One edited colour token fails its component, its promo, its timelines and the screens that
/// embed it: one group, `token countdown.one.light.default.number #2340A9 → #2340B3: 12 variants
/// and 8 files made from them in 4 components` (their provenance listings and contact sheets),
/// accepted with `snapshot approve --cause KEY`.
package struct CauseGroup: Sendable {
    /// The key of the change every entry has among its causes.
    package var key: String
    /// The change, in one line.
    package var summary: String
    /// The failed entries, in the manifest's order.
    package var entries: [LastRun.Entry]

    /// The components the entries belong to, in first-seen order.
    package var components: [String] {
        var seen = Set<String>()
        return entries.map(\.component).filter { seen.insert($0).inserted }
    }

    /// How far the group reaches, in words: `12 variants and 8 files made from them in 4 components`
    /// (a file made from variants: a provenance listing, a contact sheet).
    package var extent: String {
        let variants = entries.filter { $0.id != $0.reference }.count
        let files = entries.count - variants
        let parts = [
            variants > 0 ? Self.counted(variants, "variant") : nil,
            files > 0 ? (variants > 0 ? "\(Self.counted(files, "file")) made from them" : Self.counted(files, "file")) : nil,
        ].compactMap { $0 }
        return parts.joined(separator: " and ") + " in " + Self.counted(components.count, "component")
    }

    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The run's failures grouped by change, largest group first (then by first appearance): a
    /// failure with two changes is in both groups, so one edit is one group however the other
    /// edits of the same run reach its files.
    package static func groups(in run: LastRun) -> [CauseGroup] {
        var order: [String] = []
        var groups: [String: CauseGroup] = [:]
        for entry in run.entries where entry.status == "failed" || entry.status == "missing" {
            guard let cause = entry.cause else { continue }
            for change in cause.changeList {
                if groups[change.key] == nil {
                    order.append(change.key)
                    groups[change.key] = CauseGroup(key: change.key, summary: change.summary, entries: [])
                }
                groups[change.key]?.entries.append(entry)
            }
        }
        let ranked = order.enumerated().compactMap { index, key in groups[key].map { (index, $0) } }
        return ranked.sorted { ($0.1.entries.count, -$0.0) > ($1.1.entries.count, -$1.0) }.map(\.1)
    }
}
