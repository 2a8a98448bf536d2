import ComponentKit
import DesignTokens
import SnapshotCauses

extension ImpactAnalysis {
    /// The prediction narrowed to the variants whose drawing the change alters.
    ///
    /// The provenance pass keeps every variant that *read* a changed token, and many read one
    /// without drawing what it changes: a tooltip's typography measured but no tooltip shown, a
    /// radius the layout clamps to half the height. Each variant it reached is laid out with
    /// `system` (the new tables) and drawn into a record, not rasterised
    /// (``DesignSystem/drawing(of:scale:overriding:)``). It stays predicted when
    /// - its size, texts or parts differ from its recorded provenance, or
    /// - its drawing differs from its drawing with the changed tokens at their recorded values
    ///   (``TokenOverrides``): any canvas call (shape, paint, colour, text, image, transform,
    ///   opacity) or layout fact (size, frame, text run, accessibility element, motion).
    ///
    /// Otherwise it moves to ``readNotDrawn``: its image and its lines in the text references
    /// stay as they are, only its `provenance.txt` token lines change.
    ///
    /// Nothing is missed: a canvas's pixels depend on its size, its scale, its fonts and the calls
    /// drawn on it alone, so equal drawings give equal images at `scale` (the references'), and the
    /// old drawing is the recorded one (the layout reads the recorded value of every token it read).
    /// Colours need no raster: a colour that is drawn is an argument of a call. A variant is kept
    /// whenever it cannot be judged: a token the change removed, a recorded value that does not
    /// read back as the token's type, a layout that fails under either state.
    ///
    /// - Parameters:
    ///   - variants: the variants the prediction was made over (its entries name them by id).
    ///   - recorded: each component's `provenance.txt` text, by component name, as predicted from.
    public func refined(with system: DesignSystem, variants: [ComponentVariant], recorded: [String: String], scale: Int) -> ImpactAnalysis {
        let byID = Dictionary(variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var blocks: [String: [String: Substring]] = [:]
        var result = self
        result.affected = []
        result.isRefined = true
        for entry in affected {
            guard let variant = byID[entry.id], entry.causes.allSatisfy({ $0.kind == .token || $0.kind == .alias }) else {
                result.affected.append(entry)
                continue
            }
            if blocks[variant.component] == nil { blocks[variant.component] = Self.blocks(of: recorded[variant.component] ?? "") }
            let facts = blocks[variant.component]?[variant.name].map(Self.drawnFacts(in:))
            if Self.drawingChanges(of: variant, causes: entry.causes, recorded: facts, system: system, scale: scale) {
                result.affected.append(entry)
            } else {
                result.readNotDrawn.append(entry)
            }
        }
        return result
    }

    /// Whether `variant`'s drawing with `system` differs from its recorded facts, or from its
    /// drawing with `causes`' tokens at their recorded values; true when either cannot be made.
    static func drawingChanges(
        of variant: ComponentVariant, causes: [FailureCause], recorded: [Provenance.Fact]?, system: DesignSystem, scale: Int
    ) -> Bool {
        do {
            let now = try system.drawing(of: variant, scale: scale)
            if let recorded, recorded != now.drawnFacts { return true }
            let revert = CauseEngine.overrides(causes.filter { $0.kind == .token })
            let before = try system.drawing(of: variant, scale: scale, overriding: revert)
            return before != now
        } catch {
            return true
        }
    }

    /// Each variant's block of fact lines in a component's `provenance.txt`, by variant name.
    static func blocks(of text: String) -> [String: Substring] {
        var result: [String: Substring] = [:]
        var name: Substring?
        var start = text.startIndex
        var cursor = text.startIndex
        while cursor < text.endIndex {
            let end = text[cursor...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[cursor..<end]
            if let first = line.first, first != " ", first != "#" {
                if let name { result[String(name)] = text[start..<cursor] }
                name = line
                start = end
            }
            cursor = end < text.endIndex ? text.index(after: end) : end
        }
        if let name { result[String(name)] = text[start..<text.endIndex] }
        return result
    }

    /// The size, text and part facts of a variant's block (its token facts left out).
    static func drawnFacts(in block: Substring) -> [Provenance.Fact] {
        block.split(separator: "\n").compactMap { line in
            let fact = line.hasPrefix("  token ") ? nil : Provenance.Fact(line: line.drop { $0 == " " })
            return fact?.kind == .token ? nil : fact
        }
    }
}
