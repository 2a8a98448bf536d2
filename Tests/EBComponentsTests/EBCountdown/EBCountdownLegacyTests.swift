import DesignTokens
import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

/// The audit's 24 legacy sticker-sheet variants: node → (style, mode, state, size in points).
private let legacySheet: [(node: String, style: String, theme: Theme, state: CountdownState, width: Int, height: Int)] = [
    ("4076:9091", "promo", .light, .default, 360, 92), ("4076:9118", "promo", .light, .expiring, 360, 92),
    ("4076:9145", "promo", .dark, .default, 360, 92), ("4076:9172", "promo", .dark, .expiring, 360, 92),
    ("4076:9199", "one", .light, .default, 360, 50), ("4076:9221", "one", .light, .expiring, 360, 50),
    ("4076:9243", "one", .dark, .default, 360, 50), ("4076:9265", "one", .dark, .expiring, 360, 50),
    ("4076:9287", "per", .light, .default, 360, 50), ("4076:9309", "per", .light, .expiring, 360, 50),
    ("4076:9331", "per", .dark, .default, 360, 52), ("4076:9353", "per", .dark, .expiring, 360, 52),
    ("4076:9375", "per", .light, .default, 238, 50), ("4076:9391", "per", .light, .expiring, 238, 50),
    ("4076:9407", "per", .dark, .default, 238, 52), ("4076:9423", "per", .dark, .expiring, 238, 52),
    ("4076:9439", "per", .light, .default, 147, 50), ("4076:9449", "per", .light, .expiring, 147, 50),
    ("4076:9459", "per", .dark, .default, 147, 52), ("4076:9469", "per", .dark, .expiring, 147, 52),
    ("4076:9479", "pill", .light, .default, 161, 29), ("4076:9482", "pill", .light, .expiring, 161, 29),
    ("4076:9485", "pill", .dark, .default, 161, 29), ("4076:9488", "pill", .dark, .expiring, 161, 29),
]

@Suite struct EBCountdownLegacyTests {
    static let scale = 2
    let variants = (EBCountdown.variants + EBCountdownPromo.variants).filter { $0.environment == .standard }

    private func variant(_ node: String) throws -> ComponentVariant {
        try #require(variants.first { $0.figmaNode == node }, "no variant reproduces \(node)")
    }

    @Test func everyLegacyNodeIsMappedOnce() {
        let nodes = variants.compactMap(\.figmaNode)
        #expect(nodes.sorted() == legacySheet.map(\.node).sorted())
    }

    @Test(arguments: legacySheet.map(\.node))
    func rendersAtExactlyItsLegacySize(node: String) throws {
        let entry = try #require(legacySheet.first { $0.node == node })
        let image = try sharedSystem.render(try variant(node).instance, scale: Self.scale)
        #expect(image.width == entry.width * Self.scale && image.height == entry.height * Self.scale, "\(image.width)×\(image.height)")
    }

    @Test(arguments: legacySheet.map(\.node))
    func backgroundIsItsTokenColour(node: String) throws {
        let entry = try #require(legacySheet.first { $0.node == node })
        let table = try #require(sharedSystem.tokenTables["EBCountdown"])
        let image = try sharedSystem.render(try variant(node).instance, scale: Self.scale)
        let fill = try table.fill(TokenPath("countdown/\(entry.style)/\(entry.state.rawValue)/bg"), mode: entry.theme.tokenMode)
        let y = image.height / 2
        let left = image[8, y], right = image[image.width - 9, y]
        switch fill {
        case .color(let color):
            #expect(left == (color.red, color.green, color.blue, 255))
        case .gradient(let gradient):
            let start = try #require(gradient.stops.first?.color), end = try #require(gradient.stops.last?.color)
            #expect(gradient.stops.map(\.color.hexString) == ["#1972F9", "#005CE5"])
            #expect(close(left, start), "left end \(left) vs \(start)")
            #expect(close(right, end), "right end \(right) vs \(end)")
        }
    }

    private func close(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: Color) -> Bool {
        abs(Int(pixel.red) - Int(color.red)) <= 3 && abs(Int(pixel.green) - Int(color.green)) <= 3
            && abs(Int(pixel.blue) - Int(color.blue)) <= 3 && pixel.alpha == 255
    }
}
