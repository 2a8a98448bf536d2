import Foundation
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

    /// Tells what a passing check did that the user should see (what a recording wrote), at the
    /// caller's source location: a warning in Swift Testing, which `swift test` prints with the
    /// test (`⚠︎ Test matrix() recorded a warning at …`) and counts in its last line without
    /// failing it; a line on standard error under XCTest, which has no warnings.
    static func note(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        } else {
            FileHandle.standardError.write(Data("\(filePath):\(line): \(message)\n".utf8))
        }
    }

    /// Attaches a failure's images to the current Swift Testing test (`swift test
    /// --attachments-path DIR` collects them): `name` with each role, `badge@2x.png.actual.png`.
    /// XCTest on Linux has no attachments; its failure message carries the files' paths.
    static func attach(_ files: [(name: String, data: Data)], named name: String) {
        guard Test.current != nil else { return }
        let stem = (name as NSString).deletingPathExtension
        for file in files {
            let pathExtension = file.data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "png" : "txt"
            Attachment.record([UInt8](file.data), named: "\(stem).\(file.name).\(pathExtension)")
        }
    }
}
