import Testing
@testable import LayoutSolver

/// The heap behind "lowest id first" (the dual simplex's leaving rows, the primal's entering
/// candidates): pops in ascending order whatever the push order, duplicates included.
struct MinHeapTests {
    @Test func popsInAscendingOrder() {
        var heap = MinHeap()
        for x in [5, 3, 8, 1, 9, 2, 7, 3] { heap.push(x) }
        #expect(heap.items.first == 1)
        var popped: [Int] = []
        while let x = heap.popMin() { popped.append(x) }
        #expect(popped == [1, 2, 3, 3, 5, 7, 8, 9])
        #expect(heap.items.isEmpty && heap.popMin() == nil)
    }

    @Test func retainKeepsHeapOrder() {
        var heap = MinHeap()
        for x in [10, 4, 6, 1, 8, 3] { heap.push(x) }
        heap.retain { $0 % 2 == 0 }
        var popped: [Int] = []
        while let x = heap.popMin() { popped.append(x) }
        #expect(popped == [4, 6, 8, 10])
    }
}

/// Priorities are 1…1000; 0 and 1001 are not priorities.
struct PriorityTests {
    @Test func rangeIsOneToOneThousand() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(1)?.value == 1)
        #expect(Priority(1000) == .required && Priority(1000)?.isRequired == true)
        #expect(Priority(999)?.isRequired == false)
    }
}
