import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// Issue 35, defect 2: a file named with `render --output`, `diff --output`, `--junit`, `--json`
/// or `--summary` that is a FIFO or a character device (or a link to one) is written in place and
/// never replaced; a socket is refused in words naming the flag and the path, exit 2.
@Suite struct NamedOutputCommandTests {
    static let light = "EBCounter/count-1_limit-none_theme-light"
    static let nine = "EBCounter/count-9_limit-none_theme-light"

    /// The command writing its one named output to `target`, and the exit status it deserves.
    static func commands(_ target: String, in package: URL) -> [(arguments: [String], status: Int32)] {
        let references = package.appendingPathComponent("Snapshots")
        let a = references.appendingPathComponent("\(light)@2x.png").path, b = references.appendingPathComponent("\(nine)@2x.png").path
        return [
            (["render", light, "--output", target], 0),
            (["diff", a, b, "--output", target], 1),
            (["verify", "--filter", light, "--quiet", "--junit", target], 0),
            (["verify", "--filter", light, "--quiet", "--json", target], 0),
            (["verify", "--filter", light, "--quiet", "--summary", target], 0),
        ]
    }

    @Test(.enabled(if: SpecialFiles.canMakeDevices), arguments: ["null", "link"])
    func aCharacterDeviceStaysTheDevice(name: String) throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let device = package.appendingPathComponent("null")
        try SpecialFiles.nullDevice(at: device)
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent("link").path, withDestinationPath: "null")
        for (arguments, status) in Self.commands(name, in: package) {
            let output = try CLIRunner.run(arguments, in: package)
            #expect(output.status == status, "\(arguments): \(output.stderr)")
            #expect(SpecialFiles.kind(of: device) == S_IFCHR, "\(arguments) replaced the device")
            #expect(SpecialFiles.kind(of: package.appendingPathComponent("link")) == S_IFLNK)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: package.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "no temporary beside the device")
    }

    @Test func aSocketIsRefusedNamingTheFlagAndThePath() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let socket = package.appendingPathComponent("s")
        try SpecialFiles.boundSocket(at: socket)
        for (arguments, _) in Self.commands("s", in: package) {
            let output = try CLIRunner.run(arguments, in: package)
            let flag = arguments[arguments.count - 2]
            #expect(output.status == 2, "\(arguments)")
            #expect(
                output.stderr.contains("\(flag): \(socket.path): expected a regular file, a FIFO or a character device"),
                "\(output.stderr)")
            #expect(SpecialFiles.kind(of: socket) == S_IFSOCK)
        }
    }

    /// In a child process, as a user's `snapshot … --output fifo & cat fifo` would: the reader
    /// gets the whole file and the FIFO stays a FIFO.
    @Test(arguments: [["render", light, "--output", "fifo"], ["verify", "--filter", light, "--quiet", "--json", "fifo"]])
    func aFIFOGetsTheFileInPlace(arguments: [String]) async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let fifo = package.appendingPathComponent("fifo")
        try SpecialFiles.fifo(at: fifo)
        let reader = try FIFOReader(fifo)
        let output = try await CLIRunner.runBinary(arguments, in: package)
        #expect(output.status == 0, "\(output.stderr)")
        let got = try #require(reader.wait())
        let expected = arguments[0] == "render" ? Data([0x89, 0x50, 0x4E, 0x47]) : Data("{".utf8)
        #expect(got.prefix(expected.count) == expected, "\(got.count) bytes")
        #expect(SpecialFiles.kind(of: fifo) == S_IFIFO)
    }
}
