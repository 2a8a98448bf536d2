import ComponentKit
import Foundation

/// The EB token tables, shipped in this module's bundle (`Tokens/<name>.tokens.json`).
///
/// A module can only name its own bundle, so every EB component answers
/// `Component.tokenTableURL` through here.
enum EBTokens {
    /// The table `<name>.tokens.json` in this module's bundle.
    static func url(for name: String) -> URL? {
        Bundle.module.url(forResource: "\(name).tokens", withExtension: "json")
    }
}
