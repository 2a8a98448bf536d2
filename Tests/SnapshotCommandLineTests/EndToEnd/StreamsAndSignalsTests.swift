import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// The built executable with pipes and signals, as a shell runs it: a named output that is
/// standard output gets it alone, a reader that leaves early gets a status and a sentence, and
/// SIGINT or SIGTERM removes what a record has staged.
@Suite struct StreamsAndSignalsTests {
    static let variant = "EBCounter/count-0_limit-none_theme-light"

    /// What a run of the executable gave, its standard output as bytes.
    struct Run {
        var status: Int32
        var signalled: Bool
        var stdout: Data
        var stderr: String
    }

    /// Runs the executable with `arguments` in `package`; with `closedOutput`, its standard output
    /// is a pipe whose reader is gone before it starts.
    /// With `output`, its standard output is that file (`/dev/full`).
    func run(_ arguments: [String], in package: URL, closedOutput: Bool = false, output file: FileHandle? = nil) async throws -> Run {
        try await offThePool {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = package
            let output = Pipe(), errors = Pipe()
            process.standardOutput = file ?? output
            process.standardError = errors
            if closedOutput { try output.fileHandleForReading.close() }
            try process.run()
            if file != nil { try output.fileHandleForWriting.close() }
            let stdout = closedOutput ? Data() : output.fileHandleForReading.readDataToEndOfFile()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return Run(
                status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, stdout: stdout,
                stderr: stderr)
        }
    }

    @Test func aManifestNamedAsStandardOutputArrivesAlone() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let verify = try await run(["verify", "--quiet", "--filter", Self.variant, "--json", "/dev/stdout"], in: package)
        #expect(verify.status == 0, "\(verify.stderr)")
        let json = try JSONSerialization.jsonObject(with: verify.stdout) as? [String: Any]
        #expect(json?["entries"] != nil, "standard output is the manifest and nothing else")
        #expect(verify.stderr.contains("verify: 8 checked"), "the console's lines went to standard error: \(verify.stderr)")
    }

    @Test func aPNGNamedAsStandardOutputEndsAtIEND() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let render = try await run(["render", Self.variant, "--output", "/dev/stdout"], in: package)
        #expect(render.status == 0, "\(render.stderr)")
        let iend = Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(render.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]) && render.stdout.suffix(12) == iend, "nothing after IEND")
        #expect(render.stderr.contains("/dev/stdout  48×48 px"), "\(render.stderr)")
    }

    @Test func aReaderThatLeavesEarlyGetsAStatusAndASentence() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let list = try await run(["list"], in: package, closedOutput: true)
        #expect(!list.signalled, "ended by its own exit, not by SIGPIPE")
        #expect(list.status == 141)
        #expect(list.stderr.contains("standard output was closed by its reader before the end"), "\(list.stderr)")
        let render = try await run(["render", Self.variant, "--output", "/dev/stdout"], in: package, closedOutput: true)
        #expect(!render.signalled && render.status == 2)
        #expect(render.stderr.contains("its reader closed it before the end"), "\(render.stderr)")
    }

    /// Standard output that fails every write (`/dev/full`; the fresh round of issue 44, class 6):
    /// `list` and `diff --json` used to end with 0, their output lost in silence.
    @Test func anOutputThatCannotBeWrittenGetsItsOwnStatusAndASentence() async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        defer { try? full.close() }
        let list = try await run(["list"], in: package, output: full)
        #expect(!list.signalled && list.status == 74, "\(list.status) \(list.stderr)")
        #expect(list.stderr.contains("standard output could not be written (No space left on device)"), "\(list.stderr)")
    }

    /// A record of EBCounter at 1× (no reference there yet: every file is staged), stopped by
    /// `signal` once its first staged file exists.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalRemovesWhatARecordStaged(signal: Int32) async throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("Snapshots/EBCounter")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let (status, stderr, sawStaged) = try await offThePool { () throws -> (Int32, String, Bool) in
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["record", "--quiet", "--jobs", "1", "--scale", "1", "--filter", "EBCounter/*"]
            process.currentDirectoryURL = package
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            var staged = false
            for _ in 0..<4000 where !staged && process.isRunning {
                staged = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasSuffix(".tmp") } == true
                if !staged { usleep(1_000) }
            }
            kill(process.processIdentifier, signal)
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text, staged)
        }
        try #require(sawStaged, "the record staged files before the signal")
        #expect(status == 128 + signal, "\(stderr)")
        #expect(stderr.contains("stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")"), "\(stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == before, "no staged file, no reference changed")
    }
}
