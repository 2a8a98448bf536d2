import ComponentKit
import EBComponents
import EBTestSupport
import Testing

/// The EB catalog against the kit's text contract.
@Suite struct CatalogUnlistedTextTests {
    /// Every EB component lists the text it draws, in every variant and environment.
    @Test func noEBVariantDrawsTextItDoesNotList() throws {
        let system = sharedSystem
        let unlisted = try Catalog.eb.variants.compactMap { try system.renderNotingText($0, scale: 1).unlistedText }
        #expect(UnlistedText.warnings(unlisted) == [])
    }
}
