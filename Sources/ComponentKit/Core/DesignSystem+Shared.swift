import Foundation

extension DesignSystem {
    /// A design system for `components` (and what they draw) with the fonts in `fonts` (nil: the
    /// bundled ones), loaded on first use and shared by every caller in the process.
    ///
    /// Test helpers use it so that a suite of assertions loads fonts and token tables once.
    package static func shared(for components: [any Component.Type], fonts: URL?) throws -> DesignSystem {
        try SharedSystems.instance.system(for: components, fonts: fonts)
    }
}

/// The cache behind ``DesignSystem/shared(for:fonts:)``: one system per set of component names and fonts folder.
///
/// The lock guards the dictionary only: a system is built outside it (loading validates every
/// variant, which takes a while), so other callers are never held up by a build they do not
/// need. Two callers building the same system at once keep the first one stored.
private final class SharedSystems: @unchecked Sendable {
    static let instance = SharedSystems()
    private var systems: [String: DesignSystem] = [:]
    private let lock = NSLock()

    func system(for components: [any Component.Type], fonts: URL?) throws -> DesignSystem {
        var unique: [any Component.Type] = []
        for component in components where !unique.contains(where: { $0.name == component.name }) { unique.append(component) }
        let key = (fonts?.path ?? "bundled") + "|" + unique.map { $0.name }.sorted().joined(separator: ",")
        if let system = lock.withLock({ systems[key] }) { return system }
        let built = try DesignSystem(fontsDirectory: fonts, catalog: Catalog(unique))
        return lock.withLock {
            if let stored = systems[key] { return stored }
            systems[key] = built
            return built
        }
    }
}
