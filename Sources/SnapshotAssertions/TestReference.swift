import Foundation
import Rendering
import SnapshotCore

/// Where a test's snapshot lives: `Snapshots/<TestFileName>/<testName>[.<name>]@<scale>x.<ext>`
/// in the package that holds the test file, with failure artifacts under `snapshot-output/`.
struct TestReference: Sendable {
    /// The package root: the nearest folder above the test file holding `Package.swift`.
    let workspace: Workspace
    /// `BadgeTests` for `…/BadgeTests.swift`.
    let fileName: String
    /// `testBadge`, `rendersEveryState` (the function name without its arguments).
    let testName: String
    /// The file name without extension: `testBadge.long-label@2x`.
    let stem: String
    let pathExtension: String

    /// The reference for one `assertSnapshot` call. Unnamed calls in one test are numbered from
    /// the second on (`testBadge`, `testBadge.2`, …); named ones use the name.
    init(testFile file: URL, function: String, name: String?, scale: Int?, pathExtension: String) throws {
        workspace = try Workspace.locate(forSourceFile: file)
        fileName = file.deletingPathExtension().lastPathComponent
        testName = String(function.prefix { $0 != "(" })
        let suffix: String
        if let name {
            suffix = "." + Self.sanitised(name)
        } else {
            let count = CallCounter.shared.next(for: "\(file.path)#\(testName)")
            suffix = count == 1 ? "" : ".\(count)"
        }
        stem = testName + suffix + (scale.map { "@\($0)x" } ?? "")
        self.pathExtension = pathExtension
    }

    /// `Snapshots/BadgeTests/testBadge@2x.png`, relative to the package.
    var relativePath: String { "Snapshots/\(fileName)/\(stem).\(pathExtension)" }

    var url: URL { workspace.root.appendingPathComponent(relativePath) }

    /// The reference of the same call with another extension: `testBadge@2x.provenance.txt` beside `testBadge@2x.png`.
    func sibling(pathExtension: String) -> TestReference {
        TestReference(workspace: workspace, fileName: fileName, testName: testName, stem: stem, pathExtension: pathExtension)
    }

    /// A reference named outright: `Snapshots/<fileName>/<stem>.<pathExtension>` in `workspace`
    /// (a matrix variant's, shared with the command line: `Snapshots/Badge/tone-info_theme-light@2x.png`).
    init(workspace: Workspace, fileName: String, testName: String, stem: String, pathExtension: String) {
        self.workspace = workspace
        self.fileName = fileName
        self.testName = testName
        self.stem = stem
        self.pathExtension = pathExtension
    }

    /// The reference's file name, which its artifacts are named after: `testBadge@2x.png`.
    var name: String { "\(stem).\(pathExtension)" }

    /// Where the failure images go: `snapshot-output/BadgeTests/testBadge@2x.<role>.png`.
    var artifacts: ArtifactLayout { ArtifactLayout(output: workspace.outputFolder(), folder: fileName) }

    /// Names keep ASCII letters, digits, `-` and `_`; any other byte is written `~XX` (its UTF-8
    /// byte in hex), so the escaping can be undone and no two names share a file: `0.5` is
    /// `0~2E5`, `0-5` stays `0-5`.
    static func sanitised(_ name: String) -> String {
        var escaped = ""
        for byte in name.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                escaped.append(character)
            } else {
                escaped += String(format: "~%02X", byte)
            }
        }
        return escaped
    }
}

/// Counts unnamed `assertSnapshot` calls per test, so several in one test get distinct files.
final class CallCounter: @unchecked Sendable {
    static let shared = CallCounter()
    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    func next(for key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key, default: 0]
        }
    }
}

extension TestReference {
    /// The reference image as recorded, decoded; nil when it is missing or unreadable.
    func decodedImage() -> RGBAImage? {
        let store = workspace.referenceStore()
        return (try? store.read(url)).flatMap { $0 }.flatMap { try? PNGCodec.decode($0, source: url.path) }
    }
}
