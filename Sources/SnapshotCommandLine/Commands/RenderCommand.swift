import ArgumentParser
import ComponentKit
import Foundation
import Rendering
import SnapshotCore
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
        try VariantFilter.requireMatchable(id, among: variants.map(\.id))
        guard let variant = variants.first(where: { $0.id == id }) else {
            throw SnapshotError.unknownVariant(id: id, suggestion: VariantFilter.nearest(to: id, in: variants.map(\.id)))
        }
        try HarnessOptions.requireParentFolder(of: output, flag: "--output")
        let system = try options.designSystem(workspace)
        let image = try system.render(variant, scale: options.scale)
        let png = try PNGCodec.encode(image)
        let destination: URL
        if let output {
            destination = SnapshotCommand.url(output)
            try HarnessOptions.writeNamedFile(png, to: output, flag: "--output", workspace: workspace)
        } else {
            destination = workspace.defaultOutputDirectory.appendingPathComponent("render/\(variant.id)@\(options.scale)x.png")
            try workspace.requireOutsideSnapshots(workspace.outputFolder())
            try FileWriter.write(png, to: destination, in: workspace.outputFolder())
        }
        Console.out("\(destination.path)  \(image.width)×\(image.height) px")
    }
}

extension RenderCommand: WritesNamedFiles {
    var namedFiles: [String] { [output].compactMap { $0 } }
}
