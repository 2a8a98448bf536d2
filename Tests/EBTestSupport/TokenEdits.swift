import ComponentKit
import EBComponents
import Foundation

/// Token tables of the EB catalog with a known edit, for tests of causes and partial accepts.
package enum TokenEdits {
    /// EBCounter's table with its empty background and its label colour each one step off: a
    /// counter over 0 reads both in one image, and so does the contact sheet that shows it.
    package static func counterColoursOneStepOff() throws -> String {
        guard let directory = Catalog.ebTokensDirectory else { throw MissingTable() }
        let table = try String(contentsOf: directory.appendingPathComponent("EBCounter.tokens.json"), encoding: .utf8)
        let edited = table.replacingOccurrences(of: "[0.9333, 0.949, 0.9765]", with: "[0.9333, 0.949, 0.9804]")
            .replacingOccurrences(of: "\"#eef2f9\"", with: "\"#eef2fa\"")
            .replacingOccurrences(of: "[0, 0.3608, 0.898]", with: "[0, 0.3608, 0.902]")
            .replacingOccurrences(of: "\"#005ce5\"", with: "\"#005ce6\"")
        guard edited != table else { throw MissingTable() }
        return edited
    }

    /// The catalog's token folder is not bundled, or its EBCounter table no longer holds the colours edited.
    struct MissingTable: Error {}
}
