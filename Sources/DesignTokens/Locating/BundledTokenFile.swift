import Foundation

/// The file a bundled token table was copied from, so messages name the file a user edits.
///
/// A component ships its table as a resource, and SwiftPM copies it into the build's bundle
/// (`.build/<triple>/debug/MyDesign_MyComponents.resources/Avatar.tokens.json`, or
/// `….bundle/Contents/Resources/…` on macOS). When the package is a checkout, its original is a
/// file of the same name under `Sources/`: `Sources/MyComponents/Tokens/Avatar.tokens.json`.
package enum BundledTokenFile {
    /// The original under the package's `Sources/` of `path`, a file in a resource bundle:
    /// relative to `workingDirectory` when it lies inside it, absolute otherwise. Nil when `path`
    /// is in no bundle, no package (a folder with `Package.swift` and `Sources/`) is found where
    /// the build folder or `workingDirectory` is, or the file's name is not unique under the
    /// bundle's module's folder (nor, without one, under `Sources/`).
    package static func sourcePath(of path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        let directory = standardized(workingDirectory)
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        let parts = absolute.split(separator: "/").map(String.init)
        guard let bundle = parts.lastIndex(where: { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }), bundle < parts.count - 1
        else { return nil }
        var roots: [String] = []
        if let build = parts[..<bundle].lastIndex(of: ".build") { roots.append("/" + parts[..<build].joined(separator: "/")) }
        roots.append(directory)
        for root in roots where isPackage(root) {
            guard let original = original(named: parts[parts.count - 1], bundle: parts[bundle], sources: root + "/Sources") else {
                continue
            }
            return original.hasPrefix(directory + "/") ? String(original.dropFirst(directory.count + 1)) : original
        }
        return nil
    }

    /// The one file named `name` under the folder of the bundle's module (a bundle is named
    /// `<package>_<module>`), or under `sources` when no module folder matches.
    private static func original(named name: String, bundle: String, sources: String) -> String? {
        let stem = bundle.split(separator: ".").dropLast().joined(separator: ".")
        // The module is the part after the package's name: try each `_` from the left.
        var modules: [String] = []
        var rest = Substring(stem)
        while let separator = rest.firstIndex(of: "_") {
            rest = rest[rest.index(after: separator)...]
            if !rest.isEmpty { modules.append(String(rest)) }
        }
        if let module = modules.first(where: { isDirectory(sources + "/" + $0) }) {
            return unique(named: name, under: sources + "/" + module)
        }
        return unique(named: name, under: sources)
    }

    /// The path of the one file named `name` anywhere under `folder` (hidden folders skipped);
    /// nil when there is none or more than one.
    private static func unique(named name: String, under folder: String) -> String? {
        guard
            let files = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder, isDirectory: true), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return nil }
        var found: String? = nil
        // Names compared as bytes, as the file system does (String's == takes K and U+212A for one).
        for case let url as URL in files where url.lastPathComponent.utf8.elementsEqual(name.utf8) {
            guard found == nil else { return nil }
            found = url.standardizedFileURL.path
        }
        return found
    }

    private static func isPackage(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/Package.swift") && isDirectory(folder + "/Sources")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
    }
}
