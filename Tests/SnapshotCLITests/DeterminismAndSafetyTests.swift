import Components
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
        let package = try CLIRunner.temporaryPackage(components: [])
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
        // EBToast: translucent shadows, spinners, long text; its sheet spans every worker's renders.
        #expect(try CLIRunner.runBinary(["record", "--jobs", "1", "--filter", "EBToast/"], in: serial).status == 0)
        #expect(try CLIRunner.runBinary(["record", "--jobs", "4", "--filter", "EBToast/"], in: parallel).status == 0)
        let a = try files(serial.appendingPathComponent("Snapshots")), b = try files(parallel.appendingPathComponent("Snapshots"))
        #expect(a.count > 90)
        #expect(a == b)
    }

    @Test func twoVerifyRunsAtOnceDoNotInterfere() throws {
        let package = try CLIRunner.temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let processes = (0..<2).map { _ -> (Process, Pipe) in
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["verify", "--filter", "EBCounter/"]
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

    /// Records into an empty `Snapshots/` and kills the process once references are being
    /// written: every reference it left must decode (a write is a temporary file renamed into
    /// place, so a killed writer leaves at most a `.….tmp` file, which `clean` removes).
    @Test(arguments: [SIGKILL, SIGINT])
    func killedRecordNeverLeavesATruncatedReference(signal: Int32) throws {
        let package = try emptyPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["record", "--jobs", "2"]
        process.currentDirectoryURL = package
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        func written() -> Int {
            (FileManager.default.enumerator(atPath: snapshots.path)?.allObjects ?? []).compactMap { $0 as? String }.filter {
                $0.hasSuffix(".png")
            }.count
        }
        let deadline = Date().addingTimeInterval(60)
        while written() < 20 && process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        // SIGKILL ends it by the signal; SIGINT by the CLI's handler, with status 130.
        #expect(
            process.terminationReason == .uncaughtSignal || process.terminationStatus == 130, "killed while writing, not after finishing")
        var references = 0
        for (path, data) in try files(snapshots) {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") && name.hasSuffix(".tmp") { continue }  // an interrupted write, never a reference
            #expect(path.hasSuffix(".png") || path.hasSuffix(".json") || path.hasSuffix(".txt"), "\(path)")
            if path.hasSuffix(".png") {
                #expect(throws: Never.self, "\(path) must decode") { _ = try PNGCodec.decode(data, source: path) }
                references += 1
            }
        }
        #expect(references >= 20, "references were being written when the process was killed")
        #expect(references < Catalog.eb.variants.count, "the record did not finish")
    }
}
