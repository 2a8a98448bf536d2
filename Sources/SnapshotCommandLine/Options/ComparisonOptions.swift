import ArgumentParser
import SnapshotRendering

/// How `verify` and `record --mode failed` compare an image with its reference.
struct ComparisonOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: """
            Do not count the pixels pixelmatch takes for anti-aliasing (pixelmatch's rule at threshold 0). \
            Only for references recorded on machines whose rendering differs; by default every changed pixel fails.
            """)
    var ignoreAntialiasing = false

    /// The tolerance these flags ask for: ``Tolerance/exact`` unless anti-aliasing is forgiven by name.
    var tolerance: Tolerance { ignoreAntialiasing ? .ignoringAntialiasing : .exact }
}
