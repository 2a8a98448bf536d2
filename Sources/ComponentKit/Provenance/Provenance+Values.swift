extension Provenance.Fact {
    /// A frame as provenance writes it: `x,y w×h` for a text or a part, `w×h` for the image.
    package struct Frame: Hashable, Sendable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        /// The frame `text` writes (`8,4 8×16`, or `24×24` at 0,0, a note after it passed over);
        /// nil when it is not one.
        package init?(_ text: Substring) {
            let parts = text.split(separator: " ")
            guard let first = parts.first else { return nil }
            let hasPosition = first.contains(",")
            let position = hasPosition ? first.split(separator: ",").compactMap { Double($0) } : [0, 0]
            guard position.count == 2, let sizeText = hasPosition ? parts.dropFirst().first : first else { return nil }
            let size = sizeText.split(separator: "×").compactMap { Double($0) }
            guard size.count == 2 else { return nil }
            (x, y, width, height) = (position[0], position[1], size[0], size[1])
        }
    }

    /// A token fact's path, dotted (`counter.color.empty.bg`), and its mode (`base`, `dark`).
    package var token: (path: String, mode: String)? {
        guard kind == .token, let open = subject.range(of: " [", options: .backwards), subject.hasSuffix("]") else { return nil }
        return (String(subject[..<open.lowerBound]), String(subject[open.upperBound..<subject.index(before: subject.endIndex)]))
    }

    /// The token an edited value is written in: the end of the aliases it was read through, or
    /// the token itself (so every token read through one edited value is one change).
    package var root: String? { origin.aliases.last ?? token?.path }

    /// A text fact's string, still quoted (`"50%"`), and the rest of its value (style and frame).
    package var quotedText: (text: String, rest: String?)? {
        guard kind == .text else { return nil }
        var escaped = false
        for index in value.indices.dropFirst() {
            let character = value[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                let end = value.index(after: index)
                let rest = value[end...].drop { $0 == " " }
                return (String(value[..<end]), rest.isEmpty ? nil : String(rest))
            }
        }
        return (value, nil)
    }

    /// The frame a size, text or part fact ends with (`… at x,y w×h`; the image's `w×h`).
    package var frame: Frame? {
        switch kind {
        case .size: return Frame(Substring(value))
        case .text, .part:
            guard let at = value.range(of: " at ", options: .backwards) else { return nil }
            return Frame(value[at.upperBound...])
        case .token, .draw: return nil
        }
    }

    /// The text after ` at ` in a text or part fact (its frame as written), or the image's size.
    package var frameText: String? {
        switch kind {
        case .size: return value
        case .text, .part: return value.range(of: " at ", options: .backwards).map { String(value[$0.upperBound...]) }
        case .token, .draw: return nil
        }
    }

    /// A drawing fact's component and part (`EBToast icon` → `EBToast`, `icon`; `EBToast` → no part).
    package var drawn: (component: String, part: String?)? {
        guard kind == .draw else { return nil }
        guard let space = subject.firstIndex(of: " ") else { return (subject, nil) }
        return (String(subject[..<space]), String(subject[subject.index(after: space)...]))
    }

    /// A part fact's role without its position or label: `#2 button` → `button`.
    package var role: String? {
        guard kind == .part else { return nil }
        return subject.split(separator: " ").dropFirst().first.map(String.init)
    }
}
