import Testing

@testable import SnapshotCore

@Suite struct RecordModeTests {
    @Test func defaultsToNever() {
        #expect(RecordMode(environment: [:]) == .never)
        #expect(RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": ""]) == .never)
    }

    @Test(arguments: RecordMode.allCases)
    func readsEveryMode(mode: RecordMode) {
        #expect(RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": mode.rawValue.uppercased()]) == mode)
    }

    @Test func unknownValueIsNil() {
        #expect(RecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "yes"]) == nil)
    }
}
