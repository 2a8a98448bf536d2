import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// One labelled grid of a component's variants, kept beside the references
/// (`Snapshots/<Component>/contact-sheet@1x.png`), so a pull request shows the whole component at
/// a glance. `record` writes it and `verify` checks it like any reference.
///
/// A sheet is composed from the images the run already rendered for the variants, reduced to 1×
/// (``RGBAImage/downscaled(by:)``), so it costs no second rasterization, and kept in its 256 most
/// frequent colours (``RGBAImage/reduceToPopularColours(_:)``: fills exact, the rarer shades of
/// anti-aliased edges moved to the nearest kept one), so it is stored as a palette. A component whose grid
/// would be taller than ``maxPageHeight``, or hold more pixels than ``maxPagePixels`` (a column of
/// wide motion strips), is split into pages (`contact-sheet@1x.png`, `contact-sheet-2@1x.png`, …),
/// so no sheet approaches the canvas limit however large the matrix, and composing a page costs
/// the same memory whatever the component's size. The pages depend only on the variants'
/// laid-out sizes, never on which of them a run selected.
///
/// Each page's PNG carries a stamp (a `tEXt` chunk): a digest of what it was composed from (the
/// layout, the captions and every variant image's pixels) and of its own image data. When a run's
/// images give the same input digest and the file's image data is the one stamped, the page is
/// current without being composed or decoded; otherwise it is composed and compared pixel by pixel.
/// `swift test` always composes and compares every page, so a change to how pages are drawn
/// cannot hide behind the stamp (bump ``composerVersion`` with it).
package enum ContactSheet {
    /// The file name stem of a component's first page: `contact-sheet`.
    package static let fileStem = "contact-sheet"
    /// Sheets are drawn at 1× to stay small in review.
    package static let scale = 1
    /// The tallest a page may be, in pixels (far below the canvas limit of 16,384).
    package static let maxPageHeight = 4096.0
    /// The most pixels a page may hold: a page of the widest grid (``maxWidth``) at
    /// ``maxPageHeight``. A grid wider than that (one column of cells wider than ``maxWidth``)
    /// gets shorter pages, so a page's canvas, image and encoding stay about 20 MB each.
    package static let maxPagePixels = maxWidth * maxPageHeight

    /// `EBCounter/contact-sheet@1x.png` for page 1, `EBCounter/contact-sheet-2@1x.png` for page 2.
    package static func referencePath(component: String, page: Int = 1) -> String {
        "\(component)/\(stem(page: page))@\(scale)x.png"
    }

    /// `contact-sheet`, `contact-sheet-2`, …
    static func stem(page: Int) -> String { page == 1 ? fileStem : "\(fileStem)-\(page)" }

    static let maxWidth = 1200.0
    static let padding = 8.0
    static let labelLines = 3
    static let label = TextStyle(
        Typography(fontFamily: ["Inter"], fontWeight: 400, fontSize: 10, lineHeight: 13), color: Color(red: 0x3C, green: 0x4A, blue: 0x5C))
    static let title = TextStyle(
        Typography(fontFamily: ["Inter"], fontWeight: 700, fontSize: 14, lineHeight: 20), color: Color(red: 0x1D, green: 0x26, blue: 0x33))
    static var labelHeight: Double { Double(labelLines) * label.typography.lineHeight }
    static var header: Double { title.typography.lineHeight + 2 * padding }

    /// One page of a component's sheet: which variants it shows and where they go.
    package struct Page: Sendable {
        /// The component's name.
        package let component: String
        /// 1-based page number, and how many pages the component has.
        package let number: Int
        package let pageCount: Int
        /// The component's variant count (all pages).
        package let componentVariantCount: Int
        /// The variants on this page, in matrix order.
        package let variants: [ComponentVariant]
        /// Each variant's image size at 1× (its canvas size in points, rounded up).
        let cellImageSizes: [(width: Int, height: Int)]
        /// Each variant's cell colour: what its component shows it on (``DesignSystem/backdrop(of:)``).
        let backdrops: [Color]
        /// The grid shared by every page of the component.
        let cellWidth: Double
        let columns: Int

        /// `EBCounter/contact-sheet-2@1x.png`.
        package var referencePath: String { ContactSheet.referencePath(component: component, page: number) }

        /// The page's size in pixels (at ``ContactSheet/scale``, 1×).
        var canvasSize: Size {
            Size(width: cellWidth * Double(min(columns, max(1, variants.count))), height: header + rowHeights.reduce(0, +))
        }

        /// Heights of the page's rows, in pixels.
        var rowHeights: [Double] {
            stride(from: 0, to: variants.count, by: columns).map { start in
                rowHeight(cellImageSizes[start..<min(variants.count, start + columns)])
            }
        }
    }

    /// The height of a grid row of images of `sizes`: the tallest, its caption and the padding.
    static func rowHeight(_ sizes: ArraySlice<(width: Int, height: Int)>) -> Double {
        Double(sizes.map(\.height).max() ?? 0) + 4 + labelHeight + 2 * padding
    }

    /// The pages of `variants` (one component's whole matrix), from their laid-out sizes.
    ///
    /// Every page uses the same columns (from the widest variant); rows fill a page until the next
    /// would make it taller than ``pageHeightLimit(gridWidth:)``; a row taller than that gets a page
    /// of its own.
    package static func pages(component: String, variants: [ComponentVariant], system: DesignSystem) throws -> [Page] {
        let sizes = try variants.map { variant in
            let size = try system.layout(of: variant).size
            return (width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        }
        let backdrops = try variants.map { try system.backdrop(of: $0) }
        let cellWidth = max(160, Double(sizes.map(\.width).max() ?? 0)) + 2 * padding
        let columns = max(1, Int(maxWidth / cellWidth))
        let heightLimit = pageHeightLimit(gridWidth: cellWidth * Double(columns))
        var groups: [Range<Int>] = []
        var start = 0
        var height = header
        for rowStart in stride(from: 0, to: variants.count, by: columns) {
            let row = rowStart..<min(variants.count, rowStart + columns)
            let rowHeight = rowHeight(sizes[row])
            if rowStart > start && height + rowHeight > heightLimit {
                groups.append(start..<rowStart)
                start = rowStart
                height = header
            }
            height += rowHeight
        }
        groups.append(start..<variants.count)
        return groups.enumerated().map { index, range in
            Page(
                component: component, number: index + 1, pageCount: groups.count, componentVariantCount: variants.count,
                variants: Array(variants[range]), cellImageSizes: Array(sizes[range]), backdrops: Array(backdrops[range]),
                cellWidth: cellWidth, columns: columns)
        }
    }

    /// The tallest a page of a grid `gridWidth` pixels wide may be: ``maxPageHeight``, or less
    /// when the grid is wider than ``maxWidth``, so the page holds at most ``maxPagePixels``.
    static func pageHeightLimit(gridWidth: Double) -> Double {
        min(maxPageHeight, (maxPagePixels / max(1, gridWidth)).rounded(.down))
    }

    /// Every sheet page's reference path for `system`'s catalog.
    package static func paths(in system: DesignSystem) throws -> [String] {
        try system.catalog.components.flatMap { component in
            try pages(component: component.name, variants: component.variants, system: system).map(\.referencePath)
        }
    }

    /// Draws `page` from `images`, its variants' renders at `imageScale` (reduced to 1× here).
    package static func compose(_ page: Page, images: [RGBAImage], imageScale: Int, system: DesignSystem) throws -> RGBAImage {
        try compose(page, thumbnails: images.map { $0.downscaled(by: imageScale) }, system: system)
    }

    /// Draws `page` from `thumbnails`, its variants' renders already reduced to 1×
    /// (``RGBAImage/downscaled(by:)``): what a run keeps of each image until its page is drawn.
    package static func compose(_ page: Page, thumbnails: [RGBAImage], system: DesignSystem) throws -> RGBAImage {
        precondition(thumbnails.count == page.variants.count, "one image per variant of the page")
        return try finished(page.canvasSize, system: system) { canvas in
            try ground(page, on: canvas)
            for cell in cells(page, thumbnails: thumbnails) {
                try drawImage(of: cell, page: page, thumbnails: thumbnails, on: canvas)
                try drawCaption(of: cell, page: page, on: canvas)
            }
        }
    }

    /// Where one variant's image goes on its page: its index, its image's left edge and its row's top.
    struct Cell {
        let index: Int
        let x: Double
        let rowTop: Double
        let imageHeight: Int
    }

    /// The cells of `page` holding `thumbnails`, in drawing order (row by row).
    static func cells(_ page: Page, thumbnails: [RGBAImage]) -> [Cell] {
        var cells: [Cell] = []
        var y = header
        for (rowIndex, height) in page.rowHeights.enumerated() {
            for column in 0..<page.columns {
                let index = rowIndex * page.columns + column
                guard index < thumbnails.count else { break }
                cells.append(
                    Cell(index: index, x: Double(column) * page.cellWidth + padding, rowTop: y, imageHeight: thumbnails[index].height))
            }
            y += height
        }
        return cells
    }

    /// Paints `canvas`, of `page`'s size, white, with the page's title.
    static func ground(_ page: Page, on canvas: Canvas) throws {
        try canvas.fill(.roundedRect(Rect(size: page.canvasSize), radius: 0), with: .color(.white))
        let pages = page.pageCount > 1 ? " · page \(page.number) of \(page.pageCount)" : ""
        try canvas.draw(
            "\(page.component) · \(page.componentVariantCount) variants\(pages)", style: title, at: Point(x: padding, y: padding))
    }

    /// The rectangle `cell`'s backdrop fills: its image with a 2-pixel margin.
    static func backdropRect(of cell: Cell, thumbnails: [RGBAImage]) -> Rect {
        let image = thumbnails[cell.index]
        return Rect(x: cell.x - 2, y: cell.rowTop + padding - 2, width: Double(image.width) + 4, height: Double(image.height) + 4)
    }

    /// Draws `cell`'s backdrop and its image.
    static func drawImage(of cell: Cell, page: Page, thumbnails: [RGBAImage], on canvas: Canvas) throws {
        try canvas.fill(.roundedRect(backdropRect(of: cell, thumbnails: thumbnails), radius: 2), with: .color(page.backdrops[cell.index]))
        try canvas.draw(thumbnails[cell.index], at: Point(x: cell.x, y: cell.rowTop + padding), imageScale: Double(scale))
    }

    /// Draws `cell`'s caption under its image: the variant's name and its Figma node.
    static func drawCaption(of cell: Cell, page: Page, on canvas: Canvas) throws {
        let variant = page.variants[cell.index]
        let caption = variant.name + (variant.figmaNode.map { "  ·  Figma \($0)" } ?? "")
        try canvas.drawParagraph(
            caption, style: label,
            in: Rect(
                x: cell.x, y: cell.rowTop + padding + Double(cell.imageHeight) + 4, width: page.cellWidth - 2 * padding,
                height: labelHeight),
            maxLines: labelLines)
    }

    /// The page `draw` draws on a canvas of `size`, in at most 256 colours (the fills exact,
    /// anti-aliased edges to a neighbouring shade): the page is stored as a palette, under half
    /// the bytes of its full colour. The canvas draws into the page's own pixels
    /// (``Canvas/rendered(size:scale:fonts:_:)``): a page's memory once, not twice.
    static func finished(_ size: Size, system: DesignSystem, _ draw: (Canvas) throws -> Void) throws -> RGBAImage {
        var image = try Canvas.rendered(size: size, scale: Double(scale), fonts: system.fonts, draw).image
        image.reduceToPopularColours(ContactSheet.paletteSize)
        return image
    }

    /// The most colours a page keeps (``RGBAImage/reduceToPopularColours(_:)``).
    static let paletteSize = 256

    /// The keyword of the stamp's text chunk.
    static let stampKeyword = "design-snapshots-contact-sheet"
    /// Part of every input digest: bump it when ``compose(_:images:imageScale:system:)`` draws differently.
    static let composerVersion = 2

    /// A digest of everything `page` is composed from, with `images` at `imageScale`.
    package static func inputDigest(_ page: Page, images: [RGBAImage], imageScale: Int) -> String {
        var digest = InputDigest(page, imageScale: imageScale)
        for image in images { digest.add(image) }
        return digest.hex
    }

    /// ``inputDigest(_:images:imageScale:)`` taken one image at a time, in the page's order, so a
    /// run needs no page's images at once: each is added as it comes and then let go.
    package struct InputDigest: Sendable {
        private var digest = ContentDigest()
        private let variants: [ComponentVariant]
        private let backdrops: [Color]
        /// How many images were added.
        package private(set) var count = 0

        package init(_ page: Page, imageScale: Int) {
            variants = page.variants
            backdrops = page.backdrops
            digest.add(
                "contact-sheet v\(composerVersion) \(page.component) \(page.number)/\(page.pageCount) of \(page.componentVariantCount)")
            digest.add("grid \(page.cellWidth) × \(page.columns), max \(maxPageHeight), @\(imageScale)x")
        }

        /// Adds the image of the page's next variant (none past the page's last).
        package mutating func add(_ image: RGBAImage) {
            guard count < variants.count else { return }
            let variant = variants[count]
            // The light cell every page had before backdrops: a page of light variants keeps its stamp.
            let backdrop = backdrops[count] == Backdrop.lightColor ? "" : "\u{0}" + backdrops[count].hexString
            digest.add(variant.name + "\u{0}" + (variant.figmaNode ?? "") + backdrop)
            digest.add(image.width)
            digest.add(image.height)
            digest.add(image.pixels)
            count += 1
        }

        /// 32 hex digits.
        package var hex: String { digest.hex }
    }

    /// `png` (a page's encoding) stamped with its `inputs` digest and its own image digest.
    package static func stamped(_ png: Data, inputs: String) -> Data {
        PNGTextChunk.inserting(
            "inputs=\(inputs);image=\(PNGTextChunk.imageDigest(of: png) ?? "")", keyword: stampKeyword, into: png)
    }

    /// Whether `png` (a recorded page) was composed from inputs with digest `inputs` and its image
    /// data is still the one it was stamped with.
    /// A file that breaks the PNG contract (bytes after `IEND`) is never current: it is decoded and refused.
    package static func isCurrent(_ png: Data, inputs: String) -> Bool {
        guard (try? PNGCodec.checkContainer(png, source: "")) != nil, let stamp = PNGTextChunk.text(keyword: stampKeyword, in: png),
            let image = PNGTextChunk.imageDigest(of: png)
        else {
            return false
        }
        return stamp == "inputs=\(inputs);image=\(image)"
    }

    /// Renders `page`'s variants at `scale` and composes the page (what a run does, for tests and tools).
    package static func render(_ page: Page, scale: Int, system: DesignSystem) throws -> RGBAImage {
        try compose(page, images: page.variants.map { try system.render($0, scale: scale) }, imageScale: scale, system: system)
    }
}
