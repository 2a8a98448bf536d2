import ArgumentParser
import Foundation
import Rendering
import SnapshotHarness

/// `snapshot list [--filter P] [--json]`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the variants of the matrix with their sizes and legacy Figma nodes.")

    @OptionGroup var options: HarnessOptions

    @OptionGroup var selection: VariantSelection

    @Flag(
        name: .long,
        help:
            "Print a JSON array of {kind, id, component, props, width, height, scale, path, figmaNode, environment}; motions add frameTimes (ms) and reducedMotion."
    )
    var json = false

    func run() throws {
        let workspace = try options.workspace()
        let system = try options.designSystem(workspace)
        let variants = try selection.variants()
        let entries = try variants.map { variant in
            let layout = try system.layout(of: variant)
            return VariantEntry(
                variant, size: (layout.frameSize.width, layout.frameSize.height), scale: options.scale, motion: layout.motion)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.outJSON(String(decoding: try encoder.encode(entries), as: UTF8.self))
        } else {
            for entry in entries {
                let node = entry.figmaNode.map { "  figma=\($0)" } ?? ""
                let frames =
                    entry.frameTimes.map { times in
                        "  \(times.count) frames at \(times.map { Size.format($0) }.joined(separator: ", ")) ms"
                    } ?? ""
                Console.out("\(entry.id)  \(Int(entry.width))×\(Int(entry.height))\(node)\(frames)")
            }
        }
    }
}
