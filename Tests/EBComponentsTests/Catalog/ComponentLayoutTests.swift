import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The layout contract over the whole catalog: every text run a variant draws stays inside its
/// image, in every environment (the largest text size and the pseudo-locale included).
@Suite struct ComponentLayoutTests {
    @Test(arguments: Catalog.eb.variants.map(\.id))
    func noTextRunLeavesTheImage(id: String) throws {
        let variant = try #require(Catalog.eb.variants.first { $0.id == id })
        let layout = try sharedSystem.layout(of: variant)
        let bounds = Rect(size: layout.size)
        let tolerance = 0.01
        for run in layout.textRuns {
            #expect(!run.text.isEmpty)
            let inside =
                run.frame.minX >= bounds.minX - tolerance && run.frame.maxX <= bounds.maxX + tolerance
                && run.frame.minY >= bounds.minY - tolerance && run.frame.maxY <= bounds.maxY + tolerance
                && run.inkWidth <= run.frame.width + tolerance
            #expect(inside, "\"\(run.text)\" at \(run.frame.origin.x),\(run.frame.origin.y) \(run.frame.size) leaves \(layout.size)")
        }
    }

    @Test func compositionsAndStripsCarryTheirPartsRuns() throws {
        for component in ["EBScreens", "EBCountdownTimeline", "CountdownTimerTimeline"] {
            let variant = try #require(Catalog.eb.variants.first { $0.component == component })
            #expect(try sharedSystem.layout(of: variant).textRuns.count > 4, "\(component) exposes the text of what it draws")
        }
    }
}
