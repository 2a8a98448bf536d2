import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

@testable import SnapshotHarness

@Suite struct ContactSheetTests {
    @Test(arguments: Catalog.eb.componentNames)
    func pagesShowEveryVariantOnceWithinTheHeightLimit(component: String) throws {
        let variants = Catalog.eb.variants.filter { $0.component == component }
        let pages = try ContactSheet.pages(component: component, variants: variants, system: sharedSystem)
        #expect(pages.flatMap(\.variants).map(\.id) == variants.map(\.id))
        #expect(pages.map(\.number) == Array(1...pages.count))
        #expect(Set(pages.map(\.referencePath)).count == pages.count)
        for page in pages where page.rowHeights.count > 1 {
            let height = ContactSheet.header + page.rowHeights.reduce(0, +)
            #expect(height <= ContactSheet.maxPageHeight, "\(page.referencePath)")
            #expect(page.cellWidth * Double(page.columns) * height <= ContactSheet.maxPagePixels, "\(page.referencePath)")
        }
    }

    @Test func aColumnOfWideStripsIsSplitIntoPagesOfAtMostThePixelCap() throws {
        // EBSliderMotion's strips are wider at 1× than a page of columns (one column of 3,836 px):
        // six times its matrix is far more pixels than one page may hold, though not 4,096 px tall.
        let strips = Catalog.eb.variants.filter { $0.component == "EBSliderMotion" }
        let variants = Array(repeating: strips, count: 6).flatMap { $0 }
        let pages = try ContactSheet.pages(component: "EBSliderMotion", variants: variants, system: sharedSystem)
        #expect(pages.flatMap(\.variants).map(\.id) == variants.map(\.id))
        #expect(pages.count >= 3)
        for (index, page) in pages.enumerated() {
            #expect(page.columns == 1 && page.cellWidth > ContactSheet.maxWidth)
            let height = ContactSheet.header + page.rowHeights.reduce(0, +)
            #expect(page.cellWidth * height <= ContactSheet.maxPagePixels, "\(page.referencePath)")
            // Full: the next page's first row would have taken it over the cap.
            if index + 1 < pages.count, let next = pages[index + 1].rowHeights.first {
                #expect(page.cellWidth * (height + next) > ContactSheet.maxPagePixels, "\(page.referencePath)")
            }
        }
        let image = try ContactSheet.render(pages[0], scale: 1, system: sharedSystem)
        #expect(Double(image.width * image.height) <= ContactSheet.maxPagePixels)
        #expect(Double(image.width) == pages[0].cellWidth)
    }

    @Test func aLargeMatrixIsSplitIntoPagesThatStayUnderTheLimit() throws {
        // Every EBToast variant four times over: far taller than one page may be.
        let variants = Array(repeating: Catalog.eb.variants.filter { $0.component == "EBToast" }, count: 4).flatMap { $0 }
        let pages = try ContactSheet.pages(component: "EBToast", variants: variants, system: sharedSystem)
        #expect(pages.count >= 4)
        #expect(pages.map(\.referencePath).prefix(2) == ["EBToast/contact-sheet@1x.png", "EBToast/contact-sheet-2@1x.png"])
        let image = try ContactSheet.render(pages[1], scale: 1, system: sharedSystem)
        #expect(Double(image.height) <= ContactSheet.maxPageHeight)
        #expect(image.width <= 1200)
    }

    @Test func aPageIsComposedFromTheImagesItIsGiven() throws {
        let variants = Array(Catalog.eb.variants.filter { $0.component == "EBCounter" }.prefix(2))
        let page = try #require(try ContactSheet.pages(component: "EBCounter", variants: variants, system: sharedSystem).first)
        let rendered = try variants.map { try sharedSystem.render($0, scale: 2) }
        let sheet = try ContactSheet.compose(page, images: rendered, imageScale: 2, system: sharedSystem)
        // The same page from solid magenta images shows magenta where the first variant goes.
        let magenta = rendered.map { RGBAImage(width: $0.width, height: $0.height, fill: (255, 0, 255, 255)) }
        let marked = try ContactSheet.compose(page, images: magenta, imageScale: 2, system: sharedSystem)
        let origin = (x: Int(ContactSheet.padding), y: Int(ContactSheet.header + ContactSheet.padding))
        #expect(marked[origin.x + 1, origin.y + 1] == (255, 0, 255, 255))
        #expect(sheet[origin.x + 1, origin.y + 1] != (255, 0, 255, 255))
        #expect(sheet.width == marked.width && sheet.height == marked.height)
    }

    @Test func aPageComposedOnItsLetteringIsThePageComposedWhole() throws {
        let variants = Array(Catalog.eb.variants.filter { $0.component == "EBCounter" }.prefix(3))
        let page = try #require(try ContactSheet.pages(component: "EBCounter", variants: variants, system: sharedSystem).first)
        let thumbnails = try variants.map { try sharedSystem.render($0, scale: 2).downscaled(by: 2) }
        let whole = try ContactSheet.compose(page, thumbnails: thumbnails, system: sharedSystem)
        let kept = try ContactSheet.composeKeepingLettering(page, thumbnails: thumbnails, system: sharedSystem)
        #expect(kept.sheet == whole)
        let lettering = try #require(kept.lettering, "no caption reaches a cell")
        // Other images of the same sizes, one of them translucent: drawn over their backdrops as a page composed whole draws them.
        let others = thumbnails.enumerated().map { index, image in
            RGBAImage(width: image.width, height: image.height, fill: index == 0 ? (255, 0, 255, 255) : (0, 128, 255, 96))
        }
        let onLettering = try ContactSheet.compose(page, thumbnails: others, lettering: lettering, system: sharedSystem)
        #expect(onLettering == (try ContactSheet.compose(page, thumbnails: others, system: sharedSystem)))
        #expect(onLettering != whole)
        // Images of other sizes move the captions: the lettering is not used, and the page is still the one composed whole.
        let taller = thumbnails.map { RGBAImage(width: $0.width, height: $0.height + 3, fill: (0, 0, 0, 255)) }
        #expect(
            try ContactSheet.compose(page, thumbnails: taller, lettering: lettering, system: sharedSystem)
                == ContactSheet.compose(page, thumbnails: taller, system: sharedSystem))
    }

    @Test func aLetteringIsSharedOnlyWhenItIsOpaqueAndWhiteInsideEveryBackdrop() throws {
        let backdrop = Rect(x: 2, y: 2, width: 3, height: 3)
        func lettering(_ change: (inout RGBAImage) -> Void) -> ContactSheet.Lettering {
            var image = RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))
            change(&image)
            return ContactSheet.Lettering(image: image, sizes: [])
        }
        #expect(lettering { $0[0, 0] = (0, 0, 0, 255) }.isShareable(backdrops: [backdrop]), "text outside the backdrops")
        #expect(!lettering { $0[4, 4] = (254, 255, 255, 255) }.isShareable(backdrops: [backdrop]), "a caption's edge inside one")
        #expect(!lettering { $0[7, 7] = (255, 255, 255, 254) }.isShareable(backdrops: [backdrop]), "a pixel not opaque")
    }
}
