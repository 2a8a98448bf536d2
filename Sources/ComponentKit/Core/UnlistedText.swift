/// A variant whose drawing drew text while its layout lists none in
/// ``ComponentLayout/textRuns``.
///
/// Text a layout does not list stays out of the component's `provenance.txt`: a changed label
/// then fails with no cause naming it (the harness's own tests also check that listed text stays
/// inside the image). So `record` warns about it (see ``DesignSystem/renderNotingText(_:scale:)``).
///
/// The rule is cheap and never wrong about what it flags: the canvas counts the lines and
/// paragraphs it draws (``Canvas/drawnTextCount``), and a variant is flagged when that count is
/// above zero while its layout lists no run. Counts are compared no further: a motion's strip draws
/// its runs once per frame and a component may draw a run twice (a shadow under a label), so more
/// pieces drawn than runs listed is normal. A layout that lists some of its runs but not all is
/// not caught.
package struct UnlistedText: Hashable, Sendable {
    /// The variant's id (`Avatar/size-small_theme-light`).
    package var variant: String
    /// The variant's component.
    package var component: String
    /// How many pieces of text (lines and paragraphs) drawing it drew.
    package var drawn: Int

    package init(variant: String, component: String, drawn: Int) {
        self.variant = variant
        self.component = component
        self.drawn = drawn
    }

    /// One warning per component, in the order of `found`: how many of its variants drew text
    /// they do not list, the first of them, and what to do.
    ///
    /// `Avatar draws text its layout does not list in 16 variants (first Avatar/size-small_theme-light: 1 piece of text drawn, textRuns empty); …`
    package static func warnings(_ found: [UnlistedText]) -> [String] {
        var order: [String] = []
        var byComponent: [String: [UnlistedText]] = [:]
        for item in found {
            if byComponent[item.component] == nil { order.append(item.component) }
            byComponent[item.component, default: []].append(item)
        }
        return order.compactMap { component in
            guard let items = byComponent[component], let first = items.first else { return nil }
            let variants = items.count == 1 ? "1 variant" : "\(items.count) variants"
            let pieces = first.drawn == 1 ? "1 piece of text" : "\(first.drawn) pieces of text"
            return "\(component) draws text its layout does not list in \(variants) (first \(first.variant): \(pieces) drawn, "
                + "textRuns empty); without textRuns that text stays out of provenance.txt and a text change fails with no "
                + "cause naming it: return the TextRuns it draws from its Layout's textRuns"
        }
    }
}
