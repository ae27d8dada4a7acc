/// Usage text for `--help` and `help COMMAND`.
enum Help {
    static let usage = """
    usage: typescale <command> [arguments] [options]

    commands:
      layout SCREEN.json [options]       frames of every view (the main job)
      check SCREEN.json... --snapshots DIR [--record] [options]
                                         compare layouts with recorded snapshots
      audit SCREEN.json [options]        problems a user would see (default: every category)
      render SCREEN.json -o FILE.svg     an SVG contact sheet, one panel per category
      constraints SCREEN.json [options]  the solved linear system, expanded
      measure TEXT (--style S | --size PT) [--weight W] [--category C] [--width W] [--scale S] [--font FILE]
      categories | devices | styles      built-in tables
      help COMMAND | --help | --version

    """

    static func screenOptions(defaultCategory: String = "L") -> String { """
    options:
      --category C        one category, a comma list, or 'all' (default \(defaultCategory))
      --device D          a built-in device (typescale devices); default: the screen's, else iphone-15
      --size WxH[@S]      a custom container in points, optional scale 1, 2 or 3
      --orientation O     portrait (default) or landscape
      --direction D       ltr (default) or rtl
      --bold-text         the Bold Text accessibility setting
      --font FILE         add a TrueType/OpenType font file (repeatable)
      --format F          text (default) or json
      -o FILE             write to FILE atomically instead of stdout
      --strict            warnings (broken constraints, ambiguity) give exit status 1

    """
    }

    static let details: [String: String] = [
        "layout": "usage: typescale layout SCREEN.json [options]\n\nPrints the frame of every view, one block per category.\n\n" + screenOptions(),
        "check": """
        usage: typescale check SCREEN.json... --snapshots DIR [--record] [options]

        Compares the layout text of each screen and category with DIR/<name>.<category>.txt and
        prints a unified diff of each difference. Exit status 1 if any differ or are missing.
        Several screens are laid out in parallel; output keeps their order.

          --snapshots DIR     the folder of recorded snapshots
          --record            write the snapshots (atomically) instead of comparing; exit 0

          --category C        one category, a comma list, or 'all' (default L)
          --device D          a built-in device (typescale devices); default: the screen's, else iphone-15
          --size WxH[@S]      a custom container in points, optional scale 1, 2 or 3
          --orientation O     portrait (default) or landscape
          --direction D       ltr (default) or rtl
          --bold-text         the Bold Text accessibility setting
          --font FILE         add a TrueType/OpenType font file (repeatable)
          --strict            warnings (broken constraints, ambiguity) give exit status 1

        """,
        "audit": """
        usage: typescale audit SCREEN.json [options]

        Lists the problems a user would see, one a line: truncated or clipped text, views outside
        their superview or the safe area, overlapping siblings, text that does not scale while
        other text does, broken constraints and ambiguous layouts. Exit status 1 if any.

        """ + screenOptions(defaultCategory: "all"),
        "render": """
        usage: typescale render SCREEN.json -o FILE.svg [options]

        Draws an SVG contact sheet: one panel per category (default all), each view a box with
        its id and its text at its size; truncated text and audit findings outlined in red and
        listed under each panel. --format accepts only svg.

        """ + screenOptions(defaultCategory: "all"),
        "constraints": "usage: typescale constraints SCREEN.json [options]\n\nPrints the linear system solved for one category: Σ coefficient × variable + constant RELATION 0.\n\n" + screenOptions(),
        "measure": """
        usage: typescale measure TEXT (--style STYLE | --size PT) [options]

        Measures a text as UIKit would: width, line height, lines and the pixel-rounded intrinsic size.

        options:
          --style STYLE     a text style (typescale styles)
          --size PT         a fixed point size
          --weight W        regular, medium, semibold or bold
          --category C      the content size category (default L)
          --width W         wrap at this width in points
          --scale S         the pixel grid: 1, 2 or 3 (default 3)
          --font FILE       measure with this font file's family
          --format F        text (default) or json

        """,
        "categories": "usage: typescale categories\n\nLists the content size categories and every accepted spelling.\n",
        "devices": "usage: typescale devices\n\nLists the built-in devices: size, scale, safe areas and size classes.\n",
        "styles": "usage: typescale styles\n\nLists the text styles with their point sizes at every category.\n",
        "schema": "usage: typescale schema\n\nPrints the JSON Schema (draft 2020-12) of screen files, as committed in schema/screen.schema.json.\n",
    ]

    static func run(_ args: [String]) -> Int32 {
        guard let name = args.first else {
            Console.out(usage)
            return ExitStatus.success
        }
        guard let text = details[name] else {
            Console.error("typescale: error: no help for '\(name)'\n\(usage)")
            return ExitStatus.trouble
        }
        Console.out(text)
        return ExitStatus.success
    }
}
