import Foundation
import PackagePlugin

/// `swift package snapshot <subcommand> …`: builds the package's snapshot command line (the
/// executable product whose target uses `SnapshotCommandLine`, or the one `--product NAME`
/// names) and runs it in the package with the remaining arguments.
///
/// A plugin cannot link a package's catalog itself (plugins build against `PackagePlugin` only),
/// so the package still needs its one-line executable (`SnapshotCommand.main(catalog: .mine)`);
/// the plugin finds it, so nobody has to remember its name. Commands that write references
/// need `--allow-writing-to-package-directory`.
@main
struct SnapshotPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var named: String?
        if let index = arguments.firstIndex(of: "--product"), index + 1 < arguments.count {
            named = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        let product = try Self.commandLineProduct(in: context.package, named: named)
        let build = try packageManager.build(.product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("swift package snapshot: building \(product) failed\n\(build.logText)")
            throw PluginFailure.buildFailed(product)
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PluginFailure.exited(product, process.terminationStatus) }
    }

    /// The executable product to run: `named`, else the only one whose targets reach
    /// `SnapshotCommandLine`.
    static func commandLineProduct(in package: Package, named: String?) throws -> String {
        let executables = package.products.compactMap { $0 as? ExecutableProduct }
        if let named {
            guard executables.contains(where: { $0.name == named }) else { throw PluginFailure.noSuchProduct(named) }
            return named
        }
        let candidates = executables.filter { reachesCommandLine($0.mainTarget, seen: []) }.map(\.name)
        guard candidates.count == 1, let only = candidates.first else {
            throw candidates.isEmpty ? PluginFailure.noCommandLine : PluginFailure.severalCommandLines(candidates)
        }
        return only
    }

    /// Whether `target` depends, directly or through its targets, on `SnapshotCommandLine`.
    static func reachesCommandLine(_ target: any Target, seen: Set<String>) -> Bool {
        guard !seen.contains(target.name) else { return false }
        if target.name == "SnapshotCommandLine" { return true }
        return target.dependencies.contains { dependency in
            switch dependency {
            case .target(let next): return reachesCommandLine(next, seen: seen.union([target.name]))
            case .product(let product): return product.name == "SnapshotCommandLine"
            @unknown default: return false
            }
        }
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case noCommandLine
    case severalCommandLines([String])
    case noSuchProduct(String)
    case buildFailed(String)
    case exited(String, Int32)

    var description: String {
        switch self {
        case .noCommandLine:
            "no executable product uses SnapshotCommandLine: add one whose main.swift is `SnapshotCommand.main(catalog: …)`"
        case .severalCommandLines(let names):
            "several executables use SnapshotCommandLine (\(names.joined(separator: ", "))): choose one with --product NAME"
        case .noSuchProduct(let name): "no executable product named \(name)"
        case .buildFailed(let name): "building \(name) failed"
        case .exited(let name, let status): "\(name) exited with status \(status)"
        }
    }
}
