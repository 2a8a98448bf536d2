import DesignTokens

/// A digest of every call one part of a drawing made: whose drawing it is (a component, and a
/// part of it), and a stable hash of the calls with their arguments.
///
/// Provenance keeps one per part beside the token and text facts, so a changed digest names the
/// code that changed: the same edit to the toast's icon gives the same part wherever a toast is
/// drawn, and two edits in two components never share one.
///
/// ```swift
/// let canvas = try Canvas(recording: layout.size, scale: 1, fonts: fonts)
/// try layout.draw(on: canvas, system: system)
/// canvas.record?.digests   // [EBToast: 0c1f…, EBToast icon: 9f2c…, EBToast message: 41aa…]
/// ```
package struct DrawingDigest: Hashable, Sendable {
    /// The component whose code drew it (``Canvas/component(_:_:)``); nil for calls outside any
    /// component (a composition's own stacks and backgrounds).
    package var component: String?
    /// The part (``Canvas/part(_:_:)``); nil for the component's calls outside its parts.
    package var part: String?
    /// FNV-1a over every call of the part, in order, with its arguments.
    package var value: UInt64
    /// How many times the part was drawn (a screen of three counters draws each part three times).
    package var count: Int

    package init(component: String?, part: String?, value: UInt64, count: Int) {
        self.component = component
        self.part = part
        self.value = value
        self.count = count
    }
}

extension DrawingRecord {
    /// One digest per part drawn, in the order each was first drawn.
    ///
    /// A call belongs to the innermost part of the innermost component around it. Nested groups
    /// keep their own digests: a screen's digest holds where it placed a toast (the translation),
    /// never what the toast drew. So moving the toast changes the screen's part, and redrawing
    /// its icon (or adding a part to it) changes that part only.
    package var digests: [DrawingDigest] { Self.digests(of: steps) }

    /// ``digests`` of `steps`, a record's calls kept apart from it.
    package static func digests(of steps: [Step]) -> [DrawingDigest] {
        struct Owner: Hashable {
            var component: String?
            var part: String?
        }
        var order: [Owner] = []
        var hashes: [Owner: (hash: StableHash, count: Int)] = [:]
        var stack: [Owner] = [Owner()]
        func feed(_ owner: Owner, _ body: (inout StableHash) -> Void) {
            if hashes[owner] == nil {
                order.append(owner)
                hashes[owner] = (StableHash(), 0)
            }
            body(&hashes[owner, default: (StableHash(), 0)].hash)
        }
        func opened(_ owner: Owner) {
            feed(owner) { _ in }
            hashes[owner]?.count += 1
        }
        for step in steps {
            let current = stack.last ?? Owner()
            switch step {
            case .component(let name):
                // A nested group is its own digest: what the one around it holds is only where it
                // placed it (its translations), so a part added or edited changes that part alone.
                let owner = Owner(component: name, part: nil)
                // Shared code naming its component inside that component's own drawing is not a second drawing of it.
                if current.component != name { opened(owner) } else { feed(owner) { _ in } }
                stack.append(owner)
            case .part(let name):
                let owner = Owner(component: current.component, part: name)
                opened(owner)
                stack.append(owner)
            case .translate, .transform, .opacity:
                feed(current) { $0.combine(step: step) }
                stack.append(current)
            case .end:
                feed(current) { $0.combine(step: step) }
                if stack.count > 1 { stack.removeLast() }
            case .fill, .image, .text, .paragraph:
                feed(current) { $0.combine(step: step) }
            }
        }
        return order.compactMap { owner in
            guard let entry = hashes[owner] else { return nil }
            return DrawingDigest(component: owner.component, part: owner.part, value: entry.hash.value, count: max(1, entry.count))
        }
    }
}

extension StableHash {
    /// Mixes in one drawing call and every argument it was given.
    mutating func combine(step: DrawingRecord.Step) {
        switch step {
        case .fill(let path, let paint):
            combine(1 as UInt8)
            combine(path: path)
            combine(paint: paint)
        case .image(let image, let origin, let imageScale):
            combine(2 as UInt8)
            combine(image.width)
            combine(image.height)
            combine(bytes: image.pixels)
            combine(point: origin)
            combine(imageScale)
        case .text(let text, let style, let origin):
            combine(3 as UInt8)
            combine(text)
            combine(style: style)
            combine(point: origin)
        case .paragraph(let text, let style, let rect, let maxLines):
            combine(4 as UInt8)
            combine(text)
            combine(style: style)
            combine(rect: rect)
            combine(maxLines)
        case .translate(let point):
            combine(5 as UInt8)
            combine(point: point)
        case .transform(let offset, let scale, let rotation, let anchor, let clip):
            combine(6 as UInt8)
            combine(point: offset)
            combine(scale)
            combine(rotation)
            combine(point: anchor)
            combine(clip != nil)
            if let clip { combine(rect: clip) }
        case .opacity(let opacity):
            combine(7 as UInt8)
            combine(opacity)
        case .component(let name):
            combine(8 as UInt8)
            combine(name)
        case .part(let name):
            combine(9 as UInt8)
            combine(name)
        case .end:
            combine(10 as UInt8)
        }
    }

    private mutating func combine(point: Point) {
        combine(point.x)
        combine(point.y)
    }

    private mutating func combine(rect: Rect) {
        combine(point: rect.origin)
        combine(rect.width)
        combine(rect.height)
    }

    private mutating func combine(color: Color) {
        combine(bytes: [color.red, color.green, color.blue, color.alpha])
    }

    private mutating func combine(path: Path) {
        combine(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let point):
                combine(1 as UInt8)
                combine(point: point)
            case .line(let point):
                combine(2 as UInt8)
                combine(point: point)
            case .curve(let first, let second, let end):
                combine(3 as UInt8)
                combine(point: first)
                combine(point: second)
                combine(point: end)
            case .arc(let center, let radius, let start, let end, let clockwise):
                combine(4 as UInt8)
                combine(point: center)
                combine(radius)
                combine(start)
                combine(end)
                combine(clockwise)
            case .close:
                combine(5 as UInt8)
            }
        }
    }

    private mutating func combine(paint: Paint) {
        switch paint {
        case .color(let color):
            combine(1 as UInt8)
            combine(color: color)
        case .linearGradient(let gradient, let from, let to):
            combine(2 as UInt8)
            combine(gradient.stops.count)
            for stop in gradient.stops {
                combine(color: stop.color)
                combine(stop.position)
            }
            combine(point: from)
            combine(point: to)
        }
    }

    private mutating func combine(style: TextStyle) {
        let type = style.typography
        combine(type.fontFamily.count)
        for family in type.fontFamily { combine(family) }
        combine(type.fontWeight)
        combine(type.fontSize)
        combine(type.lineHeight)
        combine(type.letterSpacing)
        combine(color: style.color)
        combine(style.isRightToLeft)
    }
}
