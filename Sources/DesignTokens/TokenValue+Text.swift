extension TokenValue {
    /// The value as one line of CSS-like text: colours as sRGB hex, lengths in px, durations in
    /// ms, with every number exactly (shortest round-trip form), so two different values never
    /// read alike: `#EEF2F9`, `12px`, `600 14px/20px Proxima Soft, Inter letter-spacing 0px`.
    package var text: String { text(number: JSONWriter.number) }

    /// The value as one line of text, with numbers written by `number`.
    package func text(number: (Double) -> String) -> String {
        func px(_ points: Double) -> String { number(points) + "px" }
        func style(_ style: StrokeStyle) -> String {
            switch style {
            case .keyword(let keyword): return keyword.rawValue
            case .dashes(let lengths, let cap):
                return "dashes(\(lengths.map { number($0) + "px" }.joined(separator: " ")); \(cap.rawValue))"
            }
        }
        switch self {
        case .color(let color): return color.hexString
        case .dimension(let points): return px(points)
        case .number(let value): return number(value)
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .fontWeight(let weight): return String(weight)
        case .duration(let seconds): return number(seconds * 1000) + "ms"
        case .cubicBezier(let curve):
            return "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
        case .strokeStyle(let stroke): return style(stroke)
        case .border(let border): return "\(px(border.width)) \(style(border.style)) \(border.color.hexString)"
        case .transition(let transition):
            return
                "\(number(transition.duration * 1000))ms \(TokenValue.cubicBezier(transition.timingFunction).text(number: number)) \(number(transition.delay * 1000))ms"
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(px).joined(separator: " ")
                    + " " + layer.color.hexString
            }.joined(separator: ", ")
        case .typography(let type):
            return
                "\(type.fontWeight) \(px(type.fontSize))/\(px(type.lineHeight)) \(type.fontFamily.joined(separator: ", ")) letter-spacing \(px(type.letterSpacing))"
        case .gradient(let gradient):
            return gradient.stops.map { "\($0.color.hexString) \(number($0.position * 100))%" }.joined(separator: ", ")
        }
    }
}
