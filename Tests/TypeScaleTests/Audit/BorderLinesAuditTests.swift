import Testing
@testable import TypeScale

/// The sides of a border drawn as four thin views meet at its corners: no overlap (round 30:
/// a sudoku cell's 2-pt border, dev set 38). Thicker bars crossing, or two border lines lying
/// along each other, still overlap.
struct BorderLinesAuditTests {
    @Test func aBordersSidesMeetingAtItsCornersAreNoOverlap() {
        var sample = LayoutSample()
        sample.add("top", .view, 100, 100, 50, 2)
        sample.add("left", .view, 100, 100, 2, 50)
        sample.add("bottom", .view, 100, 148, 50, 2)
        sample.add("right", .view, 148, 100, 2, 50)
        #expect(sample.lines == [])
        var thick = LayoutSample()
        thick.add("beam", .view, 100, 100, 50, 3)
        thick.add("post", .view, 100, 100, 3, 50)
        thick.add("upper", .view, 0, 200, 300, 2)
        thick.add("lower", .view, 100, 201, 200, 2)
        #expect(thick.lines == ["AX3 beam overlaps post: 3 x 3 pt", "AX3 upper overlaps lower: 200 x 1 pt"])
    }
}
