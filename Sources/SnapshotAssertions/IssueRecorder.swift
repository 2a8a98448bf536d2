import Testing
import XCTest

/// Records a test failure at the caller's source location, in whichever framework is running
/// the test: Swift Testing (when a `Test` is current) or XCTest.
enum IssueRecorder {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
