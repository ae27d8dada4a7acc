import Testing

/// Numbers on the command line are decimals as a person types them: `Double(String)` also
/// reads hexadecimal, exponents, `inf` and `nan`, which had made `--size 320x480@0x2` scale 2
/// and `measure --size 0x11` 17 pt (round 37's review).
struct DecimalArgumentTests {
    @Test(arguments: ["320x480@0x2", "0x140x480", "320x480@2e0", "320x480@+inf"])
    func aSizeIsDecimal(size: String) throws {
        let result = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "--size", size])
        #expect(result.status == 2, "\(size): \(result.stdout)")
        #expect(result.stderr.contains("--size"), "\(result.stderr)")
    }

    @Test func measuresSizeIsDecimal() throws {
        #expect(try CLIRunner.run(["measure", "Hello", "--size", "0x11"]).status == 2)
        #expect(try CLIRunner.run(["measure", "Hello", "--size", "1.7e1"]).status == 2)
        let plain = try CLIRunner.run(["measure", "Hello", "--size", "17.5"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "--size", "320.5x480@3"]).status == 0)
    }
}
