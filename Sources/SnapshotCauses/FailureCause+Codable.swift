extension FailureCause: Codable {
    /// The flat form `last-run.json` keeps: `kind`, `subject`, and the fields of that kind
    /// (`before`, `after`, `detail` for a file or a note, `root`, `part`, the aliases, the
    /// variants of a matrix edit). Readers of the manifest (the review server, CI scripts) read
    /// `kind` and `subject` alike for every cause.
    private struct Record: Codable {
        var kind: Kind
        var subject: String
        var before: String?
        var after: String?
        var detail: String?
        var root: String?
        var part: String?
        var change: String?
        var aliasesBefore: [String]?
        var aliasesAfter: [String]?
        var retargetFrom: String?
        var retargetTo: String?
        var retargetToken: String?
        var added: [String]?
        var removed: [String]?
        var renamed: [String]?
        var newValues: [String]?
    }

    package func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
    }

    package init(from decoder: any Decoder) throws {
        let record = try Record(from: decoder)
        guard let cause = Self.cause(of: record) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a \(record.kind.rawValue) cause lacks its fields"))
        }
        self = cause
    }

    private var record: Record {
        var r = Record(kind: kind, subject: "")
        switch self {
        case .token(let c):
            (r.subject, r.before, r.after, r.detail, r.root) = (c.subject, c.before, c.after, c.file, c.root)
            (r.retargetToken, r.retargetFrom, r.retargetTo) = (c.retarget?.token, c.retarget?.from, c.retarget?.to)
        case .tokenRead(let read): (r.subject, r.after, r.detail) = (read.subject, read.value, read.file)
        case .tokenUnread(let read): (r.subject, r.before, r.detail) = (read.subject, read.value, read.file)
        case .tokenRenamed(let rename): (r.subject, r.before, r.after, r.detail) = (rename.to, rename.from, rename.to, rename.file)
        case .alias(let a):
            (r.subject, r.detail, r.change) = (a.subject, a.file, a.change)
            (r.aliasesBefore, r.aliasesAfter) = (a.before, a.after)
            (r.before, r.after) = (
                a.before.isEmpty ? nil : a.before.joined(separator: " ← "), a.after.isEmpty ? nil : a.after.joined(separator: " ← ")
            )
        case .text(let edit): (r.subject, r.before, r.after) = (edit.subject, edit.before, edit.after)
        case .frame(let move): (r.subject, r.before, r.after) = (move.subject, move.before, move.after)
        case .drawing(let change): (r.subject, r.part) = (change.component, change.part)
        case .layout(let change): (r.subject, r.detail) = (change.component, change.moves.joined(separator: ", "))
        case .renderer(let summary): r.subject = summary
        case .unexplained(let detail): r.detail = detail
        case .sheet(let page, let note): (r.subject, r.detail) = (page, note)
        case .variants(let edit):
            (r.subject, r.detail) = (edit.component, edit.summary)
            (r.added, r.removed, r.renamed, r.newValues) = (edit.added, edit.removed, edit.renamed, edit.newValues)
        case .unknown(let reason): r.detail = reason
        }
        return r
    }

    private static func cause(of r: Record) -> FailureCause? {
        switch r.kind {
        case .token:
            guard let before = r.before, let after = r.after else { return nil }
            let retarget = r.retargetToken.flatMap { token in
                r.retargetFrom.flatMap { from in r.retargetTo.map { Retarget(token: token, from: from, to: $0) } }
            }
            return .token(
                TokenChange(subject: r.subject, before: before, after: after, file: r.detail, root: r.root ?? r.subject, retarget: retarget)
            )
        case .tokenAdded: return r.after.map { .tokenRead(TokenRead(subject: r.subject, value: $0, file: r.detail)) }
        case .tokenRemoved: return r.before.map { .tokenUnread(TokenRead(subject: r.subject, value: $0, file: r.detail)) }
        case .tokenRenamed: return r.before.map { .tokenRenamed(TokenRename(from: $0, to: r.after ?? r.subject, file: r.detail)) }
        case .alias:
            let before = r.aliasesBefore ?? [], after = r.aliasesAfter ?? []
            return .alias(AliasChange(subject: r.subject, before: before, after: after, file: r.detail, change: r.change ?? r.subject))
        case .text: return .text(TextEdit(subject: r.subject, before: r.before, after: r.after))
        case .frame: return .frame(FrameMove(subject: r.subject, before: r.before, after: r.after))
        case .drawing: return .drawing(DrawingChange(component: r.subject, part: r.part))
        case .layout:
            return .layout(LayoutChange(component: r.subject, moves: r.detail.map { $0.components(separatedBy: ", ") } ?? []))
        case .renderer: return .renderer(r.subject)
        case .unexplained: return .unexplained(r.detail ?? "")
        case .sheet: return .sheet(page: r.subject, note: r.detail)
        case .variants:
            return .variants(
                MatrixEdit(
                    component: r.subject, added: r.added ?? [], removed: r.removed ?? [], renamed: r.renamed ?? [],
                    newValues: r.newValues ?? []))
        case .unknown: return .unknown(r.detail)
        }
    }
}

extension FailureCause {
    /// This cause with `transform` applied to each of its texts (a manifest cuts each at its cap).
    package func mappingTexts(_ transform: (String) -> String) -> FailureCause {
        var r = record
        r.subject = transform(r.subject)
        for path in [\Record.before, \.after, \.detail, \.root, \.part, \.change, \.retargetFrom, \.retargetTo, \.retargetToken] {
            r[keyPath: path] = r[keyPath: path].map(transform)
        }
        for path in [\Record.aliasesBefore, \.aliasesAfter, \.added, \.removed, \.renamed, \.newValues] {
            r[keyPath: path] = r[keyPath: path]?.map(transform)
        }
        return Self.cause(of: r) ?? self
    }
}

extension FailureCause {
    /// A cause from the flat fields `last-run.json` keeps (a missing value of a kind that needs
    /// one reads as empty): how tests and tools that hold only those fields make one.
    package init(kind: Kind, subject: String, before: String? = nil, after: String? = nil, detail: String? = nil, root: String? = nil) {
        let record = Record(kind: kind, subject: subject, before: before ?? "", after: after ?? "", detail: detail, root: root)
        self = Self.cause(of: record) ?? .unknown(detail)
    }

    /// What it is about, as the manifest names it: a token's read, a text, a frame, a component.
    package var subject: String { record.subject }
    /// The recorded side, where the kind has one.
    package var before: String? { record.before }
    /// The current side, where the kind has one.
    package var after: String? { record.after }
    /// The file, note or reason, where the kind has one.
    package var detail: String? { record.detail }
    /// The token a changed value is written in.
    package var root: String? { record.root }
}
