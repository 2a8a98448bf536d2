import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import TestSupport
import Testing

@testable import SnapshotHarness

/// A page's variants arrive from the workers in any order; the page keeps their thumbnails and
/// the digest of their renders in its own order, and is handed over once.
@Suite struct PageAssemblyTests {
    /// EBCounter's first page (its whole matrix) and each variant's render at 2×.
    static let counter: (page: ContactSheet.Page, images: [RGBAImage]) = {
        let variants = Catalog.eb.variants.filter { $0.component == "EBCounter" }
        do {
            let page = try ContactSheet.pages(component: "EBCounter", variants: variants, system: sharedSystem)[0]
            return (page, try page.variants.map { try sharedSystem.render($0, scale: 2) })
        } catch {
            fatalError("EBCounter renders: \(error)")
        }
    }()

    /// Delivers every image of `page` to a new assembly in `order`; returns the last delivery.
    static func deliver(_ images: [RGBAImage?], of page: ContactSheet.Page, in order: [Int]) -> PageAssembly.Delivery {
        let assembly = PageAssembly(pages: [page], imageScale: 2)
        var last = PageAssembly.Delivery.pending
        for (step, position) in order.enumerated() {
            last = assembly.deliver(images[position], variant: page.variants[position].id, page: 0, position: position)
            if step < order.count - 1, !Self.isPending(last) { Issue.record("handed over before its last variant") }
        }
        return last
    }

    static func isPending(_ delivery: PageAssembly.Delivery) -> Bool {
        if case .pending = delivery { return true }
        return false
    }

    @Test func variantsDeliveredInAnyOrderGiveThePageInItsOrder() throws {
        let (page, images) = Self.counter
        var generator = SeededGenerator(seed: 46)
        for _ in 0..<3 {
            let order = Array(images.indices).shuffled(using: &generator)
            guard case .complete(let assembled) = Self.deliver(images, of: page, in: order) else {
                Issue.record("the page was not complete after its last variant")
                continue
            }
            #expect(assembled.thumbnails == images.map { $0.downscaled(by: 2) })
            #expect(assembled.inputs == ContactSheet.inputDigest(page, images: images, imageScale: 2))
        }
    }

    /// The digest taken image by image is the one the checked-in page was stamped with (by the
    /// digest of all the page's images at once, before a run kept only thumbnails): an unchanged
    /// page stays current.
    @Test func theDigestIsTheOneTheCheckedInPageWasStampedWith() throws {
        let (page, images) = Self.counter
        guard case .complete(let assembled) = Self.deliver(images, of: page, in: images.indices.reversed()) else {
            Issue.record("the page was not complete after its last variant")
            return
        }
        let png = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/\(page.referencePath)"))
        let stamp = try #require(PNGTextChunk.text(keyword: ContactSheet.stampKeyword, in: png))
        #expect(stamp.hasPrefix("inputs=\(assembled.inputs);"), "\(stamp)")
    }

    @Test func aVariantThatCouldNotBeRenderedLeavesThePageUncomposed() {
        let (page, images) = Self.counter
        var missing: [RGBAImage?] = images
        missing[3] = nil
        guard case .incomplete(let failed) = Self.deliver(missing, of: page, in: Array(images.indices)) else {
            Issue.record("a page without one of its images was handed over as complete")
            return
        }
        #expect(failed == page.variants[3].id)
    }
}
