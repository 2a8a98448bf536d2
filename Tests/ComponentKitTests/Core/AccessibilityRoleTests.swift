import ComponentKit
import Foundation
import TestSupport
import Testing

@Suite struct AccessibilityRoleTests {
    /// The guide's table of roles (`docs/Getting-started.md`) has one row per role, in order.
    @Test func theGuideListsEveryRole() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/Getting-started.md"), encoding: .utf8)
        let rows = guide.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `."), let end = line.dropFirst(4).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
        }
        #expect(rows == AccessibilityElement.Role.allCases.map(\.rawValue))
    }
}
