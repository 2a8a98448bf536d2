import Testing

@testable import DesignTokens

/// The keyed object: document order, replacement in place, removal and repeated keys behave the
/// same for small objects (scanned) and large ones (indexed), and the index is invisible to
/// equality and hashing.
@Suite struct JSONObjectTests {
    /// Member counts either side of the size at which an object starts keeping an index.
    static let sizes = [0, 1, 5, JSONObject.indexThreshold, JSONObject.indexThreshold + 1, 40, 1_000]

    private static func members(_ count: Int, prefix: String = "k") -> [(key: String, value: JSONValue)] {
        (0..<count).map { ("\(prefix)\($0)", .number(Double($0))) }
    }

    /// `count` members added one at a time through the subscript.
    private static func built(_ count: Int) -> JSONObject {
        var object = JSONObject()
        for (key, value) in members(count) { object[key] = value }
        return object
    }

    @Test(arguments: sizes)
    func keepsDocumentOrderAndFindsEveryKey(count: Int) {
        for object in [JSONObject(Self.members(count)), Self.built(count)] {
            #expect(object.keys == (0..<count).map { "k\($0)" })
            #expect(object.count == count)
            #expect(object.isEmpty == (count == 0))
            for index in 0..<count {
                #expect(object["k\(index)"] == .number(Double(index)))
                #expect(object.index(forKey: "k\(index)") == index)
            }
            #expect(object["missing"] == nil)
            #expect(object.index(forKey: "missing") == nil)
            #expect(!object.hasRepeatedKeys)
        }
    }

    @Test(arguments: sizes.filter { $0 > 2 })
    func replacingKeepsThePosition(count: Int) {
        var object = JSONObject(Self.members(count))
        let middle = "k\(count / 2)"
        #expect(object.updateValue(.string("new"), forKey: middle) == .number(Double(count / 2)))
        object["k0"] = .bool(true)
        #expect(object.keys == (0..<count).map { "k\($0)" })
        #expect(object[middle] == .string("new"))
        #expect(object["k0"] == .bool(true))
        #expect(object.members[count / 2].value == .string("new"))
    }

    @Test(arguments: sizes.filter { $0 > 0 })
    func addingAppends(count: Int) {
        var object = JSONObject(Self.members(count))
        #expect(object.updateValue(.null, forKey: "added") == nil)
        object["also"] = .number(-1)
        #expect(object.keys == (0..<count).map { "k\($0)" } + ["added", "also"])
        #expect(object["added"] == .null)
        #expect(object.index(forKey: "also") == count + 1)
    }

    @Test(arguments: sizes.filter { $0 > 0 })
    func removingMovesTheLaterMembersUp(count: Int) {
        var object = JSONObject(Self.members(count))
        #expect(object.removeValue(forKey: "k0") == .number(0))
        #expect(object.removeValue(forKey: "k0") == nil)
        #expect(object.keys == (1..<count).map { "k\($0)" })
        for index in 1..<count {
            #expect(object.index(forKey: "k\(index)") == index - 1)
            #expect(object["k\(index)"] == .number(Double(index)))
        }
        if count > 1 {
            object["k\(count - 1)"] = nil
            #expect(object.count == count - 2)
            #expect(object["k\(count - 1)"] == nil)
        }
        // A key added after removals is found at its new place.
        object["late"] = .bool(false)
        #expect(object.index(forKey: "late") == object.count - 1)
    }

    @Test func shrinkingBelowTheThresholdAndGrowingAgainKeepsLookupsRight() {
        var object = Self.built(JSONObject.indexThreshold + 2)
        for index in 0..<10 { object["k\(index)"] = nil }
        for index in 0..<30 { object["n\(index)"] = .number(Double(-index)) }
        let expectedKeys = (10..<JSONObject.indexThreshold + 2).map { "k\($0)" } + (0..<30).map { "n\($0)" }
        #expect(object.keys == expectedKeys)
        for (position, key) in expectedKeys.enumerated() { #expect(object.index(forKey: key) == position) }
    }

    @Test(arguments: [3, JSONObject.indexThreshold + 5, 500])
    func aRepeatedKeyInAGivenListIsFoundAtItsFirstMember(count: Int) {
        var list = Self.members(count)
        list.append(("k1", .string("second")))
        var object = JSONObject(list)
        #expect(object.hasRepeatedKeys)
        #expect(object["k1"] == .number(1))
        #expect(object.index(forKey: "k1") == 1)
        object["k1"] = .string("replaced")
        #expect(object.members[1].value == .string("replaced"))
        #expect(object.members.last?.value == .string("second"))
        // Removing the first leaves the repeat, now the one found.
        object["k1"] = nil
        #expect(object["k1"] == .string("second"))
        #expect(object.index(forKey: "k1") == count - 1)
        #expect(!object.hasRepeatedKeys)
    }

    @Test(arguments: [5, JSONObject.indexThreshold + 1, 300])
    func theParserKeepsTheLastOfDuplicatesAtTheFirstPosition(count: Int) throws {
        let members = (0..<count).map { #""k\#($0)": \#($0)"# } + [#""k2": "last""#, #""k0": true"#]
        let document = try JSONParser.parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))
        let object = try #require(document.value.object)
        #expect(object.keys == (0..<count).map { "k\($0)" })
        #expect(object["k2"] == .string("last"))
        #expect(object["k0"] == .bool(true))
        #expect(object.index(forKey: "k2") == 2)
        #expect(object["k\(count - 1)"] == .number(Double(count - 1)))
        #expect(document.duplicateKeys.count == 2)
        #expect(object == JSONObject(object.members))
    }

    @Test(arguments: sizes)
    func equalityAndHashingIgnoreTheIndex(count: Int) throws {
        let given = JSONObject(Self.members(count))
        let added = Self.built(count)
        // Large, then shrunk to the same members: its index was rebuilt or dropped on the way.
        var shrunk = JSONObject(Self.members(count) + Self.members(JSONObject.indexThreshold + 3, prefix: "extra"))
        for index in 0..<JSONObject.indexThreshold + 3 { shrunk["extra\(index)"] = nil }
        let text = "{" + (0..<count).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
        let parsed = try #require(try JSONParser.parse(Array(text.utf8)).value.object)
        for object in [added, shrunk, parsed] {
            #expect(object == given)
            #expect(object.hashValue == given.hashValue)
            #expect(JSONValue.object(object) == .object(given))
        }
        #expect(Set([given, added, shrunk, parsed]).count == 1)
    }

    @Test func objectsWithTheSameMembersInAnotherOrderDiffer() {
        let forward = JSONObject(Self.members(40))
        let backward = JSONObject(Self.members(40).reversed())
        #expect(forward != backward)
        #expect(backward["k0"] == .number(0))
        #expect(backward.index(forKey: "k0") == 39)
    }
}
