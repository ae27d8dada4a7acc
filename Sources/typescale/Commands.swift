import TypeScale

/// Every command and what it takes (SPEC §2), in the order help lists them.
enum Commands {
    static let tool = CommandSpec(
        name: "typescale",
        overview: "What every iOS screen looks like at every Dynamic Type size.",
        discussion: """
        Reads a screen (a JSON screen file, a .xib or a .storyboard), resolves fonts for each
        content size category as UIKit does, solves its Auto Layout constraints and prints every
        frame. Exit status: 0 success (check, audit: nothing found), 1 differences, findings or
        --strict warnings, 2 a usage or input error.
        """,
        options: [.flag("--version", "Show the version.")],
        run: { _ in ExitStatus.success })

    static let all: [CommandSpec] = [
        CommandSpec(
            name: "layout", overview: "Print the frame of every view, one block per screen and category.",
            discussion: "The main job: a stable text format (or JSON) for diff-based regression checks.",
            arguments: [screen], options: screenOptions(formats: ["text", "json"]), run: LayoutCommand.run),
        CommandSpec(
            name: "check", overview: "Compare layouts with recorded snapshots.",
            discussion: """
            Compares the layout text of each screen and category with DIR/NAME.CATEGORY.txt and
            prints a unified diff of each difference; exit status 1 if any differ or are missing.
            Screens are laid out in parallel; output keeps their order.
            """,
            arguments: [ArgumentSpec(name: "screen", help: "Screen files (.json, .xib, .storyboard).", repeats: true, completion: .files)],
            options: [
                .valued("--snapshots", "dir", "The folder of recorded snapshots (required).", completion: .directories),
                .flag("--record", "Write the snapshots (atomically) instead of comparing; exit 0."),
                .valued("--report", "file.html", "Also write a self-contained HTML report: screens × categories, each change drawn over its snapshot, findings that appear or disappear, the diffs.",
                        completion: .files),
            ] + screenOptions(formats: nil, output: false),
            run: CheckCommand.run),
        CommandSpec(
            name: "audit", overview: "List the problems a user would see.",
            discussion: """
            One finding a line, category first, in a stable order (category, views depth-first,
            then constraint warnings); exit status 1 if any. Hidden views are not audited; the same
            finding in several rows of a table is one line naming the rows (items#0…4.title).

            truncated, clipped: text wider or taller than its view (a field with its side padding, a
            button with its side insets, wider by more than a pixel; not a text view that
            scrolls; a one-line label shorter than its line height; a one-line label in a font
            the run lacks, measured in the system font, only past 5 %; a label that shrinks to
            fit (minimumScale, minimumFontSize) at the size it fits at or its smallest, on its
            full-size baseline; a label's or a button's text, a text view's last line, by what
            its characters reach, a text view's lines from its top inset; a
            configuration button's title by the lines it wraps to; a clamp of 2 or more lines
            cut at L only where it needs more lines than there).
            breaks words: wrapping text narrower than its widest word. squeezed: a negative width
            or height (zero for text and controls, not a blank button or text of spaces); it is
            such a view's only finding about its text and place, so a squeezed width names its
            text's one-line width. A field is
            squeezed too when its text area holds fewer than six typed characters (its font's
            mean lower-case letter) and held six or more at L.

            outside superview, entirely outside: past the parent's bounds (by what a control draws,
            its frame less its alignment insets, as outside safe area; a scroll view's children
            against its content; not table rows; not a root child that is unreachable, which names
            the same edges, nor a deeper view's edge past the screen by as much; not a childless
            plain view spanning the screen's width that runs on past its top, a band; a clear
            container, "clear", by what its subviews show inside its frame; not decoration, a
            picture or plain view whose text and controls lie inside, in a superview that "clips";
            not a label's top or bottom while its ink lies inside, nor a borderless button,
            "clear", while its title does); entirely
            outside the screen: not in tables, scroll views or freeform screens.
            unreachable: text or a control off the screen that no scroll view can bring in (its
            content inset included; not a table's rows, nor a freeform screen's views: a cell's,
            a widget's, a xib view's of its own size, whose place on a screen is not known).
            outside safe area: text and controls at any depth (a label by the text it draws, a
            borderless button by its title), and
            root children on each edge that stops short of the screen's edge; not scrolled
            content, rows or freeform screens, nor a clear container, whose text and controls are
            judged; an unreachable view's edges past the screen are left to that finding. What a
            view wholly off its superview and the screen holds gets no line about its place (a
            parked pop-up).

            overlaps: visible siblings intersecting by more than a pixel each way (a label by the
            text it draws, placed by its alignment, down to what its characters reach), unless a
            plain view holds the other's part on the screen and it hides none of that view's
            text or controls, or an image holds a later one's (a
            backdrop), or the other is
            laid mostly on an image no smaller than itself (drawn over it: a caption on a photo, a
            badge on an avatar), or a scroll view holds the other (an empty state laid on the list
            or a message beneath it, a spinner), or a text view holds an earlier view beneath it
            that takes no taps, or a blank button
            (no title, no image: a tap area) holds it and it holds no button, field, switch or text
            view, or a plain view lies beneath a later sibling with views or text (or a picture
            already there at L), across its whole width and under its top or bottom edge, its
            own views uncovered (a background, a header band under a card), or a
            childless plain view at most 1 pt thick (a picture, 4 pt) lies within its thickness
            of the other's edge or crosses another such line (a separator), or a button or icon
            over a field's end, at most half of it, stops its text (an accessory), or the two
            share one frame within a point
            (alternates, one shown at a time by code); a stack drawn over a sibling with no control
            is judged by its arranged views, and a clear container ("clear") over or beneath one
            by its subviews; an empty stack or clear view covers nothing but a control's taps.
            An image button is the picture a later view it holds is laid on (an icon), and two
            pictures crossing are no overlap. A plain view with "control" (a slider, a picker)
            is judged as a control throughout. Also: scrolls
            sideways (content wider than its scroll view), does not scale (a fixed font among
            scaling text, or asked to scale (adjustsFont), at every category but L; an
            untitled button is no scaling text, and an image button's font no finding), does not
            update while running (a text style without adjustsFontForContentSizeCategory),
            unsatisfiable constraints and ambiguous layout (not along a fill or equal-spacing
            stack's axis, in its arranged views and theirs, and in an outer one's where the view
            it arranges is free: UIKit settles them by their order; not an empty scroll view's
            content).
            """,
            arguments: [screen],
            options: [
                .flag("--group", "Print a finding the same at several categories once, categories first (XS…AX5 photo …); JSON adds categories."),
                .flag("--require-scaling", "Hold every screen to Dynamic Type: one whose text is all fixed gets a line (no text scales) at every category but L (without it, a note on stderr)."),
            ] + screenOptions(formats: ["text", "json"], defaultCategory: "all"),
            run: AuditCommand.run),
        CommandSpec(
            name: "render", overview: "Draw an SVG contact sheet, one panel per category.",
            discussion: """
            Panels in rows; each view is a box with its text at its size (placeholders grey) and
            its id on hover; truncated text and audit findings are outlined in red, numbered and
            listed under each panel. A scroll view's content past its bounds is drawn faded.
            """,
            arguments: [screen],
            options: [
                .valued("--columns", "n", "Panels per row, 1 to 100.", default: "4"),
                .flag("--no-ids", "Leave out the hover titles naming each view."),
            ] + screenOptions(formats: ["svg"], defaultCategory: "all"),
            run: RenderCommand.run),
        CommandSpec(
            name: "constraints", overview: "Print the linear system solved for one category.",
            discussion: "Σ coefficient × variable + constant RELATION 0, after VFL, stacks, hugging and compression.",
            arguments: [screen],
            options: screenOptions(formats: ["text", "json"], categoryHelp: "One category."),
            run: ConstraintsCommand.run),
        CommandSpec(
            name: "import", overview: "Write the screens of a .xib or .storyboard as screen files.",
            discussion: """
            Writes DIR/NAME.json for each screen (atomically; nothing is written when the file
            cannot be read). Without -o, prints the one screen (or the one --scene picks); a file
            with several screens then fails and lists their names.
            """,
            arguments: [ArgumentSpec(name: "file", help: "The .xib or .storyboard file.", completion: .files)],
            options: [
                .valued("-o", "dir", "The folder for the screen files.", completion: .directories),
                .valued("--scene", "name", "One screen of the file.", default: "every screen"),
            ],
            run: ImportCommand.run),
        CommandSpec(
            name: "measure", overview: "Measure a text as UIKit would.",
            discussion: "Prints the width, line height, lines and the pixel-rounded intrinsic size.",
            arguments: [ArgumentSpec(name: "text", help: "The text to measure.")],
            options: [
                .valued("--style", "style", "A text style (typescale styles).", completion: .words(TextStyle.allCases.map(\.rawValue))),
                .valued("--size", "pt", "A fixed point size, 1 to 1000."),
                .valued("--weight", "weight", "regular, medium, semibold or bold.", completion: .words(FontWeight.allCases.map(\.rawValue))),
                .valued("--category", "category", "The content size category.", default: "L", completion: .words(categoryWords)),
                .valued("--width", "points", "Wrap at this width."),
                .valued("--scale", "scale", "The pixel grid: 1, 2 or 3.", default: "3", completion: .words(["1", "2", "3"])),
                .valued("--font", "file", "Measure with this font file's family.", completion: .files),
                format(["text", "json"]),
            ],
            run: MeasureCommand.run),
        CommandSpec(name: "categories", overview: "List the content size categories and every accepted spelling.",
                    run: { try TableCommand.run($0, table: .categories) }),
        CommandSpec(name: "devices", overview: "List the built-in devices: size, scale, safe areas, size classes and root margins.",
                    run: { try TableCommand.run($0, table: .devices) }),
        CommandSpec(name: "styles", overview: "List the text styles with their point sizes at every category.",
                    run: { try TableCommand.run($0, table: .styles) }),
        SchemaCommand.spec,
        CommandSpec(
            name: "completions", overview: "Print a shell completion script.",
            discussion: """
            bash: typescale completions bash > /etc/bash_completion.d/typescale
            zsh:  typescale completions zsh > "${fpath[1]}/_typescale"
            fish: typescale completions fish > ~/.config/fish/completions/typescale.fish
            """,
            arguments: [ArgumentSpec(name: "shell", help: "bash, zsh or fish.", completion: .words(ShellCompletions.shells))],
            run: CompletionsCommand.run),
        CommandSpec(
            name: "man", overview: "Print the man page (roff).",
            discussion: "typescale man > typescale.1 && man -l typescale.1",
            run: { args in
                _ = try Arguments(args, command: "man")
                Console.out(ManPage.text())
                return ExitStatus.success
            }),
    ]

