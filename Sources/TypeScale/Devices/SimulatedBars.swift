/// Bars Interface Builder simulates above and below a view controller's root view: they add
/// to its safe area (SPEC §10).
public struct SimulatedBars: Sendable, Equatable {
    /// `sheetNavigationBar`: the taller bar of a view controller presented as a sheet (iOS 13
    /// and later), 56 pt in every size class, with no status bar above it.
    /// `largeTitleNavigationBar`: a navigation bar that prefers large titles (iOS 11 and
    /// later), the standard bar with the 52-pt large title row below it.
    /// `glassNavigationBar`: iOS 26's Liquid Glass navigation bar, 54 pt on iPhone in portrait.
    public enum Top: String, Sendable, CaseIterable { case navigationBar, sheetNavigationBar, largeTitleNavigationBar, glassNavigationBar }
    public enum Bottom: String, Sendable, CaseIterable { case toolbar, tabBar }
    public enum StatusBar: String, Sendable, CaseIterable { case shown, hidden }

    public var top: Top?
    public var bottom: Bottom?
    public var statusBar = StatusBar.shown

    public init(top: Top? = nil, bottom: Bottom? = nil, statusBar: StatusBar = .shown) {
        self.top = top
        self.bottom = bottom
        self.statusBar = statusBar
    }

    /// The status bar's height on a device without a notch: its safe area's whole top inset
    /// there. On a notched device the status bar sits inside the sensor housing's inset, which
    /// stays when it is hidden (as `prefersStatusBarHidden` leaves UIKit's safe area).
    static let statusBarHeight = 20.0
    /// A navigation bar, toolbar or tab bar on an iPad (iOS 12 and later).
    static let padBarHeight = 50.0

    /// A sheet's navigation bar: tinode's page sheet on an iPhone 8 Plus (414 × 716) has its
    /// scroll view at y 56 below the simulated bar.
    static let sheetNavigationBarHeight = 56.0

    /// The large title row under a navigation bar: 3Go's large-title navigation controllers
    /// on an iPhone 11 store their bar 96 tall (44 + 52) and their roots' labels 52 pt lower.
    /// In compact height UIKit shows no large titles (the bar is the standard 32 pt).
    static let largeTitleHeight = 52.0

    /// iOS 26's navigation bar on iPhone in portrait: two Xcode 26 storyboards store their
    /// navigation controllers' bars 54 tall on a 393-pt iPhone and their roots' views 10 pt
    /// lower than a 44-pt bar puts them. In compact height and on iPad no file has one: it
    /// is taken to be the standard bar there.
    static let glassNavigationBarHeight = 54.0

    /// A toolbar above the home indicator on iPhone in portrait, 44 above a home button.
    static let homeIndicatorToolbarHeight = 49.0

    /// The container's safe area with the bars added, after a hidden status bar is taken off
    /// (20 pt where it is the whole top inset): a navigation bar or toolbar is 44 pt
    /// on iPhone in portrait (a toolbar above the home indicator 49) and 32 pt in compact
    /// height, 50 pt on iPad; a sheet's navigation
    /// bar 56 pt (32 in compact height); a large-title bar 52 pt more outside compact height;
    /// a tab bar 49 pt (32 pt in compact height on iPhone), 50 pt on iPad; iOS 26's glass
    /// bar 54 pt on iPhone in portrait. `canvasSafeArea` (a canvas layout's) changes the
    /// container's insets before any bar adds to them: doubled (Xcode 16.3 and 26: Xcode 26
    /// stores its 54-pt bars at y 118 on a 393-pt iPhone whose inset is 59), or a housing
    /// deeper than 44 drawn 44 (Xcode 12.5 to 13).
    func adding(to container: Container, canvasSafeArea: CanvasSafeArea? = nil) -> Container {
        var container = container
        if statusBar == .hidden, container.safeArea.top == Self.statusBarHeight { container.safeArea.top = 0 }
        let insets = container.safeArea
        switch canvasSafeArea {
        case .doubled?:
            container.safeArea = EdgeInsets(top: 2 * insets.top, left: 2 * insets.left, bottom: 2 * insets.bottom, right: 2 * insets.right)
        case .housing44?:
            let housing = CanvasSafeArea.legacyHousingDepth
            container.safeArea = EdgeInsets(top: min(insets.top, housing), left: min(insets.left, housing),
                                            bottom: insets.bottom, right: min(insets.right, housing))
        case nil: break
        }
        let pad = container.widthClass == .regular && container.heightClass == .regular
        let compactHeight = container.heightClass == .compact
        let navigationBar: Double = pad ? Self.padBarHeight : compactHeight ? 32 : 44
        switch top {
        case .navigationBar?: container.safeArea.top += navigationBar
        // In compact height (an iPhone in landscape) a sheet is shown full screen, its bar
        // a compact one.
        case .sheetNavigationBar?: container.safeArea.top += compactHeight ? 32 : Self.sheetNavigationBarHeight
        case .largeTitleNavigationBar?: container.safeArea.top += navigationBar + (compactHeight ? 0 : Self.largeTitleHeight)
        case .glassNavigationBar?: container.safeArea.top += pad || compactHeight ? navigationBar : Self.glassNavigationBarHeight
        case nil: break
        }
        switch bottom {
        // Above a home indicator a toolbar is a tab bar's 49 (kimleang's Xcode 11.3 navigation
        // controller stores its toolbar 49 tall at y 813 on an iPhone 11, dev set 47).
        case .toolbar?: container.safeArea.bottom += pad ? Self.padBarHeight : compactHeight ? 32
            : container.safeArea.bottom > 0 ? Self.homeIndicatorToolbarHeight : 44
        case .tabBar?: container.safeArea.bottom += pad ? Self.padBarHeight : compactHeight ? 32 : 49
        case nil: break
        }
        return container
    }
}
