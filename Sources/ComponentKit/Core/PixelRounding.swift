import Rendering

/// A variant whose laid-out size is not a whole number of pixels at the scale it is recorded at.
///
/// The canvas is a whole number of pixels: a layout 30.25 pt wide is 60.5 px at 2×, and its
/// image is 61 px wide, the last column a partial pixel the layout never drew in full (a
/// measured text width is the usual source). Nothing is wrong with the image, but the size is
/// not the layout's, so `record` says so, once per component, naming the first such variant,
/// its size and the pixels it became.
package struct PixelRounding: Hashable, Sendable {
    /// The variant's id (`Meter/value-0.4_theme-light`).
    package var variant: String
    /// The variant's component.
    package var component: String
    /// The laid-out size in points.
    package var size: Size
    /// The scale the image was rendered at.
    package var scale: Int

    /// How far below a whole pixel a size may be and still count as whole: arithmetic on text
    /// metrics leaves 63.9996 for 64, which the canvas's rounding turns into the 64 meant.
    package static let noise = 0.01

    /// The note for `variant` laid out at `size` and rendered at `scale`, or nil when the canvas,
    /// which rounds up, adds at most float noise (``noise``: 63.9996 px is 64). Just above a whole
    /// number is noted: 64.0004 px is drawn as 65.
    package init?(variant: ComponentVariant, size: Size, scale: Int) {
        func partial(_ points: Double) -> Bool {
            let pixels = points * Double(scale)
            return pixels.rounded(.up) - pixels > Self.noise
        }
        guard partial(size.width) || partial(size.height) else { return nil }
        self.variant = variant.id
        self.component = variant.component
        self.size = size
        self.scale = scale
    }

    /// One warning per component, in the order of `found`: how many of its variants, the first
    /// of them with its size in points and pixels and the pixels its image became, and what to do.
    ///
    /// `Meter lays out at sizes that are not whole pixels at @2x in 12 variants (first Meter/value-0.4_theme-light: 30.25×12 pt is 60.5×24 px, drawn as 61×24 px); …`
    package static func warnings(_ found: [PixelRounding]) -> [String] {
        var order: [String] = []
        var byComponent: [String: [PixelRounding]] = [:]
        for item in found {
            if byComponent[item.component] == nil { order.append(item.component) }
            byComponent[item.component, default: []].append(item)
        }
        return order.compactMap { component in
            guard let items = byComponent[component], let first = items.first else { return nil }
            let scale = Double(first.scale)
            let exact = Size(width: first.size.width * scale, height: first.size.height * scale)
            let drawn = Size(width: exact.width.rounded(.up), height: exact.height.rounded(.up))
            let variants = items.count == 1 ? "1 variant" : "\(items.count) variants"
            return "\(component) lays out at a size that is not whole pixels at @\(first.scale)x in \(variants) (first \(first.variant): "
                + "\(first.size) pt is \(exact) px, drawn as \(drawn) px, its last row or column a partial pixel): round the "
                + "layout's size to whole pixels, e.g. Size.wholePoints(_:) on a measured text width"
        }
    }
}
