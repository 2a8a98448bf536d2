import ArgumentParser
import Foundation
import SnapshotHarness

/// `snapshot gallery [--output DIR]`
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Write a static HTML gallery of the references (opens from file://).")

    @OptionGroup var options: HarnessOptions

    @Option(name: .long, help: "The folder to write (default: snapshot-output/gallery).")
    var output: String?

    func run() throws {
        let workspace = try options.workspace()
        let folder = output.map { SnapshotCommand.url($0) } ?? workspace.defaultOutputDirectory.appendingPathComponent("gallery")
        var writer = GalleryWriter(workspace: workspace, system: try options.designSystem(workspace), scale: options.scale)
        let line = options.progressLine("gallery")
        writer.progress = { line.update(done: $0, total: $1) }
        let index = try writer.write(to: folder)
        line.finish()
        Console.out("gallery: \(index.path)")
    }
}
