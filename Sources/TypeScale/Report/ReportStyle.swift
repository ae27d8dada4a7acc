/// The report's inline style sheet: system fonts, the two layout colours of the overlay, the
/// diff's colours; nothing loaded from the network.
enum ReportStyle {
    static let css = """
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Inter, sans-serif; color: #1d1d1f; margin: 24px; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 17px; margin: 20px 0 6px; }
    .summary { color: #3c3c43; margin: 0 0 12px; }
    .quiet { color: #6e6e73; }
    .headline { border-left: 4px solid #ff3b30; padding: 2px 0 2px 14px; margin: 12px 0 20px; }
    .headline h2 { margin-top: 8px; }
    ul.appeared li, ul.disappeared li { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
    ul.appeared li::marker { content: "+ "; color: #d70015; }
    ul.disappeared li::marker { content: "− "; color: #248a3d; }
    ul.appeared { color: #d70015; }
    ul.disappeared { color: #248a3d; }
    a { color: #0a63c9; }
    table { border-collapse: collapse; }
    table.matrix th, table.matrix td { border: 1px solid #d1d1d6; padding: 3px 8px; text-align: center; }
    table.matrix tbody th { text-align: left; font-weight: 600; }
    td.matched { background: #eef8f0; color: #248a3d; }
    td.changed { background: #fff4e5; font-weight: 600; }
    td.new { background: #eaf2fd; color: #0a63c9; }
    td.missing { background: #fdecea; color: #d70015; }
    tr.failure td { text-align: left; color: #d70015; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    section.change { border-top: 1px solid #d1d1d6; margin-top: 28px; }
    .files { color: #6e6e73; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; margin: 0 0 8px; }
    .pair { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    figure.overlay { margin: 0; width: min-content; }
    figure.overlay svg { background: #f2f2f7; display: block; }
    figcaption { font-size: 12px; color: #3c3c43; margin-top: 6px; }
    .key { display: inline-block; width: 14px; height: 10px; vertical-align: middle; margin-left: 8px; }
    .key.recorded { border: 1.5px dashed #0a63c9; }
    .key.current { border: 2px solid #e8590c; background: #e8590c26; }
    .key.flagged { border: 3px solid #ff3b30; }
    .key.moved { background: #e8590c; border-radius: 50%; width: 10px; }
    .side { flex: 1 1 420px; min-width: 0; }
    table.views { font-size: 12px; margin-bottom: 10px; }
    table.views th, table.views td { border-bottom: 1px solid #e5e5ea; padding: 2px 10px 2px 0; text-align: left; }
    td.frame, td.id { font-family: ui-monospace, Menlo, Consolas, monospace; }
    pre.diff { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; background: #fafafa; border: 1px solid #e5e5ea;
               padding: 8px; overflow-x: auto; margin: 0; }
    pre.diff span { display: block; white-space: pre; }
    .diff .add { background: #e6ffec; color: #116329; }
    .diff .del { background: #ffebe9; color: #82071e; }
    .diff .hunk { color: #8250df; }
    .diff .file { color: #6e6e73; font-weight: 600; }

    """
}
