import Testing
@testable import TypeScale

struct DidYouMeanTests {
    @Test(arguments: [
        ("nameFeild", ["nameLabel", "nameField", "card"], "nameField"),
        ("lable", ["view", "label", "field"], "label"),
        ("NameField", ["nameLabel", "nameField"], "nameField"),
        ("colour", ["color", "font"], "color"),
        ("centrex", ["centerX", "centerY"], "centerX"),
        ("txt", ["text", "title"], "text"),
        ("X", ["x", "y"], "x"),
        // A transposition costs 1, so a 3-letter word (limit 1) still gets its suggestion.
        ("teh", ["the", "ten"], "the"),
    ])
    func suggestsTheClosestCandidate(word: String, candidates: [String], expected: String) {
        #expect(DidYouMean.suggestion(for: word, among: candidates) == expected)
    }

    @Test(arguments: [
        ("x", ["y", "z"]), ("foo", ["bar", "baz"]), ("abcdef", ["abcxyz"]), ("id", ["kind"]),
        ("thumbnail", ["title", "subtitle"]), ("a", [String]()),
    ])
    func staysQuietWhenNothingIsClose(word: String, candidates: [String]) {
        #expect(DidYouMean.suggestion(for: word, among: candidates) == nil)
    }

    @Test func breaksTiesByCaseThenByCandidateOrder() {
        #expect(DidYouMean.suggestion(for: "cat", among: ["bat", "cot"]) == "bat")
        #expect(DidYouMean.suggestion(for: "cat", among: ["cot", "bat"]) == "cot")
        // Equal ignoring case, but "Cap" also differs in case: the exact-case one wins.
        #expect(DidYouMean.suggestion(for: "cat", among: ["Cap", "cap"]) == "cap")
        #expect(DidYouMean.suggestion(for: "Name", among: ["nAME", "name"]) == "name")
    }

    /// Punctuation and case are forgiven before distance counts: `iphone15` is `iphone-15`
    /// with its hyphen dropped, one edit closer than `iphone-5` (the old, plain-distance
    /// answer); an underscore for a hyphen and a different case cost nothing either.
    @Test func forgivesPunctuationAndCase() {
        let devices = ["iphone-5", "iphone-15", "iphone-15-pro"]
        #expect(DidYouMean.suggestion(for: "iphone15", among: devices) == "iphone-15")
        #expect(DidYouMean.suggestion(for: "IPhone_15_Pro", among: devices) == "iphone-15-pro")
        #expect(DidYouMean.suggestion(for: "iphone5", among: devices) == "iphone-5")
        // Same letters either way: the one whose punctuation matches wins.
        #expect(DidYouMean.suggestion(for: "a-b", among: ["a_b", "a-b"]) == "a-b")
        // Punctuation alone still gets compared as written.
        #expect(DidYouMean.suggestion(for: "--", among: ["--", "-"]) == "--")
    }

    @Test func formatsTheHint() {
        #expect(DidYouMean.hint(for: "nameFeild", among: ["nameField"])
            == " (did you mean 'nameField'?)")
        #expect(DidYouMean.hint(for: "zzz", among: ["nameField"]) == "")
    }

    @Test(arguments: [
        ("", "abc", 3), ("abc", "abc", 0), ("ab", "ba", 1), ("kitten", "sitting", 3),
        ("ca", "abc", 3), ("abcd", "acbd", 1),
    ])
    func measuresOptimalStringAlignmentDistance(a: String, b: String, expected: Int) {
        #expect(DidYouMean.editDistance(Array(a), Array(b)) == expected)
    }
}
