import Foundation
import Rendering
import Testing

@Suite struct DeterminismAndSafetyTests {
    private func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
        where !url.hasDirectoryPath {
            result[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return result
    }

    private func emptyPackage() throws -> URL {
        let package = try CLIRunner.temporaryPackage()
        let snapshots = package.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: snapshots)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        return package
    }

    @Test func parallelRecordIsByteIdenticalToSerialInSeparateProcesses() throws {
        let serial = try emptyPackage(), parallel = try emptyPackage()
        defer {
            try? FileManager.default.removeItem(at: serial)
            try? FileManager.default.removeItem(at: parallel)
        }
        #expect(try CLIRunner.run(["record", "--jobs", "1"], in: serial).status == 0)
        #expect(try CLIRunner.run(["record", "--jobs", "4"], in: parallel).status == 0)
        let a = try files(serial.appendingPathComponent("Snapshots")), b = try files(parallel.appendingPathComponent("Snapshots"))
        #expect(a.count > 200)
        #expect(a == b)
    }

    @Test func twoVerifyRunsAtOnceDoNotInterfere() throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let processes = (0..<2).map { _ -> (Process, Pipe) in
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["verify"]
            process.currentDirectoryURL = package
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            return (process, pipe)
        }
        for (process, _) in processes { try process.run() }
        for (process, pipe) in processes {
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output)")
            #expect(output.contains("0 failed, 0 missing, 0 errors"))
        }
    }

    @Test(arguments: [SIGKILL, SIGINT])
    func killedRecordNeverLeavesATruncatedReference(signal: Int32) throws {
        let package = try CLIRunner.temporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["record", "--jobs", "2"]
        process.currentDirectoryURL = package
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.6)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        var checked = 0
        for (path, data) in try files(package.appendingPathComponent("Snapshots"))
        where path.hasSuffix(".png") && !(path as NSString).lastPathComponent.hasPrefix(".") {
            #expect(throws: Never.self, "\(path) must decode") { _ = try PNGCodec.decode(data, source: path) }
            checked += 1
        }
        #expect(checked > 200)
    }
}
