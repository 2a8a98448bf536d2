import ComponentKit
import DesignTokens
import Foundation
import SnapshotHarness

extension BenchRun {
    /// Times loading and validating generated token documents: the mixed system of 1,000 and
    /// 10,000 tokens, and a flat table of 100,000 sibling tokens (which tracks that loading stays
    /// linear in the size of one group); a tenth of each under `--quick`.
    func measureTokenLoading() throws -> [TokenLoadRow] {
        let documents =
            settings.quick
            ? [
                ("mixed", "", SyntheticTokens.document(count: 1_000)),
                ("flat", " flat siblings", SyntheticTokens.flatDocument(count: 10_000)),
            ]
            : [
                ("mixed", "", SyntheticTokens.document(count: 1_000)), ("mixed", "", SyntheticTokens.document(count: 10_000)),
                ("flat", " flat siblings", SyntheticTokens.flatDocument(count: 100_000)),
            ]
        return try documents.map { shape, described, bytes in
            let source = TokenSource(name: "synthetic-\(shape).tokens.json", bytes: bytes)
            let result = TokenTable.load([source])
            let seconds = bench.median(keeping: { TokenTable.load([source]) })
            guard result.table != nil else {
                throw BenchError("the synthetic token document is invalid: \(result.errors.first?.description ?? "")")
            }
            say(
                String(
                    format: "tokens: %d%@ load and validate in %.1f ms (%.2f µs per token)", result.tokenCount, described as NSString,
                    seconds * 1000, seconds * 1e6 / Double(result.tokenCount)))
            return TokenLoadRow(shape: shape, tokens: result.tokenCount, milliseconds: seconds * 1000)
        }
    }

    /// Times what an id costs against 10,000 synthetic ids (1,000 with `--quick`): a typo's "did
    /// you mean" (bounded edit distances), and a megabyte id or filter, which is refused before
    /// any matching.
    func measureIdMatching(matrix: [ComponentVariant]) -> [IdMatchingRow] {
        let variants = Benchmark.syntheticVariants(10_000 / settings.divisor, from: matrix)
        let ids = variants.map(\.id)
        guard let sample = ids.dropFirst(ids.count / 2).first else { return [] }
        let typo = String(sample.dropLast(2)) + "xq"
        let huge = String(repeating: "EBCounter/count-9_", count: 60_000)
        let cases: [(String, () -> Void)] = [
            ("did you mean, one typo", { _ = VariantFilter.nearest(to: typo, in: ids) }),
            ("1 MB id, refused", { _ = try? VariantFilter.requireMatchable(huge, among: ids) }),
            ("1 MB filter, refused", { _ = try? VariantFilter(huge).apply(to: variants) }),
        ]
        say("ids (against \(ids.count) ids, median of \(settings.iterations)):")
        return cases.map { name, body in
            let seconds = bench.median { body() }
            say(String(format: "  %@: %.2f ms", name as NSString, seconds * 1000))
            return IdMatchingRow(case: name, ids: ids.count, milliseconds: seconds * 1000)
        }
    }
}

/// A bench input that does not hold what the bench made it to hold: the bench is broken, not the
/// selection.
package struct BenchError: Error, CustomStringConvertible {
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
