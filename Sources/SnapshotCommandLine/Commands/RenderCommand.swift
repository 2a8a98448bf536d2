import ArgumentParser
import Components
import Foundation
import Rendering
import SnapshotHarness

/// `snapshot render ID [--output PATH] [--scale N]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one variant to a PNG (never into Snapshots/: use record).")

    @OptionGroup var options: HarnessOptions

    @Argument(help: "The variant id, as `snapshot list` prints it.")
    var id: String

    @Option(name: .long, help: "The PNG to write (default: snapshot-output/render/<id>@<scale>x.png).")
    var output: String?

    func run() throws {
        let workspace = try options.workspace()
        let variants = SnapshotCommand.catalog.variants
        guard let variant = variants.first(where: { $0.id == id }) else {
            throw SnapshotError.unknownVariant(id: id, suggestion: VariantFilter.nearest(to: id, in: variants.map(\.id)))
        }
        let destination =
            output.map { SnapshotCommand.url($0) }
            ?? workspace.defaultOutputDirectory.appendingPathComponent("render").appendingPathComponent(
                "\(variant.id)@\(options.scale)x.png")
        try HarnessOptions.requireParentFolder(of: output, flag: "--output")
        guard !destination.standardizedFileURL.path.hasPrefix(workspace.snapshotsDirectory.path + "/") else {
            throw OptionProblem("--output may not point into Snapshots/: use `snapshot record` to change references")
        }
        let system = try options.designSystem(workspace)
        let image = try system.render(variant, scale: options.scale)
        try ReferenceStore.atomicWrite(try PNGCodec.encode(image), to: destination)
        Console.out("\(destination.path)  \(image.width)×\(image.height) px")
    }
}
