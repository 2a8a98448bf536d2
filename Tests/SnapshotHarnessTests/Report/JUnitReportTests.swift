import ComponentKit
import Foundation
import SnapshotCauses
import SnapshotCore
import Testing

@testable import SnapshotHarness

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects what an XML parser reads back: each element's attributes and text, or the error that
/// stopped it.
private final class XMLReadBack: NSObject, XMLParserDelegate {
    var attributes: [[String: String]] = []
    var text = ""
    var error: Error?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        self.attributes.append(attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    /// Parses `xml`; nil when the parser stopped on an error.
    static func read(_ xml: String) -> XMLReadBack? {
        let parser = XMLParser(data: Data(xml.utf8))
        let delegate = XMLReadBack()
        parser.delegate = delegate
        return parser.parse() && delegate.error == nil ? delegate : nil
    }
}

/// The JUnit file stays well-formed XML 1.0 whatever text a manifest or provenance holds.
@Suite struct JUnitReportTests {
    /// Every character XML 1.0 forbids, the terminal's controls, and markup.
    static let hostile = "a\u{1B}]0;title\u{07}\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{7F}\u{85}\u{9B}\u{FFFE}\u{FFFF}<b>&\"'\r]]>z"

    func hostileRun() -> LastRun {
        let cause = LastRun.Entry.Cause([
            FailureCause(kind: .token, subject: "color.\u{1B}[2J", before: "#000000", after: "\u{0}#FFFFFF\u{7}")
        ])
        return LastRun(
            date: Date(), scale: 2,
            entries: [
                .init(
                    id: "EBCounter/\(Self.hostile)", status: "failed", reference: "EBCounter/x@2x.png", actual: "/out/\u{1B}x.png",
                    diff: nil, strip: nil, message: Self.hostile, cause: cause),
                .init(id: "\u{0}error\u{1B}", status: "error", reference: "x", actual: nil, diff: nil, strip: nil, message: Self.hostile),
                .init(id: "EBCounter/ok\u{7}", status: "matched", reference: "y", actual: nil, diff: nil, strip: nil, message: nil),
            ],
            orphans: ["EBCounter/\u{1B}[31morphan@2x.png"])
    }

    @Test func hostileTextGivesAFileAnXMLParserReads() throws {
        let xml = JUnitReport.xml(hostileRun(), name: "suite\u{0}\u{1B}")
        let read = try #require(XMLReadBack.read(xml), "XMLParser reads the file:\n\(xml)")
        let names = read.attributes.compactMap { $0["name"] }
        #expect(names.contains("\(Self.hostile.replacingEscapes())"), "the test case's name reads back, its controls visible")
        #expect(names.contains("suite\\u{0}\\u{1B}"))
        #expect(read.attributes.compactMap { $0["message"] }.contains { $0.contains("\r") }, "a carriage return survives in an attribute")
        #expect(read.text.contains("cause: token color.\\u{1B}[2J"))
    }

    @Test func everyCharacterXMLForbidsIsEscapedAndNothingElse() {
        let forbidden = (0..<0x20).filter { ![0x9, 0xA, 0xD].contains($0) }.map { Unicode.Scalar(UInt8($0)) } + ["\u{FFFE}", "\u{FFFF}"]
        for scalar in forbidden {
            let escaped = JUnitReport.escape("[\(scalar)]", inAttribute: false)
            #expect(escaped == "[\(ControlCharacters.escaped(scalar))]")
            #expect(XMLReadBack.read("<a b=\"\(JUnitReport.escape("\(scalar)"))\">\(escaped)</a>") != nil, "U+\(scalar.value)")
        }
        #expect(JUnitReport.escape("tab\tline\nemoji 🙂 é", inAttribute: false) == "tab\tline\nemoji 🙂 é")
        #expect(JUnitReport.escape("tab\tline\n") == "tab&#9;line&#10;")
    }
}

extension String {
    /// The text JUnitReport gives for `self` once a parser has read it: markup as it was, each
    /// forbidden or terminal control character as its visible escape.
    fileprivate func replacingEscapes() -> String {
        var out = ""
        for scalar in unicodeScalars {
            let forbidden = ControlCharacters.isTerminalControl(scalar) && scalar != "\r"
            out += forbidden || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? ControlCharacters.escaped(scalar) : String(scalar)
        }
        return out
    }
}
