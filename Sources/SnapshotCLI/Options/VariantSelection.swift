import ArgumentParser
import Components
import SnapshotHarness

/// `--filter P`: the part of the matrix a subcommand works on.
struct VariantSelection: ParsableArguments {
    @Option(name: .long, help: "Only ids containing this text, or matching this glob (with *).")
    var filter: String?

    /// Every variant, or those matching the filter (an error when none does).
    func variants() throws -> [ComponentVariant] {
        guard let filter else { return Catalog.variants }
        return try VariantFilter(filter).apply(to: Catalog.variants)
    }
}
