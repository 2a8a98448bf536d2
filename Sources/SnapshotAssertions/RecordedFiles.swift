import Foundation
import SnapshotCore

/// What recording from a test wrote, told as one line, so `SNAPSHOT_TESTING_RECORD=failed swift
/// test` never changes references silently:
///
/// ```swift
/// RecordedFiles.summary(["Meter/value-0@2x.png", "Meter/value-1@2x.png", "Meter/variants.txt"])
/// // "recorded 3 files (Meter: 2 images, variants.txt)"
/// ```
///
/// Files are grouped by their folder under `Snapshots/` in the order first written; a folder's
/// images (`…@2x.png`, contact sheets aside) are counted when there are several and named when
/// there is one; its other files (listings, provenance, sheet pages) are named, at most
/// ``namedPerFolder`` of them, and at most ``folderLimit`` folders are shown.
enum RecordedFiles {
    /// The most files named per folder; the rest are counted.
    static let namedPerFolder = 8
    /// The most folders shown; the rest are counted.
    static let folderLimit = 10

    /// The line for `paths` (relative to `Snapshots/`), nil when nothing was written.
    static func summary(_ paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        var order: [String] = []
        var byFolder: [String: [String]] = [:]
        for path in paths {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            let (folder, name) = parts.count == 2 ? (parts[0], parts[1]) : ("Snapshots", path)
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(name)
        }
        let folders = order.prefix(folderLimit).map { folder in "\(folder): " + describe(byFolder[folder] ?? []) }
        let more = order.count > folderLimit ? "; and \(order.count - folderLimit) more folders" : ""
        let files = paths.count == 1 ? "1 file" : "\(paths.count) files"
        return ControlCharacters.visible("recorded \(files) (\(folders.joined(separator: "; "))\(more))")
    }

    /// One folder's files: its images counted (or the one named), then the other files named.
    private static func describe(_ names: [String]) -> String {
        let images = names.filter(isVariantImage)
        let others = names.filter { !isVariantImage($0) }
        var parts: [String] = []
        if images.count == 1 { parts.append(images[0]) } else if images.count > 1 { parts.append("\(images.count) images") }
        parts += others.prefix(namedPerFolder)
        if others.count > namedPerFolder { parts.append("\(others.count - namedPerFolder) more files") }
        return parts.joined(separator: ", ")
    }

    /// `value-0@2x.png`, `withAReviewCount@2x.png`: an image of one variant or one test, not a contact-sheet page.
    private static func isVariantImage(_ name: String) -> Bool {
        name.hasSuffix(".png") && !name.hasPrefix("contact-sheet") && !name.contains("/")
    }
}
