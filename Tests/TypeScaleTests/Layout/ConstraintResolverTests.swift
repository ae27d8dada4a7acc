import Testing
@testable import TypeScale

/// What the resolver returns besides rows: the baselines it read.
struct ConstraintResolverTests {
    static let json = """
    { "views": [ { "id": "a", "kind": "label", "text": "A" }, { "id": "b", "kind": "label", "text": "B" },
                 { "id": "c", "kind": "view", "when": { "orientation": "landscape" } } ],
      "constraints": [ "a.firstBaseline == b.lastBaseline", "a.top == b.bottom + 8", "H:|[a]-[b]|",
                       "V:|[a]", { "expr": "b.firstBaseline == root.lastBaseline" },
                       "a.lastBaseline == c.top" ] }
    """

    static func resolved() throws -> [ConstraintRows] {
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
        let environment = LayoutEnvironment(container: ContainerChoice().container(for: screen), category: .l)
        let tree = try ViewTreeResolver(screen: screen, fonts: LayoutHarness.fonts, environment: environment).resolve()
        let forms = AttributeForms(tree: tree, container: environment.container, direction: environment.direction,
                                   textLines: [TextFit?](repeating: nil, count: tree.views.count))
        let resolver = ConstraintResolver(screen: screen, tree: tree, environment: environment, forms: forms)
        let constraints = ConstraintList(screen: screen)
        return try constraints.specs.indices.map { try resolver.rows(for: constraints.specs[$0], index: $0) }
    }

    @Test func theBaselinesReadComeBackWithTheRows() throws {
        let resolved = try Self.resolved()
        // a is view 1, b view 2, the root 0.
        #expect(resolved.map(\.baselineViews) == [[1, 2], [], [], [], [2, 0], [1]])
        #expect(resolved.map(\.rows.count) == [1, 1, 3, 1, 1, 0])
    }
}

/// A multiplier on a position: root coordinates by default (SPEC §3.2), the two views' common
/// superview with `"coordinates": "container"` (UIKit's, what Interface Builder files get).
struct PositionMultiplierTests {
    static func top(of id: String, coordinates: String?) throws -> Double? {
        let key = coordinates.map { #", "coordinates": "\#($0)""# } ?? ""
        let json = """
        { "device": "iphone-8", "views": [ { "id": "box", "kind": "view", "children": [
              { "id": "b", "kind": "view" }, { "id": "a", "kind": "view" } ] } ],
          "constraints": [ "box.top == root.top + 100", "box.left == root.left", "box.width == 200", "box.height == 300",
                           "b.top == box.top + 10", "b.left == box.left", "b.width == 10", "b.height == 10",
                           "a.left == box.left", "a.width == 10", "a.height == 10",
                           { "expr": "a.top == 1.5 * b.top"\(key) } ] }
        """
        return try LayoutHarness.layout(json).view(id)?.absoluteFrame.y
    }

    @Test func aMultiplierOnAPositionIsInRootCoordinatesUnlessTheContainersAreAsked() throws {
        // b is at 110 in the root, 10 in the box: 1.5 × 110 = 165 in the root's coordinates,
        // 100 + 1.5 × 10 = 115 in the box's.
        #expect(try Self.top(of: "a", coordinates: nil) == 165)
        #expect(try Self.top(of: "a", coordinates: "root") == 165)
        #expect(try Self.top(of: "a", coordinates: "container") == 115)
    }

    @Test func anInterfaceBuilderPositionMultiplierIsTheSuperviews() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="100" width="200" height="300"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="10" width="10" height="10"/>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="15" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="bt"/>
                                <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" multiplier="1.5" id="at"/>
                                <constraint firstItem="b" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="bl"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="al"/>
                                <constraint firstAttribute="height" constant="300" id="bh"/>
                                <constraint firstAttribute="width" constant="200" id="bw"/>
                            </constraints>
                            <constraints>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="xt"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="xl"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let layout = try IBDocumentLayout.firstScreen(xml, file: "box.xib")
        let a = try #require(layout.views.first { $0.ibObjectId == "a" })
        #expect(a.absoluteFrame.y == 115)
    }
}
