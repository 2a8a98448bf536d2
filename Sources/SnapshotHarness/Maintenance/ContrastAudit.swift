import ComponentKit
import DesignTokens
import Foundation

/// WCAG 2.x contrast of every declared token pair, per component, theme and state.
package enum ContrastAudit {
    package enum Verdict: String, Codable, Sendable {
        case pass, fail, decorative
    }

    package struct Row: Codable, Sendable {
        package var component: String
        package var context: String
        package var role: String
        package var foreground: String
        package var foregroundHex: String
        package var background: String
        package var backgroundHex: String
        package var ratio: Double
        package var minimum: Double
        package var verdict: Verdict
        /// The declared reason when the foreground is decorative by design.
        package var reason: String?
    }

    /// Every pair of every catalogued component.
    package static func run(system: DesignSystem) throws -> [Row] {
        try system.catalog.components.flatMap { component -> [Row] in
            guard let table = system.tokenTables[component.name] else { return [] }
            return try component.contrastPairs.map { try row(component.name, $0, table: table) }
        }
    }

    static func row(_ component: String, _ pair: ContrastPair, table: TokenTable) throws -> Row {
        let foregroundToken = try table.token(TokenPath(pair.foreground))
        let foreground = try table.color(TokenPath(pair.foreground), mode: pair.mode)
        let backgrounds: [Color] =
            switch try table.fill(TokenPath(pair.background), mode: pair.mode) {
            case .color(let color): [color]
            case .gradient(let gradient): gradient.stops.map(\.color)
            }
        // The worst end of a gradient decides.
        let ratio = backgrounds.map { ratioOf(foreground, on: $0) }.min() ?? 1
        let verdict: Verdict = foregroundToken.decorative != nil ? .decorative : (ratio >= pair.minimum ? .pass : .fail)
        return Row(
            component: component, context: pair.context, role: pair.role, foreground: pair.foreground, foregroundHex: foreground.hexString,
            background: pair.background, backgroundHex: backgrounds.map(\.hexString).joined(separator: "→"),
            ratio: (ratio * 100).rounded() / 100, minimum: pair.minimum, verdict: verdict, reason: foregroundToken.decorative)
    }

    /// WCAG contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, compositing a translucent foreground over the background first.
    package static func ratioOf(_ foreground: Color, on background: Color) -> Double {
        let alpha = Double(foreground.alpha) / 255
        func blend(_ f: UInt8, _ b: UInt8) -> Double { (Double(f) * alpha + Double(b) * (1 - alpha)) / 255 }
        let top = luminance(
            blend(foreground.red, background.red), blend(foreground.green, background.green), blend(foreground.blue, background.blue))
        let bottom = luminance(Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        return (max(top, bottom) + 0.05) / (min(top, bottom) + 0.05)
    }

    /// WCAG relative luminance of sRGB components in 0…1.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
}
