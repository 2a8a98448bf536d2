import Foundation

/// Keeps what the command line writes inside the package the plugin runs in.
///
/// `--allow-writing-to-package-directory` grants the package directory only, but Linux has no
/// plugin sandbox to hold the command line to it. So the plugin refuses, before running
/// anything, `--package-path` (another package) and every option naming a file or folder to write
/// whose path leads outside the package once `..` and symbolic links are resolved.
struct PackageBoundary {
    /// Options that name a file or folder to write, in every subcommand that has them: `--output`
    /// (verify, render, diff, gallery, approve, review), `--junit` and `--summary` (verify, merge).
    static let outputOptions: Set<String> = ["--output", "--junit", "--summary"]

    /// Subcommands whose `--json` names a file to write (elsewhere `--json` is a flag).
    static let jsonFileSubcommands: Set<String> = ["verify", "merge"]

    /// Links followed before a path counts as unresolvable (the kernel's own limit is 40).
    static let maximumLinks = 40

    /// The package directory, symbolic links resolved.
    let root: String

    /// The command line's product name, for the hint that says how to write elsewhere.
    let commandName: String

    /// A boundary at `packageDirectory` (an absolute path) for the command line `commandName`.
    init(packageDirectory: String, commandName: String) {
        self.root = Self.resolve(packageDirectory) ?? packageDirectory
        self.commandName = commandName
    }

    /// Why `arguments` may not run through the plugin, in words naming the option and the path,
    /// or nil when every path they name to write stays inside the package.
    ///
    /// Options end at `--`. After an output option, the next argument is checked as its path and
    /// then also read as an option itself, so no reading of the arguments slips a path past.
    func refusal(of arguments: [String]) -> String? {
        let options = Array(arguments.prefix { $0 != "--" })
        var outputs = Self.outputOptions
        if options.contains(where: Self.jsonFileSubcommands.contains) { outputs.insert("--json") }
        for (index, argument) in options.enumerated() {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts.first ?? argument
            let value = parts.count == 2 ? parts[1] : (index + 1 < options.count ? options[index + 1] : nil)
            if name == "--package-path" {
                return "--package-path \(value ?? ""): `swift package snapshot` works on the package it runs in; "
                    + "give SwiftPM the package instead (`swift package --package-path DIR snapshot …`)"
            }
            guard outputs.contains(name), let value else { continue }
            if let problem = escape(option: name, path: value) { return problem }
        }
        return nil
    }

    /// Why the `option`'s `path` leads outside the package, or nil when it stays inside (or is
    /// `--summary -`, standard output).
    ///
    /// A relative path is taken from the package directory, where the command line runs. The path
    /// is resolved as written and also after removing `..` by name first, as the command line
    /// does before opening it; both must stay inside.
    func escape(option: String, path: String) -> String? {
        if option == "--summary" && path == "-" { return nil }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        let byName = URL(fileURLWithPath: absolute).standardizedFileURL.path
        for candidate in [absolute, byName] {
            guard let resolved = Self.resolve(candidate) else {
                return "\(option) \(path): too many symbolic links to tell where it leads"
            }
            if !contains(resolved) {
                return "\(option) \(path) leads to \(resolved), outside the package (\(root)): through the plugin the "
                    + "command line writes only inside the package it runs in (run `swift run \(commandName) …` to write elsewhere)"
            }
        }
        return nil
    }

    /// Whether the resolved absolute `path` is the package directory or inside it, compared as the
    /// file system compares names: byte for byte (Swift's `==` and `hasPrefix` take `café` and
    /// `cafe` + U+0301, two folders, for the same).
    func contains(_ path: String) -> Bool {
        let root = Array(root.utf8), path = Array(path.utf8)
        return root == [0x2F] || path == root || path.starts(with: root + [0x2F])
    }

    /// `path` (absolute) with `.`, `..` and every symbolic link resolved as the kernel would
    /// resolve them, one component at a time; the part that does not exist yet is kept as written.
    /// Nil after more than ``maximumLinks`` links (a loop).
    static func resolve(_ path: String) -> String? {
        var pending = Array(path.split(separator: "/").map(String.init).reversed())
        var resolved: [String] = []
        var links = 0
        while let component = pending.popLast() {
            switch component {
            case ".": continue
            case "..": _ = resolved.popLast()
            default:
                let candidate = "/" + (resolved + [component]).joined(separator: "/")
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
                    resolved.append(component)
                    continue
                }
                links += 1
                guard links <= maximumLinks else { return nil }
                if target.hasPrefix("/") { resolved = [] }
                pending.append(contentsOf: target.split(separator: "/").map(String.init).reversed())
            }
        }
        return "/" + resolved.joined(separator: "/")
    }
}
