import Components
import Foundation

/// References that no variant produces: left behind by renamed or removed variants.
public enum Orphans {
    /// Paths relative to `Snapshots/` of files that are neither a variant's PNG (at any scale) nor a
    /// text reference of a catalogued component, sorted.
    public static func find(in snapshots: URL, variants: [ComponentVariant], textReferences: [String]) throws -> [String] {
        var expectedStems = Set(variants.map { "\($0.component)/\($0.name)" })
        expectedStems.formUnion(Catalog.componentNames.map { "\($0)/\(ContactSheet.fileStem)" })
        let expectedText = Set(textReferences)
        let root = snapshots.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var orphans: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count))
            if expectedText.contains(relative) || expectedStems.contains(stem(of: relative) ?? "") || isFingerprint(relative) { continue }
            orphans.append(relative)
        }
        return orphans.sorted()
    }

    /// `renderer-fingerprint@2x.json` at the top of `Snapshots/`.
    static func isFingerprint(_ relative: String) -> Bool {
        relative.hasPrefix("renderer-fingerprint@") && relative.hasSuffix("x.json") && !relative.contains("/")
    }

    /// `EBCounter/count-1_…` for `EBCounter/count-1_…@2x.png`; nil when the name has no `@Nx.png` suffix.
    static func stem(of relative: String) -> String? {
        guard relative.hasSuffix("x.png"), let at = relative.range(of: "@", options: .backwards) else { return nil }
        let scale = relative[at.upperBound..<relative.index(relative.endIndex, offsetBy: -5)]
        guard !scale.isEmpty, scale.allSatisfy(\.isNumber) else { return nil }
        return String(relative[..<at.lowerBound])
    }

    /// Deletes `orphans` (relative to `snapshots`) and empty folders they leave.
    public static func remove(_ orphans: [String], in snapshots: URL) throws {
        for orphan in orphans {
            let url = snapshots.appendingPathComponent(orphan)
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw SnapshotError.writeFailed(path: url.path, detail: error.localizedDescription)
            }
            let folder = url.deletingLastPathComponent()
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
        }
    }
}
