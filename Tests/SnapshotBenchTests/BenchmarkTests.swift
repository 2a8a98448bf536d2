import ComponentKit
import EBComponents
import Foundation
import Testing

@testable import SnapshotBench

@Suite struct BenchmarkTests {
    @Test func theFitOfALineIsTheLine() {
        let fit = Benchmark.linearFit([(1, 5), (2, 7), (4, 11), (8, 19)])
        #expect(abs(fit.slope - 2) < 1e-12 && abs(fit.intercept - 3) < 1e-12 && abs(fit.r2 - 1) < 1e-12)
        let noisy = Benchmark.linearFit([(1, 1), (2, 3), (3, 2), (4, 5)])
        #expect(noisy.r2 < 1 && noisy.r2 > 0)
    }

    @Test func syntheticVariantsCycleThroughTheMatrixUnderNewNames() throws {
        let matrix = Catalog.eb.variants
        let synthetic = Benchmark.syntheticVariants(matrix.count + 5, from: matrix)
        #expect(Set(synthetic.map(\.id)).count == synthetic.count, "every name is new")
        #expect(Set(synthetic.map(\.id)).isDisjoint(with: matrix.map(\.id)))
        #expect(synthetic[matrix.count].component == matrix[0].component)
        for variant in synthetic where variant.environment != .standard {
            #expect(variant.name.components(separatedBy: "_env-").count == 2, "\(variant.name): one environment suffix")
        }
    }

    @Test func aSyntheticScaleRunRecordsAndVerifiesEverySize() throws {
        let counter = Catalog([EBCounter.self])
        let system = try DesignSystem(fontsDirectory: nil, catalog: counter)
        let points = try Benchmark(iterations: 1).scale(sizes: [24, 8], system: system, scale: 1, jobs: 2)
        #expect(points.map(\.variants) == [8, 24])
        #expect(points.allSatisfy { $0.verifySeconds > 0 && $0.recordSeconds > 0 })
        #expect(points[1].referenceBytes > points[0].referenceBytes)
        #expect(points.allSatisfy { $0.sheetBytes > 0 && $0.sheetBytes < $0.referenceBytes }, "the pages are part of the references")
        #expect(points.allSatisfy { $0.peakMemoryMiB == max($0.recordPeakMemoryMiB, $0.verifyPeakMemoryMiB) })
    }

    @Test func eachVariantsCostIsTimedByStage() throws {
        let variants = Array(Catalog.eb.variants.filter { $0.component == "EBCounter" }.prefix(3))
        let costs = try Benchmark(iterations: 1).stageCosts(variants, system: try DesignSystem(fontsDirectory: nil, catalog: .eb), scale: 1)
        #expect(costs.count == 3)
        #expect(costs.allSatisfy { $0.render > 0 && $0.decode > 0 && $0.compare > 0 && $0.encode > 0 })
    }

    /// A synthetic matrix's floors add up the cost of the matrix variant each of its variants copies.
    @Test func aSyntheticFloorAddsTheCostOfEachCopiedVariant() {
        let costs = [
            StageCost(render: 1, decode: 0.5, compare: 0.25, encode: 2), StageCost(render: 10, decode: 5, compare: 2.5, encode: 20),
        ]
        // Five variants: copies of the first, second, first, second, first.
        let floors = BenchRun.floors(of: 5, costs: costs)
        #expect(floors.record == 3 * 3 + 2 * 30)
        #expect(floors.verify == 3 * 1.75 + 2 * 17.5)
        #expect(BenchRun.floors(of: 5, costs: []) == (0, 0))
    }
}

@Suite struct BenchReportTests {
    /// The keys of every object in `json`, by path (`diff[].diffMegapixelsPerSecond`).
    private func keys(_ json: Any, at path: String = "") -> Set<String> {
        if let object = json as? [String: Any] {
            return object.reduce(into: Set<String>()) { found, pair in
                let key = path.isEmpty ? pair.key : "\(path).\(pair.key)"
                found.insert(key)
                found.formUnion(keys(pair.value, at: key))
            }
        }
        if let array = json as? [Any] { return array.reduce(into: Set<String>()) { $0.formUnion(keys($1, at: path + "[]")) } }
        return []
    }

    @Test func thePairReportKeepsTheKeysCIReads() throws {
        let row = DiffRow(
            pair: "a.png / b.png", width: 2, height: 1, mismatchedPixels: 1, serialSeconds: 0.5, parallelSeconds: 0.25,
            diffMegapixelsPerSecond: .init(serial: 1, parallel: 2), endToEndMilliseconds: 3, decodeMilliseconds: [1, 2])
        let report = BenchReport(iterations: 1, diff: [row], peakMemoryMiB: 30)
        let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8))
        #expect(
            keys(json) == [
                "iterations", "peakMemoryMiB", "diff", "diff[].pair", "diff[].width", "diff[].height", "diff[].mismatchedPixels",
                "diff[].serialSeconds", "diff[].parallelSeconds", "diff[].diffMegapixelsPerSecond",
                "diff[].diffMegapixelsPerSecond.serial", "diff[].diffMegapixelsPerSecond.parallel", "diff[].endToEndMilliseconds",
                "diff[].decodeMilliseconds",
            ], "a measurement that did not run is left out")
        #expect(try report.json().contains("\"case\"") == false)
        #expect(try JSONDecoder().decode(BenchReport.self, from: Data(report.json().utf8)) == report)
    }

    @Test func anImpactWithoutATableIsAnEmptyObject() throws {
        let data = try JSONEncoder().encode(ImpactReport())
        #expect(String(decoding: data, as: UTF8.self) == "{}")
    }
}

#if canImport(Glibc)
    import Glibc

    /// The bench's peak-memory reset really hands freed memory back (glibc's `malloc_trim`).
    @Suite struct FreeMemoryTests {
        @Test func freedMemoryIsHandedBackBeforeAPeakIsMeasured() {
            // Blocks below glibc's smallest mmap threshold come from an arena: freed, they stay
            // the process's until trimmed. The last one is kept, so the top is not all that is freed.
            let blocks = (0..<160).map { _ -> UnsafeMutableRawPointer? in
                let block = malloc(64 * 1024)
                block?.initializeMemory(as: UInt8.self, repeating: 0xA5, count: 64 * 1024)
                return block
            }
            for block in blocks.dropLast() { free(block) }
            #expect(Benchmark.releaseFreeMemory(), "10 MB freed in the middle of an arena, and nothing handed back")
            free(blocks.last!)
        }
    }
#endif
