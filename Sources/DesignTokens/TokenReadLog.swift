import Synchronization

/// The tokens read through any ``TokenTable`` while the log is current: what a layout depended on.
///
/// A design system sets a log around each variant's layout, so every value a component reads
/// (`context.tokens.color(…)`, and anything its token structs read from the table) is noted
/// without a line of the component's own code:
///
/// ```swift
/// let log = TokenReadLog()
/// let layout = try TokenReadLog.$current.withValue(log) { try component.layout(in: context) }
/// log.reads   // [counter.color.empty.bg in light = #EEF2F9 ← counter.palette.light.empty.bg, …]
/// ```
public final class TokenReadLog: Sendable {
    /// One value read: which token, in which mode, from which file, what it was and the aliases
    /// it was read through.
    public struct Read: Hashable, Sendable, Comparable {
        public var path: TokenPath
        /// The mode asked for; nil for the base value.
        public var mode: String?
        /// The file that defines the token.
        public var file: String
        public var value: TokenValue
        /// The tokens the value was reached through, nearest first (`a` aliases `b`, which aliases `c`: `[b, c]`).
        public var aliases: [TokenPath]

        public init(path: TokenPath, mode: String?, file: String, value: TokenValue, aliases: [TokenPath]) {
            self.path = path
            self.mode = mode
            self.file = file
            self.value = value
            self.aliases = aliases
        }

        /// Hashes the path and the mode only: a layout reads the same token many times, and its
        /// file, value and aliases are then the same (a hash need not tell every read apart).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(mode)
        }

        public static func < (lhs: Read, rhs: Read) -> Bool {
            (lhs.path.dotted, lhs.mode ?? "") < (rhs.path.dotted, rhs.mode ?? "")
        }
    }

    /// The log reads are noted in (nil: nothing is noted, the usual case).
    @TaskLocal public static var current: TokenReadLog?

    private let noted = Mutex<(order: [Read], seen: Set<Read>)>(([], []))

    public init() {}

    /// Notes `read` once.
    public func note(_ read: Read) {
        noted.withLock { state in
            if state.seen.insert(read).inserted { state.order.append(read) }
        }
    }

    /// Every distinct read, sorted by token path and mode.
    public var reads: [Read] { Self.sorted(noted.withLock { $0.order }) }

    /// `reads` sorted by token path and mode (as `<` sorts them), each dotted path made once
    /// rather than in each of the sort's comparisons.
    public static func sorted(_ reads: [Read]) -> [Read] {
        reads.map { (key: ($0.path.dotted, $0.mode ?? ""), read: $0) }.sorted { $0.key < $1.key }.map(\.read)
    }
}

extension TokenTable {
    /// The aliases `path`'s value for `mode` is reached through, nearest first (empty for a literal).
    public func aliasChain(_ path: TokenPath, mode: String?) -> [TokenPath] {
        var chain: [TokenPath] = []
        var current = tokens[path]?.aliasTarget(for: mode)
        while let target = current, chain.count < TokenLoader.maximumChainLength, !chain.contains(target) {
            chain.append(target)
            current = tokens[target]?.aliasTarget(for: mode)
        }
        return chain
    }
}
