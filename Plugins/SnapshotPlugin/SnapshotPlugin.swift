import Foundation
import PackagePlugin

/// `swift package snapshot <subcommand> …`: builds the package's snapshot command line (the
/// executable product whose target uses `SnapshotCommandLine`, or the one `--product NAME`
/// names) and runs it in the package with the remaining arguments.
///
/// A plugin cannot link a package's catalog itself (plugins build against `PackagePlugin` only),
/// so the package still needs its one-line executable (`SnapshotCommand.main(catalog: .mine)`);
/// the plugin finds it, so nobody has to remember its name. Commands that write references
/// need `--allow-writing-to-package-directory`, and everything they write stays in the package
/// (``PackageBoundary``).
///
/// The plugin ends with the command line's own status (0, 1 for differences, 2 for a usage or
/// input error; 2 also when the plugin refuses the arguments or the command line does not build).
/// It prints nothing of its own on success, and on failure one line after the command line's
/// last. SwiftPM 6.3 itself still exits 1 for any status but 0 (it says "Plugin ended with exit
/// code N"), so a caller that needs 1 and 2 apart reads that line or runs the command line.
@main
struct SnapshotPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let named = Self.takeProduct(from: &arguments)
        let product: String
        do {
            product = try Self.commandLineProduct(in: context.package, named: named)
        } catch {
            Self.stop(status: 2, "\(error)")
        }
        let boundary = PackageBoundary(packageDirectory: context.package.directoryURL.path, commandName: product)
        if let refusal = boundary.refusal(of: arguments) { Self.stop(status: 2, refusal) }
        let build = try packageManager.build(.product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Self.stop(status: 2, "building \(product) failed\n\(build.logText)")
        }
        let run = CommandLineRun(
            name: product, executable: executable.url, arguments: arguments, directory: context.package.directoryURL,
            invocation: "swift package --allow-writing-to-package-directory snapshot" + (named.map { " --product \($0)" } ?? ""))
        let ending = try run.run()
        if ending.status != 0 { Self.stop(status: ending.status, ending.description) }
    }

    /// Removes `--product NAME` (or `--product=NAME`) from `arguments` and returns the name.
    static func takeProduct(from arguments: inout [String]) -> String? {
        if let index = arguments.firstIndex(of: "--product"), index + 1 < arguments.count {
            defer { arguments.removeSubrange(index...(index + 1)) }
            return arguments[index + 1]
        }
        if let index = arguments.firstIndex(where: { $0.hasPrefix("--product=") }) {
            return String(arguments.remove(at: index).dropFirst("--product=".count))
        }
        return nil
    }

    /// Prints `message` as the plugin's one line (on the stream that carries the command line's
    /// output, so it comes after its last line) and ends the plugin with `status`.
    static func stop(status: Int32, _ message: String) -> Never {
        FileHandle.standardError.write(Data("error: swift package snapshot: \(message)\n".utf8))
        exit(status)
    }

    /// The executable product to run: `named`, else the only one whose targets reach
    /// `SnapshotCommandLine`. The harness's own `snapshot-bench` (whose targets reach
    /// `SnapshotBench`, which is no product, so no client's can) is a tool, not a command line.
    static func commandLineProduct(in package: Package, named: String?) throws -> String {
        let executables = package.products.compactMap { $0 as? ExecutableProduct }
        if let named {
            guard executables.contains(where: { $0.name == named }) else { throw PluginFailure.noSuchProduct(named) }
            return named
        }
        let candidates = executables.filter {
            reaches("SnapshotCommandLine", from: $0.mainTarget, seen: []) && !reaches("SnapshotBench", from: $0.mainTarget, seen: [])
        }.map(\.name)
        guard candidates.count == 1, let only = candidates.first else {
            throw candidates.isEmpty ? PluginFailure.noCommandLine : PluginFailure.severalCommandLines(candidates)
        }
        return only
    }

    /// Whether `target` is, or depends directly or through its targets on, the module `name`
    /// (a target of this package, or a product of the harness's).
    static func reaches(_ name: String, from target: any Target, seen: Set<String>) -> Bool {
        guard !seen.contains(target.name) else { return false }
        if target.name == name { return true }
        return target.dependencies.contains { dependency in
            switch dependency {
            case .target(let next): return reaches(name, from: next, seen: seen.union([target.name]))
            case .product(let product): return product.name == name
            @unknown default: return false
            }
        }
    }
}

/// Why the plugin cannot choose the command line to run.
enum PluginFailure: Error, CustomStringConvertible {
    case noCommandLine
    case severalCommandLines([String])
    case noSuchProduct(String)

    var description: String {
        switch self {
        case .noCommandLine:
            "no executable product uses SnapshotCommandLine: add one whose main.swift is `SnapshotCommand.main(catalog: …)`"
        case .severalCommandLines(let names):
            "several executables use SnapshotCommandLine (\(names.joined(separator: ", "))): choose one with --product NAME"
        case .noSuchProduct(let name): "no executable product named \(name)"
        }
    }
}
