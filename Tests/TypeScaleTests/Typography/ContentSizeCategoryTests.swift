import Testing
@testable import TypeScale

@Suite struct ContentSizeCategoryTests {
    @Test func everySpellingParses() {
        let rows: [(ContentSizeCategory, [String])] = [
            (.xs, ["XS", "extraSmall", "UIContentSizeCategoryExtraSmall", "UICTContentSizeCategoryXS", "xSmall"]),
            (.s, ["S", "small", "UIContentSizeCategorySmall", "UICTContentSizeCategoryS"]),
            (.m, ["M", "medium", "UIContentSizeCategoryMedium", "UICTContentSizeCategoryM"]),
            (.l, ["L", "large", "UIContentSizeCategoryLarge", "UICTContentSizeCategoryL"]),
            (.xl, ["XL", "extraLarge", "UICTContentSizeCategoryXL", "xLarge"]),
            (.xxl, ["XXL", "extraExtraLarge", "UIContentSizeCategoryExtraExtraLarge", "UICTContentSizeCategoryXXL", "xxLarge"]),
            (.xxxl, ["XXXL", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "xxxLarge"]),
            (.ax1, ["AX1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "accessibility1"]),
            (.ax2, ["AX2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "accessibility2"]),
            (.ax3, ["AX3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "accessibility3"]),
            (.ax4, ["AX4", "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "accessibility4"]),
            (.ax5, ["AX5", "accessibilityExtraExtraExtraLarge", "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge",
                    "UICTContentSizeCategoryAccessibilityXXXL", "accessibility5"]),
        ]
        for (category, spellings) in rows {
            for spelling in spellings {
                #expect(ContentSizeCategory(parsing: spelling) == category, "\(spelling)")
                #expect(ContentSizeCategory(parsing: spelling.uppercased()) == category, "\(spelling) uppercased")
                #expect(ContentSizeCategory(parsing: spelling.lowercased()) == category, "\(spelling) lowercased")
            }
        }
        for bad in ["", "XXXXL", "AX6", "accessibility", "UIContentSizeCategory", "larger"] {
            #expect(ContentSizeCategory(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func orderNamesAndAccessibility() {
        #expect(ContentSizeCategory.allCases.map(\.shortName)
                == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.xxxl < .ax1)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibility).first == .ax1)
        #expect(ContentSizeCategory.ax5.uiKitName == "accessibilityExtraExtraExtraLarge")
        #expect(ContentSizeCategory.ax5.rawValueName == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(ContentSizeCategory.xxl.swiftUIName == "xxLarge")
        #expect(ContentSizeCategory.ax3.clamped(minimum: nil, maximum: .xxxl) == .xxxl)
        #expect(ContentSizeCategory.xs.clamped(minimum: .m, maximum: .xl) == .m)
    }
}
