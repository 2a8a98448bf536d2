import ComponentKit
import DesignTokens
import Foundation

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
public struct ImpactAnalysis: Sendable {
    /// A variant a change reaches, and why.
    public struct Entry: Sendable, Equatable {
        /// The variant's id, as `snapshot list` prints it.
        public var id: String
        /// The token causes, or `unknown` when the variant has no provenance.
        public var causes: [FailureCause]
    }

    /// The variants the change reaches (with their causes), in catalog order.
    public var affected: [Entry]
    /// How many variants were considered.
    public var considered: Int

    /// Predicts which of `variants` a token change reaches.
    ///
    /// - Parameters:
    ///   - recorded: each component's `provenance.txt` text, by component name (absent: no provenance).
    ///   - table: the token table a file name (`EBCountdown.tokens.json`) now reads; nil when the
    ///     change leaves that file as it was (its tokens are then unchanged).
    public static func predict(
        recorded: [String: String], variants: [ComponentVariant], table: (String) throws -> TokenTable?
    ) rethrows -> ImpactAnalysis {
        var tables: [String: TokenTable?] = [:]
        var current: [String: (value: String, aliases: String?)?] = [:]
        var provenance: [String: [String: Provenance]] = [:]
        var affected: [Entry] = []
        for variant in variants {
            if provenance[variant.component] == nil {
                provenance[variant.component] = recorded[variant.component].map(ProvenanceListing.parse) ?? [:]
            }
            guard let facts = provenance[variant.component]?[variant.name]?.facts else {
                affected.append(Entry(id: variant.id, causes: [FailureCause(kind: .unknown, subject: "")]))
                continue
            }
            var causes: [FailureCause] = []
            for fact in facts where fact.kind == .token {
                let origin = Origin(fact.origin)
                guard let file = origin.file else { continue }
                if tables[file] == nil { tables[file] = .some(try table(file)) }
                guard let changed = tables[file], let changed else { continue }
                let key = file + "\u{0}" + fact.subject
                if current[key] == nil { current[key] = .some(value(of: fact.subject, in: changed)) }
                guard let now = current[key] else { continue }
                guard let now else {
                    causes.append(FailureCause(kind: .tokenRemoved, subject: fact.subject, before: fact.value, detail: file))
                    continue
                }
                if now.value != fact.value {
                    causes.append(
                        FailureCause(
                            kind: .token, subject: fact.subject, before: fact.value, after: now.value, detail: file,
                            root: (origin.aliases ?? fact.subject.components(separatedBy: " [").first)?.components(separatedBy: " ← ").last)
                    )
                }
                if now.aliases != origin.aliases {
                    causes.append(
                        FailureCause(kind: .alias, subject: fact.subject, before: origin.aliases, after: now.aliases, detail: file))
                }
            }
            if !causes.isEmpty { affected.append(Entry(id: variant.id, causes: causes)) }
        }
        return ImpactAnalysis(affected: affected, considered: variants.count)
    }

    /// A token fact's subject (`path [mode]`) read from `table`: its value text and aliases, or nil when the table lacks it.
    private static func value(of subject: String, in table: TokenTable) -> (value: String, aliases: String?)? {
        guard let open = subject.range(of: " [", options: .backwards), subject.hasSuffix("]") else { return nil }
        let path = TokenPath(dotted: String(subject[..<open.lowerBound]))
        let mode = String(subject[open.upperBound..<subject.index(before: subject.endIndex)])
        let modeName = mode == "base" ? nil : mode
        guard let value = try? table.value(path, mode: modeName) else { return nil }
        let aliases = table.aliasChain(path, mode: modeName).map(\.dotted).joined(separator: " ← ")
        return (value.text, aliases.isEmpty ? nil : aliases)
    }

    /// A token fact's origin: its aliases and its file.
    private struct Origin {
        var aliases: String?
        var file: String?

        init(_ origin: String) {
            for part in origin.components(separatedBy: "  ") {
                if part.hasPrefix("← ") { aliases = String(part.dropFirst(2)) }
                if part.hasPrefix("@ ") { file = String(part.dropFirst(2)) }
            }
        }
    }
}
