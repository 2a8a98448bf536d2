import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore

extension SnapshotRunner {
    /// `page` composed once per change key as it will be after approving that change alone.
    ///
    /// Each cell's image is read (and reduced to 1×) once for all the keys (``SheetCells``), and
    /// each page is drawn on the `lettering` its check kept, when there is one: the text is then
    /// not drawn again, and the pixels are those of a page composed whole.
    func sheetPartials(
        _ page: ContactSheet.Page, keys: Set<String>, imageCauses: [String: [FailureCause]], images: [String: [String: RGBAImage]],
        store: ReferenceStore, lettering: ContactSheet.Lettering?
    ) -> [String: Data] {
        var cells = SheetCells(scale: scale)
        var files: [String: Data] = [:]
        for key in keys.sorted() {
            var composed: [SheetCells.Image] = []
            for variant in page.variants {
                guard let image = cellImage(variant, key: key, imageCauses: imageCauses, images: images, store: store, cells: &cells) else {
                    break
                }
                composed.append(image)
            }
            guard composed.count == page.variants.count,
                let sheet = try? ContactSheet.compose(page, thumbnails: composed.map(\.thumbnail), lettering: lettering, system: system),
                let png = try? PNGCodec.encodePreview(sheet)
            else { continue }
            files[key] = ContactSheet.stamped(png, inputs: ContactSheet.inputDigest(page, images: composed.map(\.full), imageScale: scale))
        }
        return files
    }

    /// `variant`'s image on its page once the change `key` alone is approved (nil when the change
    /// cannot be shown alone in this cell, nor on the page then).
    private func cellImage(
        _ variant: ComponentVariant, key: String, imageCauses: [String: [FailureCause]], images: [String: [String: RGBAImage]],
        store: ReferenceStore, cells: inout SheetCells
    ) -> SheetCells.Image? {
        let own = Set(FailureCause.changeKeys(imageCauses[variant.id] ?? []))
        let path = variant.referencePath(scale: scale)
        func rendered() -> SheetCells.Image? { cells.image(.render(variant.id)) { try? system.render(variant, scale: scale) } }
        func recorded() -> SheetCells.Image? {
            cells.image(.reference(variant.id)) {
                let url = store.url(for: path)
                return (try? store.read(url)).flatMap { $0 }.flatMap { try? PNGCodec.decode($0, source: url.path) }
            }
        }
        if own == [key] {
            // Its one change is this one: its actual file as the run wrote it (rendered again when unreadable).
            return cells.image(.actual(variant.id)) { try? PNGCodec.read(contentsOf: artifacts.url(for: path, role: .actual)) }
                ?? rendered()
        }
        // Unchanged: as recorded (a matched render is its reference), rendered when it has none.
        if own.isEmpty { return recorded() ?? rendered() }
        if let partial = images[variant.id]?[key] { return SheetCells.Image(full: partial, thumbnail: partial.downscaled(by: scale)) }
        // The change cannot be shown alone in this cell: nor on the page.
        if own.contains(key) { return nil }
        // Not reached by the change: the variant stays as recorded.
        return recorded()
    }
}

/// The images a page's cells are composed from, each read or rendered once for all the page's
/// changes, with its thumbnail.
struct SheetCells {
    /// Where a cell's image comes from.
    enum Source: Hashable {
        case actual(String), reference(String), render(String)
    }

    /// An image at the run's scale and reduced to 1×.
    struct Image {
        let full: RGBAImage
        let thumbnail: RGBAImage
    }

    /// The run's scale: a thumbnail is the image reduced by it.
    let scale: Int
    private var known: [Source: Image?] = [:]

    init(scale: Int) { self.scale = scale }

    /// The image from `source`, made by `make` the first time (nil when it cannot be).
    mutating func image(_ source: Source, _ make: () -> RGBAImage?) -> Image? {
        if let image = known[source] { return image }
        let image = make().map { Image(full: $0, thumbnail: $0.downscaled(by: scale)) }
        known[source] = image
        return image
    }
}
