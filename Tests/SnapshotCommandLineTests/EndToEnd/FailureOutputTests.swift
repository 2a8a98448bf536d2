import EndToEndSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A failure reads cause first: the console and JUnit print a failure's first line, its causes,
/// then at most 20 lines of its diff, the rest left to the report.
@Suite struct FailureOutputTests {
    /// One padding edit fails `provenance.txt` with a diff of far more than 20 lines.
    func verifyWiderPadding(junit: URL? = nil, in package: URL) throws -> CLIRunner.Output {
        let tokens = try CauseTests().editedTokens(in: package, table: "EBCounter.tokens.json", edit: CauseTests.widerPadding)
        var arguments = ["verify", "--filter", "EBCounter/count-247_limit-none_theme-light", "--tokens", tokens.path]
        if let junit { arguments += ["--junit", junit.path] }
        return try CLIRunner.run(arguments, in: package)
    }

    @Test func theConsolePrintsTheCauseBeforeADiffCappedAtTwentyLines() throws {
        let package = try temporaryPackage(components: ["EBCounter"])
        defer { try? FileManager.default.removeItem(at: package) }
        let junit = package.appendingPathComponent("junit.xml")
        let output = try verifyWiderPadding(junit: junit, in: package)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("FAIL EBCounter/provenance.txt: text differs") }, "\(output.stdout)")
        let block = Array(lines[(start + 1)...].prefix { $0.hasPrefix("    ") })
        let causes = block.prefix { $0.hasPrefix("    cause: ") }
        #expect(causes.contains { $0.contains("token counter.size.paddingX") }, "the cause comes first:\n\(block.joined(separator: "\n"))")
        let more = try #require(block.firstIndex { $0.hasPrefix("    … ") && $0.hasSuffix(" more lines in the report") }, "\(block)")
        #expect(more - causes.count == 20, "20 diff lines after the causes, then the count of the rest:\n\(block.joined(separator: "\n"))")
        #expect(block[causes.count].contains("@@"), "the diff follows the causes")

        let xml = try String(contentsOf: junit, encoding: .utf8)
        let testcase = try #require(xml.range(of: #"name="provenance.txt""#))
        let end = try #require(xml.range(of: "</failure>", range: testcase.upperBound..<xml.endIndex))
        let failure = String(xml[testcase.upperBound..<end.lowerBound])
        let cause = try #require(
            failure.range(of: "\ncause: token counter.size.paddingX") ?? failure.range(of: ">cause: token counter.size.paddingX"))
        let hunk = try #require(failure.range(of: "\n@@ "))
        #expect(cause.lowerBound < hunk.lowerBound, "JUnit's text names the cause before the diff:\n\(failure)")
        #expect(failure.contains("more lines in the report"), "and caps the diff")
        #expect(failure.components(separatedBy: "\n").count < 45, "\(failure)")
        #expect(XMLParser(data: Data(xml.utf8)).parse(), "still XML")
    }
}
