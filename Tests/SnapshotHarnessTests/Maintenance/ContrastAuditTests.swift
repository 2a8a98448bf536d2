import ComponentKit
import DesignTokens
import EBComponents
import EBTestSupport
import Testing

@testable import SnapshotHarness

@Suite struct ContrastAuditTests {
    @Test func wcagRatioEndpoints() throws {
        #expect(abs(ContrastAudit.ratioOf(.black, on: .white) - 21) < 0.01)
        #expect(ContrastAudit.ratioOf(.white, on: .white) == 1)
        // A known pair: #767676 on white is the classic 4.54:1.
        #expect(abs(ContrastAudit.ratioOf(try #require(Color(hex: "#767676")), on: .white) - 4.54) < 0.01)
    }

    @Test func listsEveryDeclaredPairOfEveryComponent() throws {
        let rows = try ContrastAudit.run(system: sharedSystem)
        let expected = Catalog.eb.components.reduce(0) { $0 + $1.contrastPairs.count }
        #expect(rows.count == expected && expected > 50)
        #expect(Set(rows.map(\.component)).isSuperset(of: ["EBCounter", "EBCountdown", "CountdownTimer", "EBToast", "EBSlider"]))
    }

    @Test func counterEmptyLabelIsDeclaredDecorative() throws {
        let rows = try ContrastAudit.run(system: sharedSystem).filter { $0.component == "EBCounter" && $0.context.hasSuffix("empty") }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.verdict == .decorative && ($0.reason ?? "").contains("hideWhenZero") })
    }

    @Test func gradientBackgroundsUseTheirWorstEnd() throws {
        let row = try #require(
            try ContrastAudit.run(system: sharedSystem).first {
                $0.context == "one · dark · default" && $0.role == "unit"
            })
        #expect(row.backgroundHex == "#1972F9→#005CE5")
        #expect(row.ratio == 4.36, "white on #1972F9 (the lighter end)")
        #expect(row.verdict == .fail)
    }

    @Test func everyPairIsReadInItsContextsTheme() throws {
        let pairs = Catalog.eb.components.flatMap { $0.contrastPairs }.filter {
            $0.context.contains("dark") || $0.context.contains("light")
        }
        #expect(pairs.count > 40)
        for pair in pairs {
            #expect(pair.mode == (pair.context.contains("dark") ? "dark" : nil), "\(pair.context) \(pair.role)")
        }
        let row = try #require(
            try ContrastAudit.run(system: sharedSystem).first { $0.context == "per · dark · default" && $0.role == "number" })
        #expect(row.foregroundHex == "#FFFFFF" && row.backgroundHex == "#1972F9", "the seed's dark per box")
    }

    @Test func undeclaredFailuresAreTheAuditsOwnColours() throws {
        let failures = try ContrastAudit.run(system: sharedSystem).filter { $0.verdict == .fail }
        #expect(!failures.isEmpty)
        #expect(
            Set(failures.map(\.foregroundHex)).isSubset(of: ["#6075C1", "#FFFFFF"]),
            "only the seed's unit-label and white-on-blue pairs fail")
    }

    @Test func largeTextAndGraphicsNeedThreeToOne() {
        #expect(ContrastPair(context: "", role: "", foreground: "", background: "", kind: .text(large: true)).minimum == 3)
        #expect(ContrastPair(context: "", role: "", foreground: "", background: "", kind: .graphic).minimum == 3)
        #expect(ContrastPair(context: "", role: "", foreground: "", background: "", kind: .text(large: false)).minimum == 4.5)
    }
}
