import ComponentKit
import Foundation
import Rendering
import SnapshotCore

/// Writes the static HTML gallery over the references: an index with each component's contact
/// sheet and counts, and one page per component with its variants as a grid (rows: props,
/// columns: theme). Every variant has an anchor (`#count-3_limit-none_theme-light`) and its id as
/// visible text; filters live in the URL hash and hide empty rows and columns; a click opens the
/// reference at full resolution; pruned combinations show their reason. Works from `file://`.
package struct GalleryWriter: Sendable {
    package let workspace: Workspace
    package let system: DesignSystem
    package let scale: Int
    /// Told after each component's page with how many are written of how many (nil by default).
    package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    package init(workspace: Workspace, system: DesignSystem, scale: Int = 2) {
        self.workspace = workspace
        self.system = system
        self.scale = scale
    }

    /// Writes the gallery into `folder` (images are copied in, so the folder stands alone); returns index.html.
    @discardableResult
    ///
    /// A folder inside the package must stay inside it once links are resolved; no folder may
    /// lead into `Snapshots/`.
    package func write(to folder: URL) throws -> URL {
        let named = folder.standardizedFileURL
        let inPackage = PathBytes.hasPrefix(named.path, workspace.root.path + "/")
        let gallery = ContainedFolder(named, role: "the gallery folder", within: inPackage ? workspace.root : nil)
        try workspace.requireOutsideSnapshots(gallery)
        try HTMLTemplates.copyAssets(["style.css", "checks.js", "gallery.js"], to: "", in: gallery)
        let descriptions = Dictionary(
            system.catalog.components.map { ($0.name, $0.matrixDescription) }, uniquingKeysWith: { first, _ in first })
        let audit = try ContrastAudit.run(system: system)
        var summaries: [[String: Any]] = []
        for (index, component) in system.catalog.components.enumerated() {
            defer { progress?(index + 1, system.catalog.components.count) }
            let variants = component.variants
            let rows = audit.filter { $0.component == component.name }
            try write(
                component: component.name, variants: variants, pruned: descriptions[component.name]?.pruned ?? [], audit: rows, to: gallery)
            var thumbnail: String?
            let sheet = try workspace.snapshots.resolve(ContactSheet.referencePath(component: component.name))
            if FileManager.default.fileExists(atPath: sheet.path) {
                let image = "images/\(ContactSheet.referencePath(component: component.name))"
                try HTMLTemplates.copyFile(sheet, limit: ReferenceStore.defaultByteLimit, to: image, in: gallery)
                thumbnail = image
            }
            summaries.append([
                "thumbnail": thumbnail as Any, "hasThumbnail": thumbnail != nil,
                "name": component.name, "page": "\(component.name).html", "count": variants.count,
                "legacy": variants.filter { $0.figmaNode != nil }.count, "pairs": rows.count,
                "fails": rows.filter { $0.verdict == .fail }.count, "decorative": rows.filter { $0.verdict == .decorative }.count,
            ])
        }
        let html = try HTMLTemplates.render(
            "gallery-index",
            [
                "components": summaries, "total": system.catalog.variants.count, "scale": scale,
                "reportLink": "../report/index.html",
            ])
        try FileWriter.write(Data(html.utf8), to: "index.html", in: gallery)
        return named.appendingPathComponent("index.html")
    }

    /// A variant's props without the column prop, with its environment: the row it sits in.
    private func rowLabel(_ props: [Prop], environment: RenderEnvironment) -> String {
        let suffix = environment == .standard ? [] : ["env=\(environment)"]
        return (props.filter { $0.key != "theme" }.map { "\($0.key)=\($0.value)" } + suffix).joined(separator: " · ")
    }

    /// A component's variants as a grid: its columns (the themes, or one `variant` column), its
    /// row labels in first-seen order, and each row's variants by column.
    private struct Grid {
        var columns: [String]
        var rowOrder: [String] = []
        var rows: [String: [String: ComponentVariant]] = [:]
    }

    /// Writes `component`'s page: its grid of variants (with pruned combinations), its filters and
    /// its contrast audit.
    private func write(
        component: String, variants: [ComponentVariant], pruned: [MatrixDescription.Pruned], audit: [ContrastAudit.Row],
        to gallery: ContainedFolder
    ) throws {
        let grid = self.grid(of: variants)
        let (prunedCells, prunedElsewhere) = placement(of: pruned, in: grid)
        let rowContexts = try grid.rowOrder.map { label -> [String: Any] in
            let cells = try grid.columns.map { column -> [String: Any] in
                guard let variant = grid.rows[label]?[column] else {
                    var cell: [String: Any] = ["present": false, "column": column]
                    if let reason = prunedCells[label]?[column] { cell["prunedReason"] = reason }
                    return cell
                }
                return try cell(for: variant, column: column, in: gallery)
            }
            return ["label": label, "cells": cells, "rowAnchor": "row-" + VerifyReportWriter.anchor(label)]
        }
        let html = try HTMLTemplates.render(
            "gallery-component",
            [
                "name": component, "count": variants.count, "columns": grid.columns, "rowAxis": "props",
                "rows": rowContexts, "filters": filters(of: variants), "audit": audit.map(Self.auditRow),
                "prunedElsewhere": prunedElsewhere, "prunedCount": prunedElsewhere.count, "hasPruned": !prunedElsewhere.isEmpty,
            ])
        try FileWriter.write(Data(html.utf8), to: "\(component).html", in: gallery)
    }

    /// `variants` placed in the grid: a row per props (without the theme) and environment, a column per theme.
    private func grid(of variants: [ComponentVariant]) -> Grid {
        let themes = orderedValues(of: "theme", in: variants)
        var grid = Grid(columns: themes.isEmpty ? ["variant"] : themes)
        for variant in variants {
            let label = rowLabel(variant.props, environment: variant.environment)
            if grid.rows[label] == nil { grid.rowOrder.append(label) }
            let column = variant.props.first { $0.key == "theme" }?.value ?? "variant"
            grid.rows[label, default: [:]][column] = variant
        }
        return grid
    }

    /// Where pruned combinations show: those in rows that exist, their reason by row and column
    /// (in place); wholly pruned rows, by name and reason (listed below the grid).
    private func placement(of pruned: [MatrixDescription.Pruned], in grid: Grid) -> ([String: [String: String]], [[String: String]]) {
        var prunedCells: [String: [String: String]] = [:]
        var prunedElsewhere: [[String: String]] = []
        for entry in pruned {
            let label = rowLabel(entry.props, environment: .standard)
            let column = entry.props.first { $0.key == "theme" }?.value ?? "variant"
            if grid.rows[label] != nil {
                prunedCells[label, default: [:]][column] = entry.reason
            } else {
                prunedElsewhere.append(["name": entry.name, "reason": entry.reason])
            }
        }
        return (prunedCells, prunedElsewhere)
    }

    /// One variant's cell in `column`: its reference copied into the gallery, its size, its
    /// filter props, its motion (its recorded animation beside the strip) and its accessibility elements.
    private func cell(for variant: ComponentVariant, column: String, in gallery: ContainedFolder) throws -> [String: Any] {
        let relative = variant.referencePath(scale: scale)
        let source = try workspace.snapshots.resolve(relative)
        let image = "images/\(relative)"
        if FileManager.default.fileExists(atPath: source.path) {
            try HTMLTemplates.copyFile(source, limit: ReferenceStore.defaultByteLimit, to: image, in: gallery)
        }
        let layout = try system.layout(of: variant)
        let points = layout.size
        var cell: [String: Any] = [
            "present": true, "id": variant.id, "name": variant.name, "anchor": variant.name, "image": image,
            "width": Int(points.width.rounded(.up)), "column": column, "backdrop": try system.backdrop(of: variant).hexString,
            "filterProps": (variant.props.map { "\($0.key)=\($0.value)" } + ["env=\(Self.environmentName(variant.environment))"])
                .joined(separator: "\n"),
        ]
        if let node = variant.figmaNode { cell["figmaNode"] = node }
        if let motion = layout.motion {
            // The animation recorded beside the strip, as it is: the gallery shows the reference.
            let stored = try workspace.snapshots.resolve(MotionAnimation.path(of: relative))
            if FileManager.default.fileExists(atPath: stored.path) {
                let animation = "images/" + MotionAnimation.path(of: relative)
                try HTMLTemplates.copyFile(stored, limit: MotionAnimation.byteLimit(of: motion, scale: scale), to: animation, in: gallery)
                cell["animation"] = animation
                cell["hasAnimation"] = true
            }
            cell["isMotion"] = true
            cell["frameWidth"] = Int(motion.frameSize.width.rounded(.up))
            cell["times"] = motion.timesText
            let honours = motion.reduced.honoursReduceMotion ? "reduce motion: " : "ignores reduce motion: "
            cell["reduced"] = honours + motion.reduced.rawValue
            cell["notes"] = motion.notes
        }
        let elements = layout.accessibilityElements
        cell["hasAccessibility"] = !elements.isEmpty
        cell["accessibility"] = elements.enumerated().map { index, element in
            ["line": "\(index + 1). \(element.description)", "fails": element.touchTargetPasses == false] as [String: Any]
        }
        return cell
    }

    /// The page's filters: each prop with more than one value (in the order the variants first
    /// name them, so the page is the same bytes every run), then the environments when there is
    /// more than one.
    private func filters(of variants: [ComponentVariant]) -> [[String: Any]] {
        var seen = Set<String>()
        let keys = variants.flatMap { $0.props.map(\.key) }.filter { seen.insert($0).inserted }
        var filters =
            keys
            .map { key in (key, orderedValues(of: key, in: variants)) }
            .filter { $0.1.count > 1 }
            .map { ["key": $0.0, "values": $0.1] as [String: Any] }
        let environments = variants.reduce(into: [String]()) { seen, variant in
            let name = Self.environmentName(variant.environment)
            if !seen.contains(name) { seen.append(name) }
        }
        if environments.count > 1 { filters.append(["key": "env", "values": environments]) }
        return filters
    }

    /// One row of the contrast audit's table.
    private static func auditRow(_ row: ContrastAudit.Row) -> [String: Any] {
        [
            "context": row.context, "role": row.role, "foregroundHex": row.foregroundHex, "backgroundHex": row.backgroundHex,
            "ratio": String(format: "%.2f", row.ratio), "minimum": String(format: "%.1f", row.minimum),
            "verdict": row.verdict.rawValue, "verdictClass": row.verdict == .fail ? "fail" : "", "reason": row.reason ?? "",
        ]
    }

    /// `standard`, or the environment's name (`ax5`, `rtl-ar`, `pseudo`) as file names carry it.
    static func environmentName(_ environment: RenderEnvironment) -> String {
        environment == .standard ? "standard" : "\(environment)"
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
