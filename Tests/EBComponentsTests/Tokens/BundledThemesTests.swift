import ComponentKit
import EBComponents
import Testing

/// The themes the EB token tables give their matrices.
@Suite struct BundledThemesTests {
    /// The bundled EB tables declare `dark`, so their matrices keep light and dark.
    @Test func theBundledTablesGiveLightAndDark() {
        #expect(EBCounter.themes == Theme.lightAndDark)
        #expect(EBCountdownPromo.themes == Theme.lightAndDark)
        #expect(EBSlider.themes == [.light])
    }
}
