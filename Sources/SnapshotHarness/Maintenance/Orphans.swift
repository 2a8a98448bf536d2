import ComponentKit
import Foundation
import SnapshotCore

/// References that no variant produces, left behind by renamed or removed variants — and
/// everything else under `Snapshots/`, which the harness never touches.
///
/// A file is **managed** only when its name is one the harness makes: `<variant>@<N>x.png` (or
/// a motion's animation, `<variant>@<N>x.animated.png`) directly in the folder of a component of the catalog, or, anywhere under `Snapshots/`, the
/// exact temporary name of an atomic write (`.<name>.<UUID>.tmp`, ``FileWriter/isTemporaryName(_:)``).
/// A managed file that nothing produces is an orphan, which `verify` reports and `clean` removes.
/// Anything else — a `README.md`, a folder of references written by `assertSnapshot` for one test
/// file, another catalog's folder, a text file, a user's `.notes.tmp` — is listed as not managed
/// and left alone. Names are compared as bytes (``PathBytes``): a folder spelled like a
/// component's in another Unicode form is not that component's.
package enum Orphans {
    /// What a scan of `Snapshots/` found besides the expected references.
    package struct Scan: Sendable, Equatable {
        /// Managed files nothing produces, relative to `Snapshots/`, sorted.
        package var orphans: [String] = []
        /// Files outside the harness's naming or folders, relative to `Snapshots/`, sorted.
        package var unmanaged: [String] = []
    }

    /// Scans `snapshots` for files `catalog`'s variants, the contact-sheet pages `sheets` and
    /// `textReferences` (paths relative to `snapshots`) do not account for.
    ///
    /// A motion's animation (`<variant>@<N>x.animated.png`, ``MotionAnimation``) is expected only
    /// when it is one of `animations`: one beside a variant without a motion, or of a variant no
    /// longer there, is an orphan.
    package static func scan(
        _ snapshots: URL, catalog: Catalog, sheets: [String], textReferences: [String], animations: [String] = []
    ) throws -> Scan {
        var expectedStems = Set(catalog.variants.map { PathBytes.Key("\($0.component)/\($0.name)") })
        expectedStems.formUnion(sheets.compactMap(stem(of:)).map(PathBytes.Key.init))
        let expectedText = Set((textReferences + animations).map(PathBytes.Key.init))
        let folders = Set(catalog.componentNames.map(PathBytes.Key.init))
        var scan = Scan()
        let root = try ContainedFolder(snapshots, role: "Snapshots/").realLocation()
        for relative in try files(under: root) {
            let stem = stem(of: relative).map(PathBytes.Key.init)
            let strip = !MotionAnimation.isAnimation(relative)
            if expectedText.contains(PathBytes.Key(relative)) || (strip && stem.map(expectedStems.contains) == true)
                || isFingerprint(relative)
            {
                continue
            }
            let parts = PathBytes.components(of: relative, omittingEmpty: false)
            let inComponentFolder = parts.count == 2 && folders.contains(PathBytes.Key(parts[0]))
            let managed = (inComponentFolder && stem != nil) || isTemporary(parts.last ?? "")
            if managed {
                scan.orphans.append(relative)
            } else {
                scan.unmanaged.append(relative)
            }
        }
        scan.orphans.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        scan.unmanaged.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return scan
    }

    /// The temporary files of interrupted writes anywhere under `snapshots` (relative to it,
    /// sorted): what a run killed before it could remove its staged files leaves, untracked.
    /// `verify` reports them on every run, filtered or not.
    package static func temporaries(in snapshots: URL) throws -> [String] {
        let root = try ContainedFolder(snapshots, role: "Snapshots/").realLocation()
        var status = stat()
        guard lstat(root, &status) == 0 else { return [] }
        return try files(under: root, enteringLinks: false).filter { isTemporary(($0 as NSString).lastPathComponent) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The files below the real folder `root`, relative to it. A link to a file is listed as a
    /// file (by its own name); a link to a folder is entered only when it stays inside `root`,
    /// and a scan meeting one that leads elsewhere stops with
    /// ``SnapshotError/outsideFolder(path:leadsTo:folder:)``, so `clean` never removes a file
    /// outside `Snapshots/`. Without `enteringLinks`, a link to a folder is neither entered nor listed.
    static func files(under root: String, enteringLinks: Bool = true) throws -> [String] {
        let snapshots = ContainedFolder(URL(fileURLWithPath: root), role: "Snapshots/")
        var found: [String] = []
        var pending = [""]
        var visited = Set<PathBytes.Key>()
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : try snapshots.resolve(relative).path
            guard visited.insert(PathBytes.Key(folder)).inserted else { continue }  // a link back to a folder already seen
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw SnapshotError.fileSystem(
                    path: folder, expected: "a readable folder", problem: FileProblem("its entries could not be listed"))
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(child)
                case S_IFLNK:
                    var target = stat()
                    if stat(folder + "/" + name, &target) == 0, target.st_mode & S_IFMT == S_IFDIR {
                        if enteringLinks { pending.append(child) }  // resolved (and refused if it leads out) when entered
                    } else {
                        found.append(child)
                    }
                default:
                    found.append(child)
                }
            }
        }
        return found
    }

    /// `.count-1_…@2x.png.<UUID>.tmp`: what ``FileWriter`` leaves when killed mid-write (that exact pattern only).
    static func isTemporary(_ name: String) -> Bool { FileWriter.isTemporaryName(name) }

    /// `renderer-fingerprint@2x.json` at the top of `Snapshots/`.
    static func isFingerprint(_ relative: String) -> Bool {
        relative.hasPrefix("renderer-fingerprint@") && relative.hasSuffix("x.json") && !relative.contains("/")
    }

    /// `EBCounter/count-1_…` for `EBCounter/count-1_…@2x.png` (and for its animation,
    /// `…@2x.animated.png`); nil when the name has no `@Nx.png` suffix.
    static func stem(of relative: String) -> String? {
        if let strip = MotionAnimation.strip(of: relative) { return stem(of: strip) }
        guard relative.hasSuffix("x.png"), let at = relative.range(of: "@", options: .backwards) else { return nil }
        let scale = relative[at.upperBound..<relative.index(relative.endIndex, offsetBy: -5)]
        // ASCII digits only: `Character.isNumber` takes ٢, ², ½ and Ⅱ for numbers too, and a
        // user's `notes@²x.png` is not a name the harness makes.
        guard !scale.isEmpty, scale.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return String(relative[..<at.lowerBound])
    }

    /// Deletes `orphans` (relative to `snapshots`) and empty folders they leave: each by its own
    /// name (a link is removed, not what it points to), and only inside `snapshots`.
    package static func remove(_ orphans: [String], in snapshots: ContainedFolder) throws {
        for orphan in orphans { try FileRemover.remove(orphan, in: snapshots) }
    }
}
