import ComponentKit
import DesignTokens
import Foundation
import Rendering
import SnapshotCauses

/// Which variants a token change reaches, predicted from recorded provenance without rendering
/// or laying anything out: every variant whose provenance read a token (in a mode) whose value
/// or aliases are now different, with the causes, and every variant with no provenance at all
/// (nothing can be said of it, so it is never left out).
///
/// The prediction is sound as far as provenance is complete: a layout's token reads are all
/// recorded (``TokenReadLog``), drawing reads none the layout did not (a test checks every EB
/// variant), and pixels depend on nothing else but the fonts, the renderer and the code, which
/// no token edit touches.
///
/// ```swift
/// let impact = ImpactAnalysis.predict(recorded: provenanceByComponent, variants: catalog.variants) { file in
///     try TokenTable(contentsOf: folder.appendingPathComponent(file))
/// }
/// impact.affected.map(\.id)   // ["EBCountdown/style-one_…", "EBScreens/…", …]
/// ```
package struct ImpactAnalysis: Sendable {
    /// A variant a change reaches, and why.
    package struct Entry: Sendable, Equatable {
        /// The variant's id, as `snapshot list` prints it.
        package var id: String
        /// The token causes, or `unknown` when the variant has no provenance.
        package var causes: [FailureCause]
    }

    /// The variants the change reaches (with their causes), in catalog order: once
    /// ``refined(with:variants:recorded:scale:jobs:)`` has run, those whose image it changes.
    package var affected: [Entry]
    /// How many variants were considered.
    package var considered: Int
    /// The variants the provenance pass reached whose image the change leaves as it is, once
    /// ``refined(with:variants:recorded:scale:jobs:)`` has laid them out: they read a changed token
    /// but draw nothing it changes, so only their lines in the listings change (`provenance.txt`'s
    /// token lines, and its text and part lines where what the layout lists moved).
    package var listingOnly: [Entry] = []
    /// Whether the layout refinement ran (``refined(with:variants:recorded:scale:jobs:)``).
    package var isRefined = false

    /// Predicts which of `variants` a token change reaches.
    ///
    /// - Parameters:
    ///   - recorded: each component's `provenance.txt` text, by component name (absent: no
    ///     provenance), with any line endings (``ListingText``).
    ///   - table: the token table a file name (`EBCountdown.tokens.json`) now reads; nil when the
    ///     change leaves that file as it was (its tokens are then unchanged).
    package static func predict(
        recorded: [String: String], variants: [ComponentVariant], table: (String) throws -> TokenTable?
    ) rethrows -> ImpactAnalysis {
        var tables: [String: TokenTable?] = [:]
        // A token fact line repeats across the variants that read the token: each is judged once,
        // found again by a hash of its bytes (and the bytes themselves, should two hashes meet).
        var judged: [UInt64: [(line: [UInt8], causes: [FailureCause])]] = [:]
        var causesByComponent: [String: [String: [FailureCause]]] = [:]
        for (component, text) in recorded {
            var byVariant: [String: [FailureCause]] = [:]
            var text = ListingText.normalized(text)
            try text.withUTF8 { bytes in
                var name: String?
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    start = end + 1
                    guard let first = line.first, first != UInt8(ascii: "#") else { continue }
                    guard first == UInt8(ascii: " ") else {
                        let variant = String(decoding: line, as: UTF8.self)
                        name = variant
                        byVariant[variant] = byVariant[variant] ?? []
                        continue
                    }
                    guard let name, line.starts(with: Self.tokenPrefix) else { continue }
                    var hasher = StableHash()
                    hasher.combine(bytes: line)
                    let hash = hasher.value
                    let causes: [FailureCause]
                    if let known = judged[hash]?.first(where: { $0.line.elementsEqual(line) }) {
                        causes = known.causes
                    } else {
                        let text = String(decoding: line, as: UTF8.self)
                        causes = try judge(Substring(text), tables: &tables, table: table)
                        judged[hash, default: []].append((Array(line), causes))
                    }
                    if !causes.isEmpty { byVariant[name, default: []] += causes }
                }
            }
            causesByComponent[component] = byVariant
        }
        var affected: [Entry] = []
        for variant in variants {
            guard let causes = causesByComponent[variant.component]?[variant.name] else {
                affected.append(Entry(id: variant.id, causes: [.unknown(nil)]))
                continue
            }
            if !causes.isEmpty { affected.append(Entry(id: variant.id, causes: causes)) }
        }
        return ImpactAnalysis(affected: affected, considered: variants.count)
    }

    /// How a token fact line begins.
    private static let tokenPrefix = Array("  token ".utf8)

    /// The causes one recorded token fact line (`  token a.b [mode] = value  ← aliases  @ file`)
    /// shows against the table its file now reads (none when the file is unchanged).
    private static func judge(
        _ line: Substring, tables: inout [String: TokenTable?], table: (String) throws -> TokenTable?
    ) rethrows -> [FailureCause] {
        guard let fact = Provenance.Fact(line: line.dropFirst(2)), let file = fact.origin.file, let token = fact.token else { return [] }
        if tables[file] == nil { tables[file] = .some(try table(file)) }
        guard let changed = tables[file], let changed else { return [] }
        let now = value(of: token, in: changed).map { value, aliases in
            Provenance.Fact(kind: .token, subject: fact.subject, value: value, origin: Provenance.Fact.Origin(aliases: aliases, file: file))
        }
        return CauseEngine.inputChanges(from: [fact], to: now.map { [$0] } ?? [])
    }

    /// A token read (`path`, `mode`) from `table`: its value text and aliases, or nil when the table lacks it.
    private static func value(of token: (path: String, mode: String), in table: TokenTable) -> (value: String, aliases: [String])? {
        let path = TokenPath(dotted: token.path)
        let mode = token.mode == "base" ? nil : token.mode
        guard let value = try? table.value(path, mode: mode) else { return nil }
        return (value.text, table.aliasChain(path, mode: mode).map(\.dotted))
    }
}