    /// The command named `name`, if any.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    static let categoryWords = ContentSizeCategory.allCases.map(\.shortName) + ["all"]

    static let screen = ArgumentSpec(
        name: "screen", help: "The screen file: .json, .xib or .storyboard; - reads standard input.", completion: .files)

    static func format(_ formats: [String]) -> OptionSpec {
        .valued("--format", "format", formats.count == 1 ? "\(formats[0]) only." : "\(formats.dropLast().joined(separator: ", ")) or \(formats.last!).",
                default: formats[0], completion: .words(formats))
    }

    /// The options shared by the screen commands (SPEC §2). `formats` nil: no --format.
    static func screenOptions(formats: [String]?, output: Bool = true, defaultCategory: String = "L",
                              categoryHelp: String = "One category, a comma list, or 'all'.") -> [OptionSpec] {
        var options: [OptionSpec] = [
            .valued("--category", "category", categoryHelp, default: defaultCategory, completion: .words(categoryWords)),
            .valued("--device", "device", "A built-in device (typescale devices).", default: "the screen's, else iphone-15",
                    completion: .words(Device.allNames)),
            .valued("--size", "WxH[@S]", "A custom container in points, optional scale 1, 2 or 3 (2 when not given)."),
            .valued("--orientation", "orientation", "portrait or landscape.", default: "the screen's, else portrait", completion: .words(["portrait", "landscape"])),
            .valued("--direction", "direction", "ltr or rtl.", default: "ltr", completion: .words(["ltr", "rtl"])),
            .flag("--bold-text", "The Bold Text accessibility setting."),
            .flag("--as-if-dynamic", "Preview Dynamic Type on a screen that has not adopted it: fixed sizes scale as UIFontMetrics scales them."),
            .flag("--canvas", "Lay out as Interface Builder's canvas: placeholders (prototypes' own row heights) kept, its status bar, unsized views spanning stacks."),
            .valued("--font", "file", "Add a TrueType/OpenType font file (repeatable).", completion: .files),
        ]
        if let formats { options.append(format(formats)) }
        if output { options.append(.valued("-o", "file", "Write to the file (atomically) instead of stdout.", completion: .files)) }
        options.append(.flag("--strict", "Warnings (broken constraints, ambiguity) give exit status 1."))
        options.append(.valued("--scene", "name", "One screen of a .xib or .storyboard; every file given must have it.",
                               default: "every screen"))
        return options
    }
}
