/// Reading colours: the 2025.10 colour object in any of its 14 spaces, converted to sRGB.
extension TokenResolution {
    mutating func color(_ json: JSONValue, _ context: Context) -> Color? {
        colorConversion(json, context)?.color
    }

    /// The colour in sRGB and, when it was outside, how it was mapped in.
    mutating func colorConversion(_ json: JSONValue, _ context: Context) -> SRGBConversion? {
        if case .string(let hex) = json {
            guard let color = Color(hex: hex) else {
                // Figma's and Tokens Studio's "rgba(0, 0, 0, 0.15)" and "rgba(#000000, 0.15)".
                if let css = cssColor(hex, context) { return css.map { SRGBConversion(color: $0) } }
                fail(context, .value, "expected a colour object {colorSpace, components, alpha?, hex?}, found \(json.summary)")
                return nil
            }
            legacy(
                context,
                "the hex string \"\(hex)\" as a colour (write {\"colorSpace\": \"srgb\", \"components\": […], \"hex\": \"\(hex)\"})")
            return SRGBConversion(color: color)
        }
        guard let specification = colorSpecification(json, context) else { return nil }
        let conversion = specification.toSRGB()
        if let object = json.object, let hexValue = object["hex"].flatMap({ raw($0, context) }) {
            guard let hex = hexValue.string, hex.count == 7, hex.hasPrefix("#"), let fallback = Color(hex: hex) else {
                fail(context, .colorHex, "the hex fallback is 6-digit #RRGGBB, found \(hexValue.summary)")
                return nil
            }
            let drawn = conversion.color
            let apart =
                [
                    abs(Int(fallback.red) - Int(drawn.red)), abs(Int(fallback.green) - Int(drawn.green)),
                    abs(Int(fallback.blue) - Int(drawn.blue)),
                ].max() ?? 0
            if apart > 1 {
                let drawnHex = String(Color(red: drawn.red, green: drawn.green, blue: drawn.blue).hexString)
                warn(context, .hexMismatch, "the hex fallback \(hex) differs from the components, which convert to \(drawnHex)")
            }
        }
        return conversion
    }

    /// The colour object's space, components (nil for `none`) and alpha, each range-checked.
    mutating func colorSpecification(_ json: JSONValue, _ context: Context) -> ColorSpecification? {
        guard let object = json.object else {
            fail(context, .value, "expected a colour object {colorSpace, components, alpha?, hex?}, found \(json.summary)")
            return nil
        }
        guard let found = members(object, Self.colorMembers, required: 2, context, "a colour"),
            let spaceValue = found[0].flatMap({ raw($0, context) }),
            let componentsValue = found[1].flatMap({ raw($0, context) })
        else { return nil }
        guard let spaceName = spaceValue.string, let space = ColorSpace.byName[spaceName] else {
            fail(
                context, .colorSpace,
                "\(spaceValue.summary) is not a colour space of the format (\(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
            return nil
        }
        guard let elements = componentsValue.array, elements.count == 3 else {
            fail(
                context, .value,
                "\(space.rawValue) components are an array of 3 numbers or \"none\", found \(componentsValue.array.map { "an array of \($0.count)" } ?? componentsValue.summary)"
            )
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let value = raw(element, context) else { return nil }
            if value.string == "none" {
                components.append(nil)
                continue
            }
            guard let number = number(value, context, "a colour component") else { return nil }
            if let problem = space.problem(component: index, value: number) {
                fail(context, .colorRange, "\(space.rawValue): \(problem)")
                return nil
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaValue = found[2] {
            guard let value = number(alphaValue, context, "alpha") else { return nil }
            guard (0...1).contains(value) else {
                fail(context, .colorRange, "alpha is in [0, 1], found \(JSONWriter.number(value))")
                return nil
            }
            alpha = value
        }
        return ColorSpecification(space: space, components: components, alpha: alpha)
    }
}
