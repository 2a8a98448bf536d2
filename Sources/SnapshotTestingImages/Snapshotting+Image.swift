import ComponentKit
import Foundation
internal import PixelDiff
internal import Rendering
internal import SnapshotCore
public import SnapshotRendering
public import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value: Drawable, Format == ComponentImage {
    /// A component or composed screen as a PNG, compared with the pixelmatch engine at the exact
    /// default tolerance: `assertSnapshot(of: EBCounter(count: 3), as: .image)`.
    public static var image: SnapshotTesting.Snapshotting<Value, Format> { .image() }

    /// A component or composed screen as a PNG at `scale`, compared with `tolerance`.
    ///
    /// ```swift
    /// assertSnapshot(of: toast, as: .image(scale: 3, tolerance: .init(maxDiffPixels: 4)))
    /// ```
    ///
    /// Rendering uses the bundled fonts (or the package's `Fonts/`) and the token tables of the
    /// components inside the value. On a difference the message gives the mismatch figures and the
    /// paths of the actual, diff and side-by-side images, written under `snapshot-output/` of the
    /// package holding the test file; render errors and unreadable references fail the test.
    public static func image(
        scale: Int = 2, tolerance: Tolerance = .exact, proposedWidth: Double? = nil, system: DesignSystem? = nil,
        filePath: StaticString = #filePath
    ) -> SnapshotTesting.Snapshotting<Value, Format> {
        let output = ArtifactFolder(testFile: URL(fileURLWithPath: "\(filePath)"))
        return SimplySnapshotting<ComponentImage>(pathExtension: "png", diffing: .componentImage(tolerance: tolerance, output: output))
            .pullback { (value: Value) in
                do {
                    let system = try system ?? DesignSystem.shared(for: value.componentTypes, fonts: try output.workspace?.fontsDirectory)
                    return ComponentImage(image: try system.render(value, scale: scale, proposedWidth: proposedWidth))
                } catch {
                    return ComponentImage(problem: "rendering \(type(of: value)) failed: \(error)")
                }
            }
    }
}

extension SnapshotTesting.Diffing where Value == ComponentImage {
    /// PNG bytes compared as pixels with ``Tolerance``; artifacts written to `output`.
    static func componentImage(tolerance: Tolerance, output: ArtifactFolder) -> SnapshotTesting.Diffing<ComponentImage> {
        .diff(
            toData: { value in
                guard let image = value.image, let png = try? PNGCodec.encode(image) else {
                    // Never a PNG, so a recorded failure cannot pass for a reference later.
                    return Data("snapshot not rendered: \(value.problem ?? "unknown error")\n".utf8)
                }
                return png
            },
            fromData: { data in
                do {
                    return ComponentImage(image: try PNGCodec.decode(data, source: "reference"))
                } catch {
                    return ComponentImage(problem: "unreadable reference: \(error)")
                }
            },
            diffV2: { reference, actual in
                if let problem = actual.problem { return (problem, []) }
                if let problem = reference.problem { return (problem, []) }
                guard let expected = reference.image, let image = actual.image,
                    let failure = ImageComparison.compare(reference: expected, actual: image, tolerance: tolerance)
                else { return nil }
                let written = output.write(actual: image, failure: failure)
                let lines = [failure.message] + written.map { "  \($0.role): \($0.url.path)" }
                return (
                    lines.joined(separator: "\n"),
                    written.compactMap { file in
                        (try? FileReader.readWhole(file.url.path, expected: "an artifact", limit: ReferenceStore.defaultByteLimit))
                            .map { .data($0, name: file.url.lastPathComponent) }
                    }
                )
            })
    }
}
