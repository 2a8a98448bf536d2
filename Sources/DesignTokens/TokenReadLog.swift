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
        package var path: TokenPath
        /// The mode asked for; nil for the base value.
        package var mode: String?
        /// The file that defines the token.
        package var file: String
        package var value: TokenValue
        /// The tokens the value was reached through, nearest first (`a` aliases `b`, which aliases `c`: `[b, c]`).
        ///
        /// A value computed from arithmetic (Tokens Studio's math, read leniently) is reached
        /// through the tokens the arithmetic read, each followed by what it is reached through in
        /// turn: `spacing.md` = `floor({_size.unit} * 1.5)` gives `[_size.unit]`, and an alias of
        /// `spacing.md` gives `[spacing.md, _size.unit]` (see ``computations``).
        package var aliases: [TokenPath]
        /// The arithmetic the value was computed by, along its aliases: the token's own, then
        /// those of the tokens it is reached through, in the order of ``aliases`` (empty for a
        /// value no arithmetic computed, the usual case).
        package var computations: [TokenComputation]

        package init(
            path: TokenPath, mode: String?, file: String, value: TokenValue, aliases: [TokenPath], computations: [TokenComputation] = []
        ) {
            self.path = path
            self.mode = mode
            self.file = file
            self.value = value
            self.aliases = aliases
            self.computations = computations
        }

        public static func < (lhs: Read, rhs: Read) -> Bool {
            (lhs.path.dotted, lhs.mode ?? "") < (rhs.path.dotted, rhs.mode ?? "")
        }
    }

    /// The log reads are noted in (nil: nothing is noted, the usual case).
    @TaskLocal package static var current: TokenReadLog?

    /// The reads in the order first made, and what tells them apart.
    private let noted = Mutex<(order: [Read], seen: Set<Key>)>(([], []))

    /// A read's token, mode and file: a layout reads the same token many times, and its value and
    /// aliases are then the same (within one set of tables), so what a read gives can be kept by it.
    package struct Key: Hashable, Sendable {
        package var path: TokenPath
        package var mode: String?
        package var file: String

        package init(path: TokenPath, mode: String?, file: String) {
            self.path = path
            self.mode = mode
            self.file = file
        }

        /// By path and mode: the file rarely tells two reads apart.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(mode)
        }
    }

    package init() {
        // A layout reads tens of tokens: no growing from empty.
        noted.withLock { state in
            state.order.reserveCapacity(64)
            state.seen.reserveCapacity(64)
        }
    }

    /// Notes `read` once.
    package func note(_ read: Read) {
        note(path: read.path, mode: read.mode, file: read.file, value: read.value) { (read.aliases, read.computations) }
    }

    /// Notes a read of `path` once, working out its aliases and computations only the first time.
    package func note(
        path: TokenPath, mode: String?, file: String, value: TokenValue,
        through: () -> (aliases: [TokenPath], computations: [TokenComputation])
    ) {
        noted.withLock { state in
            guard state.seen.insert(Key(path: path, mode: mode, file: file)).inserted else { return }
            let (aliases, computations) = through()
            state.order.append(Read(path: path, mode: mode, file: file, value: value, aliases: aliases, computations: computations))
        }
    }

    /// Every distinct read, sorted by token path and mode.
    package var reads: [Read] { Self.sorted(readsInOrder) }

    /// Every distinct read, in the order first made.
    package var readsInOrder: [Read] { noted.withLock { $0.order } }

    /// `reads` sorted by token path and mode (as `<` sorts them), each dotted path made once
    /// rather than in each of the sort's comparisons.
    package static func sorted(_ reads: [Read]) -> [Read] {
        keyed(reads).map(\.read)
    }

    /// `reads` sorted by token path and mode, each with its dotted path.
    package static func keyed(_ reads: [Read]) -> [(dotted: String, read: Read)] {
        reads.map { (dotted: $0.path.dotted, read: $0) }.sorted { lhs, rhs in
            lhs.dotted != rhs.dotted ? lhs.dotted < rhs.dotted : (lhs.read.mode ?? "") < (rhs.read.mode ?? "")
        }
    }
}

extension TokenTable {
    /// The aliases `path`'s value for `mode` is reached through, nearest first (empty for a
    /// literal): the token each aliases in turn, and, for a value computed from arithmetic, each
    /// token the arithmetic read (in the order written) followed by what it is reached through.
    package func aliasChain(_ path: TokenPath, mode: String?) -> [TokenPath] {
        reachedThrough(path, mode: mode).aliases
    }

    /// The aliases `path`'s value for `mode` is reached through (see ``aliasChain(_:mode:)``),
    /// and the arithmetic that computed it along them: the token's own first. At most
    /// ``TokenSyntax/maximumChainLength`` aliases, each once.
    func reachedThrough(_ path: TokenPath, mode: String?) -> (aliases: [TokenPath], computations: [TokenComputation]) {
        var aliases: [TokenPath] = []
        var computations: [TokenComputation] = []
        // Every token found so far (chains are a few tokens long: a list, searched, costs less
        // than a set made for each read).
        var seen = [path]
        func isNew(_ step: TokenPath) -> Bool {
            guard !seen.contains(step) else { return false }
            seen.append(step)
            return true
        }
        // What `token`'s value is read through directly (each once over the whole chain).
        func steps(_ token: TokenPath) -> [TokenPath] {
            guard let resolved = tokens[token] else { return [] }
            if let target = resolved.aliasTarget(for: mode) { return isNew(target) ? [target] : [] }
            let computed = resolved.computations(for: mode)
            computations += computed
            return computed.flatMap { $0.operands.map(\.path) }.filter(isNew)
        }
        // Depth first: each step is followed to its end before the next is listed.
        var pending = Array(steps(path).reversed())
        while let current = pending.popLast(), aliases.count < TokenSyntax.maximumChainLength {
            aliases.append(current)
            pending += steps(current).reversed()
        }
        return (aliases, computations)
    }
}
