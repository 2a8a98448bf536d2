import Components
import Foundation

/// Writes the static HTML gallery over the references: an index with counts, and one page per
/// component with its variants as a grid (rows: props, columns: theme), prop filters, a light /
/// dark backdrop toggle and the component's contrast audit. Works from `file://`.
public struct GalleryWriter: Sendable {
    public let workspace: Workspace
    public let system: DesignSystem
    public let scale: Int

    public init(workspace: Workspace, system: DesignSystem, scale: Int = 2) {
        self.workspace = workspace
        self.system = system
        self.scale = scale
    }

    /// Writes the gallery into `folder` (images are copied in, so the folder stands alone); returns index.html.
    @discardableResult
    public func write(to folder: URL) throws -> URL {
        let snapshots = workspace.snapshotsDirectory.standardizedFileURL.path + "/"
        guard !(folder.standardizedFileURL.path + "/").hasPrefix(snapshots) else {
            throw SnapshotError.writeFailed(path: folder.path, detail: "the gallery must be written outside Snapshots/")
        }
        try HTMLTemplates.copyAssets(["style.css", "checks.js", "gallery.js"], to: folder)
        let audit = try ContrastAudit.run(system: system)
        var summaries: [[String: Any]] = []
        for component in system.catalog.components {
            let variants = component.variants
            let rows = audit.filter { $0.component == component.name }
            try write(component: component.name, variants: variants, audit: rows, to: folder)
            summaries.append([
                "name": component.name, "page": "\(component.name).html", "count": variants.count,
                "legacy": variants.filter { $0.figmaNode != nil }.count, "pairs": rows.count,
                "fails": rows.filter { $0.verdict == .fail }.count, "decorative": rows.filter { $0.verdict == .decorative }.count,
            ])
        }
        let index = folder.appendingPathComponent("index.html")
        let html = try HTMLTemplates.render(
            "gallery-index",
            [
                "components": summaries, "total": system.catalog.variants.count, "scale": scale,
            ])
        try ReferenceStore.atomicWrite(Data(html.utf8), to: index)
        return index
    }

    private func write(component: String, variants: [ComponentVariant], audit: [ContrastAudit.Row], to folder: URL) throws {
        let themes = orderedValues(of: "theme", in: variants)
        let columns = themes.isEmpty ? ["variant"] : themes
        var rowOrder: [String] = []
        var rows: [String: [String: ComponentVariant]] = [:]
        for variant in variants {
            let environment = variant.environment == .standard ? [] : ["env=\(variant.environment)"]
            let label = (variant.props.filter { $0.key != "theme" }.map { "\($0.key)=\($0.value)" } + environment).joined(separator: " · ")
            if rows[label] == nil { rowOrder.append(label) }
            let column = variant.props.first { $0.key == "theme" }?.value ?? "variant"
            rows[label, default: [:]][column] = variant
        }
        var rowContexts: [[String: Any]] = []
        for label in rowOrder {
            var cells: [[String: Any]] = []
            for column in columns {
                guard let variant = rows[label]?[column] else {
                    cells.append(["present": false])
                    continue
                }
                let relative = variant.referencePath(scale: scale)
                let source = workspace.snapshotsDirectory.appendingPathComponent(relative)
                let image = "images/\(relative)"
                if FileManager.default.fileExists(atPath: source.path) {
                    try HTMLTemplates.copyFile(source, to: folder.appendingPathComponent(image))
                }
                let points = try system.withEnvironment(variant.environment) { try system.size(of: variant.instance) }
                var cell: [String: Any] = [
                    "present": true, "id": variant.id, "image": image, "width": Int(points.width.rounded(.up)),
                    "props": variant.props.map { "\($0.key)=\($0.value)" }.joined(separator: " · "),
                    "filterProps": variant.props.map { "\($0.key)=\($0.value)" }.joined(separator: "\n"),
                ]
                if let node = variant.figmaNode { cell["figmaNode"] = node }
                let elements = try system.withEnvironment(variant.environment) {
                    try variant.instance.accessibilityElements(in: system.context(for: type(of: variant.instance)))
                }
                cell["hasAccessibility"] = !elements.isEmpty
                cell["accessibility"] = elements.enumerated().map { index, element in
                    ["line": "\(index + 1). \(element.description)", "fails": element.touchTargetPasses == false] as [String: Any]
                }
                cells.append(cell)
            }
            rowContexts.append(["label": label, "cells": cells])
        }
        let keys = variants.first?.props.map(\.key) ?? []
        let filters = Array(Set(variants.flatMap { $0.props.map(\.key) })).sorted {
            (keys.firstIndex(of: $0) ?? 99) < (keys.firstIndex(of: $1) ?? 99)
        }
        .map { key in (key, orderedValues(of: key, in: variants)) }
        .filter { $0.1.count > 1 }
        .map { ["key": $0.0, "values": $0.1] as [String: Any] }
        let auditRows = audit.map { row -> [String: Any] in
            [
                "context": row.context, "role": row.role, "foregroundHex": row.foregroundHex, "backgroundHex": row.backgroundHex,
                "ratio": String(format: "%.2f", row.ratio), "minimum": String(format: "%.1f", row.minimum),
                "verdict": row.verdict.rawValue, "verdictClass": row.verdict == .fail ? "fail" : "", "reason": row.reason ?? "",
            ]
        }
        let html = try HTMLTemplates.render(
            "gallery-component",
            [
                "name": component, "count": variants.count, "columns": columns, "rowAxis": "props",
                "rows": rowContexts, "filters": filters, "audit": auditRows,
            ])
        try ReferenceStore.atomicWrite(Data(html.utf8), to: folder.appendingPathComponent("\(component).html"))
    }

    /// The distinct values of prop `key`, in first-seen order.
    private func orderedValues(of key: String, in variants: [ComponentVariant]) -> [String] {
        var seen: [String] = []
        for value in variants.compactMap({ $0.props.first { $0.key == key }?.value }) where !seen.contains(value) {
            seen.append(value)
        }
        return seen
    }
}
