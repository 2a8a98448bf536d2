import DesignTokens

/// A generated DTCG 2025.10 document of any size for the token-loading benchmark.
///
/// Every type of the format appears, colours in four spaces, a fifth of the tokens are aliases,
/// a tenth have a dark mode, composites alias their members, and a group `$extends` another:
/// the mix a real system has, scaled to `count` tokens.
package enum SyntheticTokens {
    /// The document's bytes, with exactly `count` tokens (plus those `$extends` inherits).
    package static func document(count: Int) -> [UInt8] {
        var groups: [String] = []
        var tokens: [String] = []
        tokens.reserveCapacity(count)
        for index in 0..<count {
            let name = "\"t\(index)\""
            let fraction = Double(index % 997) / 997
            let value: String
            switch index % 10 {
            case 0:
                value =
                    ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\##(fraction), 0.5, 0.25], "hex": "#000000"}, "$extensions": {"modes": {"dark": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}}}"##
            case 1:
                value =
                    ##"{"$type": "color", "$value": {"colorSpace": "oklch", "components": [\##(fraction), 0.1, \##(fraction * 359)], "alpha": 0.5}}"##
            case 2: value = ##"{"$type": "dimension", "$value": {"value": \##(index % 64), "unit": "px"}}"##
            case 3: value = ##"{"$value": "{tokens.t\##(index - 3)}"}"##
            case 4:
                value =
                    ##"{"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": "{tokens.t\##(index - 2)}", "fontWeight": "semi-bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.25}}"##
            case 5:
                value =
                    ##"{"$type": "shadow", "$value": [{"color": "{tokens.t\##(index - 5)}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}"##
            case 6:
                value =
                    ##"{"$type": "border", "$value": {"color": {"colorSpace": "display-p3", "components": [0.2, 0.4, \##(fraction)]}, "width": {"value": 1, "unit": "px"}, "style": {"dashArray": ["{tokens.t\##(index - 4)}", {"value": 2, "unit": "px"}], "lineCap": "round"}}}"##
            case 7:
                value =
                    ##"{"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}"##
            case 8:
                value =
                    ##"{"$type": "gradient", "$value": [{"color": "{tokens.t\##(index - 8)}", "position": 0}, {"color": {"colorSpace": "hsl", "components": [\##(fraction * 359), 50, 50]}, "position": 1}]}"##
            default: value = ##"{"$type": "number", "$value": {"$ref": "#/tokens/t\##(index - 9)/$value/components/0"}}"##
            }
            tokens.append("\(name): \(value)")
        }
        groups.append(#""tokens": {"# + tokens.joined(separator: ",\n") + "}")
        groups.append(
            #""base": {"$type": "dimension", "a": {"$value": {"value": 1, "unit": "px"}}, "b": {"$value": {"value": 2, "unit": "px"}}}"#)
        groups.append(#""derived": {"$extends": "{base}", "b": {"$value": {"value": 3, "unit": "px"}}}"#)
        return Array(("{" + groups.joined(separator: ",\n") + "}").utf8)
    }

    /// A flat table: `count` sibling tokens at the top level of the document, no groups.
    ///
    /// The shape that made loading quadratic when every member was found by scanning its object:
    /// colours, dimensions and numbers, a quarter of them aliases of an earlier sibling.
    package static func flatDocument(count: Int) -> [UInt8] {
        var tokens: [String] = []
        tokens.reserveCapacity(count)
        for index in 0..<count {
            let value: String
            switch index % 4 {
            case 0:
                value =
                    ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\##(Double(index % 997) / 997), 0.5, 0.25]}}"##
            case 1: value = ##"{"$type": "dimension", "$value": {"value": \##(index % 64), "unit": "px"}}"##
            case 2: value = ##"{"$value": "{t\##(index - 2)}"}"##
            default: value = ##"{"$type": "number", "$value": \##(index)}"##
            }
            tokens.append("\"t\(index)\": \(value)")
        }
        return Array(("{" + tokens.joined(separator: ",\n") + "}").utf8)
    }
}
