import DesignTokens
import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBCounterLayoutTests {
    @Test(arguments: 0...9)
    func singleDigitsHugTo24(count: Int) throws {
        #expect(try sharedSystem.size(of: EBCounter(count: count, hideWhenZero: false)) == Size(width: 24, height: 24))
    }

    @Test(arguments: [(0, 53.0), (10, 59.0)])
    func slashFormatLandsNearTheLegacyWidths(count: Int, legacyWidth: Double) throws {
        let size = try sharedSystem.size(of: EBCounter(count: count, limit: 10, hideWhenZero: false))
        #expect(size.height == 24)
        #expect(abs(size.width - legacyWidth) <= 3, "\(size) vs legacy \(legacyWidth)")
    }

    @Test func widthGrowsWithTheText() throws {
        let widths = try [9, 99, 100].map { try sharedSystem.size(of: EBCounter(count: $0)).width }
        #expect(widths[0] < widths[1] && widths[1] < widths[2])
    }

    @Test func renderAt1xAnd2xScalesThePixelSize() throws {
        let counter = EBCounter(count: 10, limit: 10)
        let one = try sharedSystem.render(counter, scale: 1)
        let two = try sharedSystem.render(counter, scale: 2)
        #expect(two.width == one.width * 2 && two.height == one.height * 2)
    }

    @Test(arguments: Theme.lightAndDark)
    func backgroundIsTheTokenColour(theme: Theme) throws {
        let table = try #require(sharedSystem.tokenTables["EBCounter"])
        let image = try sharedSystem.render(EBCounter(count: 100, theme: theme), scale: 2)
        let bg = try table.color("counter/color/active/bg", mode: theme.tokenMode)
        // Just inside the left cap, on the vertical centre line: surface, no text.
        let pixel = image[6, image.height / 2]
        #expect(pixel == (bg.red, bg.green, bg.blue, 255))
    }
}
