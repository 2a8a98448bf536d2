import ComponentKit
import Foundation

extension Catalog {
    /// The EB design system's components, the LD CountdownTimer, and example screens composed from them.
    ///
    /// ```swift
    /// SnapshotCommand.main(catalog: .eb)           // the `snapshot` executable
    /// let system = try DesignSystem(catalog: .eb)  // bundled fonts, the EB token tables
    /// ```
    public static let eb = Catalog([
        EBCounter.self,
        EBCountdown.self,
        EBCountdownPromo.self,
        EBCountdownTimeline.self,
        CountdownTimer.self,
        CountdownTimerTimeline.self,
        EBSlider.self,
        EBToast.self,
        EBScreens.self,
        Animated<EBToast>.self,
        Animated<EBSlider>.self,
        Animated<EBCountdown>.self,
    ])

    /// The folder of the EB token tables shipped in this module (`Sources/EBComponents/Tokens`).
    package static var ebTokensDirectory: URL? {
        EBTokens.url(for: "EBCounter")?.deletingLastPathComponent()
    }
}
