import Testing

@testable import PixelDiff

@Suite struct FlaggedLanesTests {
    /// Every mask lists exactly its set bits, lowest first, after `first` and at the given place.
    @Test func everyMaskListsItsSetBitsInOrder() {
        let list = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
        defer { list.deallocate() }
        for mask in UInt32(0)..<256 {
            list.initialize(repeating: -1, count: 16)
            let written = FlaggedLanes.shared.append(mask, first: 100, to: list, at: 3)
            let expected = (0..<8).filter { mask >> $0 & 1 != 0 }.map { Int32(100 + $0) }
            #expect(written == expected.count, "mask \(mask)")
            #expect(Array(UnsafeBufferPointer(start: list + 3, count: written)) == expected, "mask \(mask)")
            #expect(UnsafeBufferPointer(start: list, count: 3).allSatisfy { $0 == -1 }, "nothing before the place given")
        }
    }

    /// Only the low eight bits are read.
    @Test func higherBitsAreIgnored() {
        let list = UnsafeMutablePointer<Int32>.allocate(capacity: 8)
        defer { list.deallocate() }
        #expect(FlaggedLanes.shared.append(0x1_0005, first: 0, to: list, at: 0) == 2)
        #expect(list[0] == 0 && list[1] == 2)
    }
}
