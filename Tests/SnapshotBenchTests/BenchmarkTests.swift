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
