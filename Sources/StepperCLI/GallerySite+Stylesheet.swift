import StepperKit

extension GallerySite {
  /// The site's stylesheet (``stylesheetFile``). Cards sit in a grid of columns at least 640
  /// pixels wide, so two stand side by side from a window of about 1,340 pixels and stack below
  /// it, each with its heading above its drawings; a card whose drawings need more room spans
  /// the row (``isWide(_:)``). Terminal text is set at 12 pixels, so its 80 columns fit a
  /// column without scrolling.
  static let stylesheet = """
    body{margin:0;font:15px/1.5 Inter,system-ui,sans-serif;\
    color:\(StepperTheme.light[.textStrong950].hex);background:#F5F7FA}
    header,main{max-width:1360px;margin:0 auto;padding:16px 24px;box-sizing:border-box}
    header{padding-bottom:0}
    .site{margin:0;font-weight:600}
    nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:4px 0 0;padding:0}
    nav a[aria-current="page"]{font-weight:700;color:inherit;text-decoration:none}
    h1{font-size:28px;margin:8px 0}
    h2{font-size:22px;margin:32px 0 8px}
    .variant h2{font-size:15px;margin:0 0 8px}
    .contents li{margin:12px 0}
    .count{color:\(StepperTheme.light[.textSub600].hex)}
    .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,640px),1fr));\
    gap:16px;align-items:start}
    .variant{background:#FFFFFF;border:1px solid #E1E4EA;border-radius:12px;padding:16px;\
    box-sizing:border-box;min-width:0}
    .variant.wide{grid-column:1/-1}
    .stage{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;padding:16px;\
    border-radius:8px;border:1px solid #E1E4EA}
    figure{margin:0}
    figcaption{font-size:12px;margin-top:4px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0}
    dt{font-weight:600}
    dd{margin:0;min-width:0;overflow-wrap:anywhere}
    code,pre{font:13px/1.4 ui-monospace,monospace}
    pre{background:#0E121B;color:#F5F7FA;padding:8px;border-radius:6px;overflow:auto;margin:8px 0}
    pre.terminal{font-size:12px;width:max-content;max-width:100%;box-sizing:border-box}
    details pre,pre.listing{white-space:pre-wrap;overflow-wrap:anywhere}
    details{margin:8px 0}
    summary{cursor:pointer;font-weight:600}
    table{border-collapse:collapse;font-size:13px;margin:8px 0}
    details table{width:100%}
    td code{overflow-wrap:anywhere}
    th,td{border-bottom:1px solid #E1E4EA;padding:4px 8px;text-align:left;vertical-align:top}
    tr.fail td:last-child{color:#B42318;font-weight:600}
    tr.exempt td:last-child{color:\(StepperTheme.light[.textSub600].hex)}
    .notes{font-size:13px;margin:8px 0;padding-left:24px}
    .swatch{display:inline-block;width:12px;height:12px;border-radius:3px;\
    border:1px solid #99A0AE;vertical-align:-1px}
    .walk{display:flex;flex-wrap:wrap;gap:32px;align-items:flex-start;padding:24px;\
    border-radius:8px;border:1px solid #E1E4EA;background:#FFFFFF}
    .walk p{margin:0}

    """
}
