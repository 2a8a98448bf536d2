import ComponentFixtures
import ComponentKit
import DesignTokens
import Foundation
import Rendering
import Synchronization
import Testing

/// How many times each tile has been laid out in this process.
private let layoutCounts = Mutex<[String: Int]>([:])

/// A tile of the chip's selected colour, `width` points wide, counting its layouts. Its table is
/// the chip's, under a file name of its own (`TileA.tokens.json`), so a tokens folder can replace it alone.
private protocol CountedTile: Component {
    var width: Double { get set }
    init(width: Double)
}

extension CountedTile {
    static var tokenTableURL: URL? { Chip.tokenTableURL }
    static var tokenFile: String { name }
    static var matrix: VariantMatrix<Self> { VariantMatrix(base: Self(width: 10)).axis("width", \.width, [10, 20]) }
    var props: [Prop] { [Prop("width", Size.format(width))] }

    func layout(in context: RenderContext, proposedWidth: Double?) throws -> TileLayout {
        layoutCounts.withLock { $0[Self.name, default: 0] += 1 }
        return TileLayout(size: Size(width: width, height: 4), color: try context.tokens.color("chip/color/selected/bg", mode: nil))
    }

    func draw(_ layout: TileLayout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: 0), with: .color(layout.color))
    }
}

private struct TileLayout: ComponentLayout {
    var size: Size
    var color: Color
}

private struct TileA: CountedTile {
    var width: Double
}

private struct TileB: CountedTile {
    var width: Double
}

@Suite(.serialized) struct DesignSystemReuseTests {
    let catalog = Catalog([TileA.self, TileB.self])

    /// A tokens folder whose `TileB.tokens.json` is the chip's table with another selected colour.
    private func folderEditingTileB() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = try #require(Chip.tokenTableURL)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var chip = try #require(json["chip"] as? [String: Any]), color = try #require(chip["color"] as? [String: Any])
        var selected = try #require(color["selected"] as? [String: Any]), bg = try #require(selected["bg"] as? [String: Any])
        bg["$value"] = ["colorSpace": "srgb", "components": [0.898, 0, 0.3608], "hex": "#e5005c"]
        selected["bg"] = bg
        color["selected"] = selected
        chip["color"] = color
        json["chip"] = chip
        try JSONSerialization.data(withJSONObject: json).write(to: folder.appendingPathComponent("TileB.tokens.json"))
        return folder
    }

    @Test func aSystemOverOneEditedTableLaysOutOnlyItsComponents() throws {
        let folder = try folderEditingTileB()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try DesignSystem(catalog: catalog)
        let before = layoutCounts.withLock { $0 }
        let second = try DesignSystem(fontsDirectory: nil, tokensDirectory: folder, catalog: catalog, reusingLayoutsOf: first)
        let after = layoutCounts.withLock { $0 }
        #expect(after["TileA"] == before["TileA"], "TileA's table is the same: its layouts are taken")
        #expect((after["TileB"] ?? 0) - (before["TileB"] ?? 0) == 2, "TileB's table changed: both its variants are laid out")

        // What it draws is what a system loaded afresh draws, the edit included.
        let fresh = try DesignSystem(tokensDirectory: folder, catalog: catalog)
        for variant in catalog.variants {
            #expect(try second.render(variant, scale: 1) == fresh.render(variant, scale: 1), "\(variant.id)")
        }
        let edited = try #require(catalog.variants.first { $0.component == "TileB" })
        #expect(try second.render(edited, scale: 1) != first.render(edited, scale: 1))
    }

    @Test func anotherCatalogOrFontsFolderTakesNothing() throws {
        let first = try DesignSystem(catalog: Catalog([TileA.self]))
        let before = layoutCounts.withLock { $0 }
        _ = try DesignSystem(fontsDirectory: nil, tokensDirectory: nil, catalog: catalog, reusingLayoutsOf: first)
        let fonts = try #require(first.fonts.directory as URL?)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("reuse-fonts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fonts, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        _ = try DesignSystem(fontsDirectory: copy, tokensDirectory: nil, catalog: Catalog([TileA.self]), reusingLayoutsOf: first)
        let after = layoutCounts.withLock { $0 }
        #expect((after["TileA"] ?? 0) - (before["TileA"] ?? 0) == 4, "laid out again for the other catalog and for the other fonts")
    }
}
