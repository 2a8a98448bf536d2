import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Rendering
import TestSupport
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
        let package = try temporaryPackage(components: [])
        let snapshots = package.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: snapshots)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        return package
    }

    @Test func parallelRecordIsByteIdenticalToSerialInSeparateProcesses() async throws {
        let serial = try emptyPackage(), parallel = try emptyPackage()
        defer {
            try? FileManager.default.removeItem(at: serial)
            try? FileManager.default.removeItem(at: parallel)
        }
        // EBToast in its dark theme: translucent shadows, spinners, long text, every environment;
        // its sheet spans every worker's renders.
        let filter = "EBToast/*theme-dark*"
        #expect(try await CLIRunner.runBinary(["record", "--jobs", "1", "--filter", filter], in: serial).status == 0)
        #expect(try await CLIRunner.runBinary(["record", "--jobs", "4", "--filter", filter], in: parallel).status == 0)
        let a = try files(serial.appendingPathComponent("Snapshots")), b = try files(parallel.appendingPathComponent("Snapshots"))
        #expect(a.count > 30)
        #expect(a == b)
    }

    /// Two verifies of one package at once: the output folder's lock lets one run; the other
    /// stops at once, saying so, and writes nothing. The finished run's manifest is whole.
    @Test func twoVerifyRunsAtOnceDoNotInterfere() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        // Both processes start, then their ends are awaited off the shared pool.
        let runs = try await offThePool { () -> [(status: Int32, stdout: String, stderr: String)] in
            let processes = (0..<2).map { _ -> (Process, Pipe, Pipe) in
                let process = Process()
                process.executableURL = CLIRunner.executable
                process.arguments = ["verify", "--filter", "EBCounter/"]
                process.currentDirectoryURL = package
                let output = Pipe(), errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                return (process, output, errors)
            }
            for (process, _, _) in processes { try process.run() }
            return processes.map { process, output, errors in
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                return (process.terminationStatus, text, problems)
            }
        }
        for run in runs {
            if run.status == 0 {
                #expect(run.stdout.contains("0 failed, 0 missing, 0 errors"))
            } else {
                #expect(run.status == 2)
                #expect(
                    run.stderr.contains("another snapshot run is in progress in \(package.appendingPathComponent("snapshot-output").path)"))
                #expect(run.stderr.contains("snapshot verify"), "the message names what holds the lock: \(run.stderr)")
            }
        }
        #expect(runs.contains { $0.status == 0 })
        let manifest = try JSONDecoder().decode(
            ManifestShape.self, from: Data(contentsOf: package.appendingPathComponent("snapshot-output/last-run.json")))
        #expect(
            manifest.entries.count == Catalog.eb.variants.filter { $0.component == "EBCounter" }.count + 4,
            "whole: every EBCounter check and its 4 other references")
    }

    /// Enough of `last-run.json` to count its entries.
    struct ManifestShape: Decodable {
        struct Entry: Decodable { var id: String }
        var entries: [Entry]
    }

    /// Records into an empty `Snapshots/` and kills the process while it stages its files: a
    /// record writes all of its files or none, so the folder holds no reference at all. After
    /// SIGKILL only the staged temporary files (`.….tmp`) are there, and `clean` removes them;
    /// SIGINT's handler removes them itself before the process ends.
    @Test(arguments: [SIGKILL, SIGINT])
    func killedRecordNeverLeavesATruncatedReference(signal: Int32) async throws {
        let package = try emptyPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let snapshots = package.appendingPathComponent("Snapshots")
        // Started, watched and killed off the shared pool (the watch polls and sleeps).
        let ending = try await offThePool { () -> (reason: Process.TerminationReason, status: Int32) in
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["record", "--jobs", "2"]
            process.currentDirectoryURL = package
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            func staged() -> Int {
                (FileManager.default.enumerator(atPath: snapshots.path)?.allObjects ?? []).compactMap { $0 as? String }.filter {
                    $0.hasSuffix(".tmp")
                }.count
            }
            let deadline = Date().addingTimeInterval(60)
            while staged() < 20 && process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return (process.terminationReason, process.terminationStatus)
        }
        // SIGKILL ends it by the signal; SIGINT by the CLI's handler, with status 130.
        #expect(ending.reason == .uncaughtSignal || ending.status == 130, "killed while staging, not after finishing")
        var temporaries = 0
        for (path, _) in try files(snapshots) {
            let name = (path as NSString).lastPathComponent
            #expect(name.hasPrefix(".") && name.hasSuffix(".tmp"), "\(path): no reference lands before the whole record is staged")
            temporaries += 1
        }
        if signal == SIGINT {
            #expect(temporaries == 0, "the handler removed what the record had staged")
        } else {
            #expect(temporaries >= 20, "files were being staged when the process was killed")
        }
        let clean = try await CLIRunner.runBinary(["clean"], in: package)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try files(snapshots).isEmpty, "clean removes what the killed record staged")
    }
}
