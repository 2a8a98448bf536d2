import DesignTokens
import Synchronization

/// The token fact of each read a design system has formatted, kept for the next layout that reads
/// the same token in the same mode from the same file (most variants of a component read the
/// same tokens, so a matrix formats each fact once rather than once per variant).
///
/// Within one design system a token's file, path and mode fix its value and its aliases: the
/// tables do not change while it lives.
final class TokenFactCache: Sendable {
    /// A formatted fact, with what it sorts by.
    struct Entry: Sendable {
        var dotted: String
        var mode: String
        var fact: Provenance.Fact
    }

    private let entries = Mutex<[TokenReadLog.Key: Entry]>([:])

    /// The fact `read` gives, formatted once.
    func entry(for read: TokenReadLog.Read) -> Entry {
        let key = TokenReadLog.Key(path: read.path, mode: read.mode, file: read.file)
        if let entry = entries.withLock({ $0[key] }) { return entry }
        let entry = Self.format(read)
        entries.withLock { $0[key] = entry }
        return entry
    }

    /// `read` as a token fact: `token <path> [<mode>] = <value>  ← <aliases>  @ <file name>`.
    static func format(_ read: TokenReadLog.Read) -> Entry {
        let dotted = read.path.dotted
        let mode = read.mode ?? "base"
        let file =
            read.file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(read.file[read.file.utf8.index(after: $0)...]) } ?? read.file
        let fact = Provenance.Fact(
            kind: .token, subject: "\(dotted) [\(mode)]", value: read.value.text,
            origin: Provenance.Fact.Origin(aliases: read.aliases.map(\.dotted), file: file))
        return Entry(dotted: dotted, mode: read.mode ?? "", fact: fact)
    }
}
