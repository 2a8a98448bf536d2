import DesignTokens
import Foundation

/// What the `tokens` commands share: expanding folders to files and writing values as text or JSON.
enum TokenFiles {
    /// `urls` with every folder replaced by the `.json` files under it, sorted.
    static func expand(_ urls: [URL]) -> [URL] {
        urls.flatMap { url -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [url] }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }.map(\.standardizedFileURL)
                .sorted { $0.path < $1.path }
        }
    }

    static func json(_ diagnostic: TokenDiagnostic) -> JSONValue {
        .object(
            JSONObject([
                ("severity", .string(diagnostic.severity.rawValue)), ("file", .string(diagnostic.file)),
                ("token", diagnostic.token.map { .string($0.dotted) } ?? .null), ("rule", .string(diagnostic.rule.rawValue)),
                ("detail", .string(diagnostic.detail)),
            ]))
    }

    static func json(_ token: ResolvedToken, mode: String?) -> JSONValue {
        let value = token.value(for: mode)
        var members: [(key: String, value: JSONValue)] = [("type", .string(value.typeName)), ("value", .string(text(value)))]
        if case .color(let color) = value { members.append(("sRGB", .string(color.hexString))) }
        members.append(("original", token.written(for: mode)))
        let computations = token.computations(for: mode)
        if !computations.isEmpty { members.append(("computed", .array(computations.map(json)))) }
        if !token.modes.isEmpty {
            members.append(("modes", .object(JSONObject(token.modes.sorted { $0.key < $1.key }.map { ($0.key, .string(text($0.value))) }))))
        }
        if let note = token.conversionNote { members.append(("gamutMapping", .string(note))) }
        if let reason = token.deprecated { members.append(("deprecated", .string(reason))) }
        members.append(("file", .string(token.file)))
        return .object(JSONObject(members))
    }

    /// A computation as `{expression, operands: {path: value}, result}`.
    static func json(_ computation: TokenComputation) -> JSONValue {
        .object(
            JSONObject([
                ("expression", .string(computation.expression)),
                ("operands", .object(JSONObject(computation.operands.map { ($0.path.dotted, .string($0.value)) }))),
                ("result", .string(computation.result)),
            ]))
    }

    /// `value` rounded to six decimals, without trailing zeros (every digit when rounding would move
    /// it by more than a millionth of its size, as for very large values).
    static func readable(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        guard rounded.isFinite, abs(rounded - value) <= 1e-6 * max(1, abs(value)) else { return JSONWriter.number(value) }
        return JSONWriter.number(rounded)
    }

    /// A value as one line of text: colours as sRGB hex, lengths in px, durations in ms; numbers
    /// to six decimals, so a computed line height reads `14.4px`, not `14.399999999999999px`
    /// (`--json` keeps every digit).
    static func text(_ value: TokenValue) -> String {
        value.text(number: readable)
    }
}
