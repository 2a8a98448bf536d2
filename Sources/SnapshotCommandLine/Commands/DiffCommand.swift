import ArgumentParser
import Foundation
import PixelDiff
import Rendering
import SnapshotHarness
import SnapshotRendering

/// `snapshot diff A.png B.png [--output DIFF.png] [pixelmatch options] [--max-diff-pixels N] [--max-diff-ratio R] [--json]`
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs with the pixelmatch 7.2 algorithm.",
        discussion: "Exit 0 within tolerance, 1 when different (or of different sizes), 2 on errors.")

    @Argument(help: "The reference PNG.") var first: String
    @Argument(help: "The PNG to compare with it.") var second: String

    @Option(name: .long, help: "Write the diff image here (a side-by-side composite when the sizes differ).")
    var output: String?
    @Option(name: .long, help: "Per-pixel sensitivity, 0…1 (default 0.1, pixelmatch's).") var threshold: Double = 0.1
    @Flag(name: .long, help: "Count anti-aliased pixels instead of excluding them.") var includeAa = false
    @Option(name: .long, help: "Opacity of the faded original in the diff image (default 0.1).") var alpha: Double = 0.1
    @Option(name: .long, help: "R,G,B for excluded anti-aliased pixels (default 255,255,0).") var aaColor: String?
    @Option(name: .long, help: "R,G,B for differences (default 255,0,0).") var diffColor: String?
    @Option(name: .long, help: "R,G,B for differences where the second image is darker.") var diffColorAlt: String?
    @Flag(name: .long, help: "Draw only the differences, over a transparent image.") var diffMask = false
    @Flag(name: .long, help: "Blend translucent pixels over white instead of a checkerboard.") var noCheckerboard = false
    @Option(name: .long, help: "Differing pixels allowed (default 0).") var maxDiffPixels: Int = 0
    @Option(name: .long, help: "Share of differing pixels allowed, 0…1.") var maxDiffRatio: Double?
    @Flag(name: .long, help: "Print {mismatchedPixels, totalPixels, width, height, identical, passed, …} as JSON.") var json = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be in 0…1 (got \(threshold))") }
        guard (0...1).contains(alpha) else { throw ValidationError("--alpha must be in 0…1 (got \(alpha))") }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be ≥ 0") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw ValidationError("--max-diff-ratio must be in 0…1") }
        for (name, value) in [("--aa-color", aaColor), ("--diff-color", diffColor), ("--diff-color-alt", diffColorAlt)] {
            if let value, Self.color(value) == nil { throw ValidationError("\(name) must be R,G,B with 0…255 each (got '\(value)')") }
        }
        try HarnessOptions.requireParentFolder(of: output, flag: "--output")
    }

    static func color(_ text: String) -> DiffColor? {
        let parts = text.split(separator: ",").map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        return DiffColor(r, g, b)
    }

    var options: DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        options.includeAA = includeAa
        options.alpha = alpha
        if let color = aaColor.flatMap(Self.color) { options.aaColor = color }
        if let color = diffColor.flatMap(Self.color) { options.diffColor = color }
        options.diffColorAlt = diffColorAlt.flatMap(Self.color)
        options.diffMask = diffMask
        options.checkerboard = !noCheckerboard
        return options
    }

    func run() throws {
        let a = try PNGCodec.read(contentsOf: SnapshotCommand.url(first))
        let b = try PNGCodec.read(contentsOf: SnapshotCommand.url(second))
        let tolerance = Tolerance(options: options, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
        let destination = output.map { SnapshotCommand.url($0).standardizedFileURL }
        let result = try ImageDiffRun.run(a, b, tolerance: tolerance)
        if let output, let image = result.outputImage {
            try HarnessOptions.writeNamedFile(try PNGCodec.encode(image), to: output, flag: "--output")
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            Console.outJSON(String(decoding: try encoder.encode(result.summary), as: UTF8.self))
        } else {
            Console.out(result.summary.message)
            if let destination, result.outputImage != nil { Console.out("diff image: \(destination.path)") }
        }
        if !result.summary.passed { throw ExitCode(1) }
    }
}

extension DiffCommand: WritesNamedFiles {
    var namedFiles: [String] { [output].compactMap { $0 } }
}
