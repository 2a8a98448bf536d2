import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

/// A file the user names (`--junit PATH`) that is not a regular file: a FIFO or a character
/// device is written in place and never replaced; a socket or a block device is refused.
@Suite struct NamedOutputTests {
    let data = Data("<testsuites/>\n".utf8)

    /// Writes `data` to `file` the way the command line does (nothing forbidden).
    func write(_ data: Data, to file: URL) throws {
        try FileWriter.write(data, toNamedFile: file, awayFrom: [])
    }

    @Test(arguments: [false, true])
    func aFIFOIsWrittenInPlaceNeverReplaced(throughALink: Bool) throws {
        let root = try temporaryFolder("named-fifo")
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("fifo"), link = root.appendingPathComponent("link")
        try SpecialFiles.fifo(at: fifo)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "fifo")
        let reader = try FIFOReader(fifo)
        try write(data, to: throughALink ? link : fifo)
        #expect(reader.wait() == data)
        #expect(SpecialFiles.kind(of: fifo) == S_IFIFO && SpecialFiles.kind(of: link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["fifo", "link"], "no temporary left")
    }

    @Test(.enabled(if: SpecialFiles.canMakeDevices), arguments: [false, true])
    func aCharacterDeviceIsWrittenInPlaceNeverReplaced(throughALink: Bool) throws {
        let root = try temporaryFolder("named-device")
        defer { try? FileManager.default.removeItem(at: root) }
        let device = root.appendingPathComponent("null"), link = root.appendingPathComponent("link")
        try SpecialFiles.nullDevice(at: device)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: device.path)
        try write(data, to: throughALink ? link : device)
        #expect(SpecialFiles.kind(of: device) == S_IFCHR, "still the device, not a file renamed over it")
        #expect(SpecialFiles.kind(of: link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["link", "null"], "no temporary left")
    }

    @Test func aSocketIsRefusedInWords() throws {
        let root = try temporaryFolder("named-socket")
        defer { try? FileManager.default.removeItem(at: root) }
        let socket = root.appendingPathComponent("s")
        try SpecialFiles.boundSocket(at: socket)
        #expect {
            try write(data, to: socket)
        } throws: { error in
            "\(error)" == "\(socket.path): expected a regular file, a FIFO or a character device such as /dev/stdout, "
                + "but it is a socket (name a regular file or a new one)"
        }
        #expect(SpecialFiles.kind(of: socket) == S_IFSOCK)
    }

    @Test(.enabled(if: SpecialFiles.canMakeDevices)) func aBlockDeviceIsRefusedInWords() throws {
        let root = try temporaryFolder("named-block")
        defer { try? FileManager.default.removeItem(at: root) }
        let device = root.appendingPathComponent("disk")
        try SpecialFiles.driverlessBlockDevice(at: device)
        #expect {
            try write(data, to: device)
        } throws: { error in
            "\(error)".hasSuffix("but it is a block device (name a regular file or a new one)")
        }
        #expect(SpecialFiles.kind(of: device) == S_IFBLK)
    }

    /// A reader that stops reading before the end: an error naming the FIFO, and the process
    /// (this test's own) is not ended by `SIGPIPE`.
    @Test func aReaderThatLeavesEarlyIsAWriteErrorNotASignal() throws {
        let root = try temporaryFolder("named-fifo-early")
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("fifo")
        try SpecialFiles.fifo(at: fifo)
        let reader = try FIFOReader(fifo, closingAfterFirstChunk: true)
        let large = Data(repeating: 0x41, count: 4 << 20)  // more than a pipe holds
        #expect {
            try write(large, to: fifo)
        } throws: { error in
            "\(error)" == "\(fifo.path): cannot write: its reader closed it before the end "
                + "(keep the reader open until the command ends)"
        }
        #expect(reader.wait() != nil)
        #expect(SpecialFiles.kind(of: fifo) == S_IFIFO)
    }
}
