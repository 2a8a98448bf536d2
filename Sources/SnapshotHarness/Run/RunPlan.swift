import ComponentKit
import Rendering

/// What one record or verify run renders, in the order its workers take it.
///
/// Variants come component by component and sheet page by sheet page, so a page's images are all
/// rendered close together and its sheet is composed as soon as the last one arrives: a run keeps
/// at most a few pages of images in memory, whatever the size of the matrix. A page is checked
/// when it shows at least one variant of the run's selection and belongs to the run's shard; its
/// other variants are rendered for the sheet only (not checked).
struct RunPlan {
    /// One variant to render: checked into result slot `slot` when selected, and drawn at
    /// `position` on checked page `page` when that page is composed.
    struct Item {
        let variant: ComponentVariant
        let slot: Int?
        let page: Int?
        let position: Int
    }

    /// A component involved in the run, with its checked pages (indices into ``pages``).
    struct ComponentPart {
        let component: any Component.Type
        var pages: [Int] = []
        /// Set when the component's pages could not be planned (a variant failed to lay out).
        var planningError: String?
    }

    var items: [Item] = []
    /// How many variants are checked (result slots `0..<selectedCount`, in the selection's order).
    let selectedCount: Int
    /// The result slot of each checked variant, by id.
    private(set) var slots: [String: Int] = [:]
    var pages: [ContactSheet.Page] = []
    var components: [ComponentPart] = []

    /// Plans `selected` (already filtered to `shard`), whose unsharded selection was `chosen`.
    /// With `pagesByFirstVariant`, a page is checked only when its first variant is chosen (one
    /// test case per variant checks each page once, not once per variant on it), or one of
    /// `newVariants` (ids new to the matrix: the page changed with them, so their case checks it).
    init(
        selected: [ComponentVariant], chosen: [ComponentVariant], shard: Shard?, sheets: SheetSource, system: DesignSystem,
        pagesByFirstVariant: Bool = false, newVariants: Set<String> = []
    ) {
        selectedCount = selected.count
        for (index, variant) in selected.enumerated() { slots[variant.id] = index }
        let chosenIDs = Set(chosen.map(\.id))
        let involved = Set(chosen.map(\.component))
        var placed = Set<String>()
        for component in system.catalog.components where involved.contains(component.name) {
            var part = ComponentPart(component: component)
            do {
                let shown = sheets == .matrix ? component.variants : chosen.filter { $0.component == component.name }
                for page in try ContactSheet.pages(component: component.name, variants: shown, system: system) {
                    let shows = pagesByFirstVariant ? page.variants.prefix(1) : page.variants[...]
                    let byNew = page.variants.contains { newVariants.contains($0.id) && chosenIDs.contains($0.id) }
                    let checked = (byNew || shows.contains { chosenIDs.contains($0.id) }) && (shard?.contains(page.referencePath) ?? true)
                    var pageIndex: Int?
                    if checked {
                        pageIndex = pages.count
                        part.pages.append(pages.count)
                        pages.append(page)
                    }
                    for (position, variant) in page.variants.enumerated() {
                        let slot = slots[variant.id]
                        guard slot != nil || pageIndex != nil else { continue }
                        items.append(Item(variant: variant, slot: slot, page: pageIndex, position: position))
                        if slot != nil { placed.insert(variant.id) }
                    }
                }
            } catch {
                part.planningError = "\(error)"
            }
            components.append(part)
        }
        // Variants no catalog page shows (or whose component failed to plan) are still checked.
        for (index, variant) in selected.enumerated() where !placed.contains(variant.id) {
            items.append(Item(variant: variant, slot: index, page: nil, position: 0))
        }
    }
}
