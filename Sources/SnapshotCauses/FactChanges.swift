import ComponentKit

/// What differs between a recorded provenance and the current one, fact by fact: the candidate
/// causes, before any render says which of them changed pixels.
///
/// Pairs are made here, once: a token no longer read and one now read with the same value in
/// every mode are a rename; a token whose aliases and value changed is one retarget; an alias
/// that only renamed a link belongs to that rename.
struct FactChanges {
    /// Tokens whose value changed (``FailureCause/token(_:)``).
    var tokens: [FailureCause] = []
    /// Tokens read through other aliases.
    var aliases: [FailureCause] = []
    /// Tokens read now, not before (renames taken out).
    var reads: [FailureCause] = []
    /// Tokens read before, not now (renames taken out).
    var unreads: [FailureCause] = []
    var renames: [FailureCause] = []
    var texts: [FailureCause] = []
    /// Frames that moved: effects of whatever moved them.
    var frames: [FailureCause] = []
    /// Every component part whose drawing digest differs (tokens and texts may explain them).
    var drawings: [FailureCause] = []
    /// Whether both provenances recorded the drawing part by part (only then are drawings compared).
    var tracesDrawing: Bool

    init(_ recorded: Provenance, _ now: Provenance) {
        tracesDrawing = recorded.recordsDrawing && now.recordsDrawing
        let old = recorded.byKey, new = now.byKey
        var seen = Set<Provenance.Fact.Key>()
        let keys = (recorded.facts + now.facts).map(\.key).filter { seen.insert($0).inserted }
        var tokenPairs: [(Provenance.Fact?, Provenance.Fact?)] = []
        for key in keys {
            let before = old[key], after = new[key]
            guard before != after else { continue }
            switch key.kind {
            case .token: tokenPairs.append((before, after))
            case .text: texts(before, after)
            case .size, .part:
                let subject = key.kind == .size ? "image" : "part \(key.subject)"
                frames.append(.frame(FailureCause.FrameMove(subject: subject, before: before?.value, after: after?.value)))
            case .draw:
                guard tracesDrawing, let drawn = (after ?? before)?.drawn else { continue }
                drawings.append(.drawing(FailureCause.DrawingChange(component: drawn.component, part: drawn.part)))
            }
        }
        tokens(tokenPairs)
    }

    /// Every candidate that is an input or an input's pairing (no frames, no drawings).
    var inputs: [FailureCause] { tokens + aliases + reads + unreads + renames + texts }

    private mutating func texts(_ before: Provenance.Fact?, _ after: Provenance.Fact?) {
        let old = before?.quotedText, new = after?.quotedText
        let subject = "text \((after ?? before)?.subject ?? "")"
        if old?.text != new?.text {
            texts.append(.text(FailureCause.TextEdit(subject: subject, before: old?.text, after: new?.text)))
        } else if before?.frameText != after?.frameText {
            frames.append(
                .frame(FailureCause.FrameMove(subject: "\(subject) \(new?.text ?? "")", before: before?.frameText, after: after?.frameText))
            )
        }
    }

