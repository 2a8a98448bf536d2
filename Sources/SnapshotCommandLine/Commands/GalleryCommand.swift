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
        let index = try GalleryWriter(workspace: workspace, system: try options.designSystem(workspace), scale: options.scale).write(
            to: folder)
        Console.out("gallery: \(index.path)")
    }
}
