import ComponentKit
import EBComponents
import Foundation
import SnapshotTestSupport
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
