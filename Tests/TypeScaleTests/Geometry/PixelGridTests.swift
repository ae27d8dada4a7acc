import Testing
@testable import TypeScale

@Suite struct PixelGridTests {
    @Test func ceilSnapsUpUnlessOnAGridLine() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.ceil(20.287109375) == 20.5)
        #expect(grid.ceil(20.5) == 20.5)
        #expect(grid.ceil(20.5 + 1e-12) == 20.5)   // noise within 1e-9 px stays on the line
        #expect(grid.ceil(20.5 + 1e-6) == 21)
        #expect(PixelGrid(scale: 3).ceil(20.287109375) == 61.0 / 3)
        #expect(grid.ceil(-0.1).sign == .plus)       // never -0
    }

    @Test func roundHalvesUp() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(10.25) == 10.5)
        #expect(grid.round(10.25 - 1e-12) == 10.5)    // within 1e-9 px of the half: up
        #expect(grid.round(10.2) == 10)
        #expect(grid.round(-10.25) == -10)
        #expect(PixelGrid(scale: 3).round(15.545454) == 47.0 / 3)
        #expect(grid.round(-0.2).sign == .plus)
    }

    @Test func unusableScaleLeavesValuesAlone() {
        #expect(PixelGrid(scale: 0).ceil(1.23) == 1.23)
        #expect(PixelGrid(scale: .nan).round(1.23) == 1.23)
    }
}
