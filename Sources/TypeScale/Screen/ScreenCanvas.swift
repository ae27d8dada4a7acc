extension Screen {
    /// The screen as Interface Builder's canvas lays it out: its placeholder constraints
    /// ("Remove at build time") take part. IB stores the frames of that layout in the file, so
    /// comparing with them means laying out this; the app at launch never has them.
    public func keepingPlaceholders() -> Screen {
        var screen = self
        screen.constraints = screen.constraints.map(\.kept)
        screen.views = screen.views.map(\.placeholdersKept)
        return screen
    }
}

private extension ConstraintSpec {
    var kept: ConstraintSpec {
        var spec = self
        spec.placeholder = false
        return spec
    }
}

private extension ViewSpec {
    var placeholdersKept: ViewSpec {
        var view = self
        if !view.constraints.isEmpty { view.constraints = view.constraints.map(\.kept) }
        if !view.children.isEmpty { view.children = view.children.map(\.placeholdersKept) }
        return view
    }
}