    private mutating func tokens(_ pairs: [(Provenance.Fact?, Provenance.Fact?)]) {
        var gone: [Provenance.Fact] = [], came: [Provenance.Fact] = []
        var retargeted: [(Provenance.Fact, Provenance.Fact)] = []
        for pair in pairs {
            switch pair {
            case (let before?, let after?):
                if before.origin.aliases != after.origin.aliases { retargeted.append((before, after)) }
                if before.value != after.value { tokens.append(.token(Self.change(before, after))) }
            case (let before?, nil): gone.append(before)
            case (nil, let after?): came.append(after)
            case (nil, nil): break
            }
        }
        let renamed = Self.renames(gone: gone, came: came)
        renames = renamed.map { .tokenRenamed($0) }
        let renamedFrom = Set(renamed.map(\.from)), renamedTo = Set(renamed.map(\.to))
        unreads = gone.filter { !renamedFrom.contains($0.token?.path ?? "") }.map {
            .tokenUnread(FailureCause.TokenRead(subject: $0.subject, value: $0.value, file: $0.origin.file))
        }
        reads = came.filter { !renamedTo.contains($0.token?.path ?? "") }.map {
            .tokenRead(FailureCause.TokenRead(subject: $0.subject, value: $0.value, file: $0.origin.file))
        }
        aliases = retargeted.map { before, after in
            let change =
                Self.renameCovering(before.origin.aliases, after.origin.aliases, renamed)
                .map { FailureCause.tokenRenamed($0).change }
                ?? FailureCause.retargetChange(Self.retarget(before, after), file: after.origin.file)
            return .alias(
                FailureCause.AliasChange(
                    subject: after.subject, before: before.origin.aliases, after: after.origin.aliases, file: after.origin.file,
                    change: change))
        }
    }

    /// The value change of one read, with its retarget when its aliases changed too.
    private static func change(_ before: Provenance.Fact, _ after: Provenance.Fact) -> FailureCause.TokenChange {
        let retarget = before.origin.aliases != after.origin.aliases ? Self.retarget(before, after) : nil
        return FailureCause.TokenChange(
            subject: after.subject, before: before.value, after: after.value, file: after.origin.file,
            root: retarget?.token ?? after.root ?? after.subject, retarget: retarget)
    }

    /// The alias whose `$value` was pointed elsewhere: the last link both chains share (or the
    /// read token itself), what it pointed at, and what it points at now.
    private static func retarget(_ before: Provenance.Fact, _ after: Provenance.Fact) -> FailureCause.Retarget {
        let old = before.origin.aliases, new = after.origin.aliases
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] { shared += 1 }
        let token = shared > 0 ? old[shared - 1] : (after.token?.path ?? after.subject)
        return FailureCause.Retarget(
            token: token, from: shared < old.count ? old[shared] : "a value", to: shared < new.count ? new[shared] : "a value")
    }

    /// The tokens no longer read that are read under another name: the same file, and the same
    /// value in every mode read. Where several could match, the path sharing the most segments wins.
    private static func renames(gone: [Provenance.Fact], came: [Provenance.Fact]) -> [FailureCause.TokenRename] {
        func reads(_ facts: [Provenance.Fact]) -> [String: [String: String]] {
            var byPath: [String: [String: String]] = [:]
            for fact in facts {
                guard let token = fact.token else { continue }
                byPath[token.path, default: [:]][token.mode] = fact.value + "  @ " + (fact.origin.file ?? "")
            }
            return byPath
        }
        let old = reads(gone), new = reads(came)
        var taken = Set<String>()
        var found: [FailureCause.TokenRename] = []
        for (from, values) in old.sorted(by: { $0.key < $1.key }) {
            let candidates = new.filter { !taken.contains($0.key) && $0.value == values }.map(\.key)
            guard let to = candidates.max(by: { (shared(from, $0), $1) < (shared(from, $1), $0) }) else { continue }
            taken.insert(to)
            let file = gone.first { $0.token?.path == from }?.origin.file
            found.append(FailureCause.TokenRename(from: from, to: to, file: file))
        }
        return found
    }

    /// How many dotted segments two paths share, from the start and from the end.
    private static func shared(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: "."), y = b.split(separator: ".")
        let front = zip(x, y).prefix { $0 == $1 }.count
        let back = zip(x.reversed(), y.reversed()).prefix { $0 == $1 }.count
        return front + back
    }

    /// The rename that turns the `before` chain into `after`, if one does.
    private static func renameCovering(_ before: [String], _ after: [String], _ renames: [FailureCause.TokenRename])
        -> FailureCause.TokenRename?
    {
        guard before.count == after.count else { return nil }
        return renames.first { rename in
            before.map { $0 == rename.from ? rename.to : $0 } == after
        }
    }
}
