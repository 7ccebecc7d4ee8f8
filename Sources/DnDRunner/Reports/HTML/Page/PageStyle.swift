/// The report's style sheet, inlined so the page works offline from `file://` with no assets.
///
/// System fonts only (no web fonts to fetch); one colour per status (`st-*`) and per log
/// channel (`ch-*`), shared by the badges, the diff and the timeline.
enum PageStyle {
  static let css = """
    :root{--fg:#1f2328;--muted:#59636e;--faint:#8c959f;--line:#d1d9e0;--soft:#eef1f4;--bg:#f6f8fa;
    --mono:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace;
    --sans:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans","DejaVu Sans",Helvetica,Arial,sans-serif}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    html.no-js .js-only{display:none!important}
    body{margin:0;font:14px/1.5 var(--sans);color:var(--fg);background:var(--bg)}
    a{color:#0969da}
    code,pre{font-family:var(--mono)}
    .top{background:#24292f;color:#fff;padding:18px 28px 16px}
    .top h1{margin:0;font-size:20px;font-weight:600;letter-spacing:-.01em}
    .verdict{margin:4px 0 0;color:#d1d9e0;font-size:13px}
    .verdict.bad strong{color:#ff9492}.verdict.good strong{color:#6fdd8b}
    .summary{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid var(--line);
    box-shadow:0 1px 3px rgba(31,35,40,.06)}
    .summary-inner{display:flex;flex-wrap:wrap;align-items:center;gap:10px 28px;padding:10px 28px}
    .counts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
    .chip{display:inline-flex;align-items:center;gap:7px;border:1px solid var(--line);border-radius:999px;
    padding:3px 12px 3px 9px;background:#fff;font-size:13px;cursor:pointer;user-select:none}
    .chip b{font-variant-numeric:tabular-nums}
    .chip input{margin:0;accent-color:#24292f}
    .filters{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
    .filters input{font:inherit;font-size:13px;padding:5px 10px;border:1px solid var(--line);border-radius:6px;
    width:260px;background:#fff}
    .filters button{font:inherit;font-size:13px;padding:4px 12px;border:1px solid var(--line);border-radius:6px;
    background:var(--bg);color:var(--fg);cursor:pointer}
    .filters button:hover{background:var(--soft)}
    .shown{color:var(--muted);font-size:13px}
    main{padding:18px 28px 28px}
    .empty-note{color:var(--muted);text-align:center;padding:24px}
    .badge{display:inline-block;min-width:0;padding:3px 7px;border-radius:4px;background:var(--st);color:#fff;
    font:600 11px/1.2 var(--sans);letter-spacing:.04em;text-transform:uppercase;white-space:nowrap}
    .st-pass{--st:#1a7f37}.st-accepted{--st:#0a7d8c}.st-new{--st:#0969da}.st-mismatch{--st:#cf222e}
    .st-stale{--st:#9a6700}.st-missing{--st:#bc4c00}.st-conflicted{--st:#a0368f}.st-orphan{--st:#6e7781}
    .st-nondeterministic{--st:#8250df}.st-error{--st:#82071e}
    .case{background:#fff;border:1px solid var(--line);border-left:4px solid var(--st);border-radius:8px;
    margin:0 0 14px;padding:12px 18px 14px}
    .case-head{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
    .case-head h2{margin:0;font:600 14.5px/1.4 var(--mono)}
    .case-head h2 a{color:inherit;text-decoration:none}
    .case-head h2 a:hover{text-decoration:underline}
    .variant{font:12px/1.6 var(--mono);color:var(--muted);background:var(--soft);border-radius:4px;padding:0 7px}
    .span{margin-left:auto;color:var(--muted);font-size:12px;font-variant-numeric:tabular-nums}
    .msg{margin:10px 0 0;padding:8px 12px;background:var(--bg);border:1px solid var(--soft);border-radius:6px;
    font-size:12.5px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere}
    .paths{display:grid;grid-template-columns:max-content 1fr;gap:1px 12px;margin:8px 0 0;font-size:12px;color:var(--muted)}
    .paths dt{font-weight:600}.paths dd{margin:0;font-family:var(--mono);overflow-wrap:anywhere}
    .block{margin-top:12px;border-top:1px solid var(--soft);padding-top:8px}
    .block>summary{cursor:pointer;font-weight:600;font-size:13px;padding:2px 0}
    .block .sub{color:var(--muted);font-weight:400;margin-left:6px}
    .divergence{margin:10px 0;padding:10px 14px;background:#fff8c5;border:1px solid #e9c46a;border-radius:6px;font-size:13px}
    .div-title{margin:0 0 4px;font-weight:600}
    .div-title a{color:#7d4e00}
    .div-before{list-style:none;margin:0 0 6px;padding:0;font:12px/1.5 var(--mono);color:var(--muted)}
    .div-before .ln{flex:none;min-width:44px;color:var(--faint)}
    .div-before li{display:flex;gap:0}.div-before code{white-space:pre-wrap;overflow-wrap:anywhere}
    .div-lines{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:0;font-size:12px}
    .div-lines dt{font-weight:600;color:var(--muted)}
    .div-lines dd{margin:0;padding:1px 6px;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere}
    .div-lines code{font-size:12px}
    .del{background:#ffebe9}.add{background:#dafbe1}
    .del mark{background:#ff818280;color:inherit;border-radius:2px}
    .add mark{background:#4ac26b73;color:inherit;border-radius:2px}
    .sbs-wrap{border:1px solid var(--line);border-radius:6px;overflow:hidden}
    .sbs{width:100%;border-collapse:collapse;table-layout:fixed;font:12px/1.5 var(--mono)}
    .sbs col.num{width:48px}
    .sbs th{text-align:left;padding:6px 10px;background:var(--bg);border-bottom:1px solid var(--line);
    font:600 12px var(--sans);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .sbs th+th{border-left:1px solid var(--line)}
    .sbs td{padding:1px 10px;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
    .sbs td.num{padding:1px 8px 1px 0;text-align:right;color:var(--faint);user-select:none;background:#fafbfc}
    .sbs td:nth-child(3){border-left:1px solid var(--line)}
    .sbs td.del+td.num,.sbs td.add+td.num{border-left:1px solid var(--line)}
    .sbs tr.chg td.num{color:var(--muted)}
    .sbs td.ctx{color:#3d444d}
    .sbs td.empty{background:repeating-linear-gradient(135deg,#f6f8fa 0 6px,#eef1f4 6px 7px)}
    .sbs tr.hunk td{background:#ddf4ff;color:#0550ae;padding:4px 10px;border-top:1px solid #b6e3ff;border-bottom:1px solid #b6e3ff}
    .sbs tr.hunk .section{color:var(--fg);font-weight:600}
    .sbs tr.first td:first-child{box-shadow:inset 4px 0 0 #d4a72c}
    .nolf{margin-left:8px;color:var(--muted);font:italic 11px var(--sans)}
    .note{color:var(--muted);font-size:13px}
    .tl{display:flex;margin-top:8px;border:1px solid var(--line);border-radius:6px;overflow:hidden;background:#fff}
    .tl-names{flex:none;background:#fbfcfd;border-right:1px solid var(--line)}
    .tl-plot{flex:1 1 auto;overflow-x:auto}
    .tl svg{display:block}
    .tl text{font:10px var(--mono);fill:var(--fg)}
    .tl .tl-axis-title{fill:var(--muted);font-family:var(--sans)}
    .tl .tl-group-title{font:600 10px var(--sans);letter-spacing:.07em;fill:var(--muted)}
    .tl .tl-lane-title{font:600 11px var(--mono)}
    .tl .tl-lane-sub{font:10px var(--sans);fill:var(--muted)}
    .tl-group{fill:#f3f5f7}
    .tl-swatch{fill:currentColor}
    .ch-touch{color:#57606a}.ch-gesture{color:#8250df}.ch-drag{color:#0969da}.ch-drop{color:#1a7f37}
    .ch-app{color:#0a7d8c}.ch-anim{color:#bc4c00}.ch-data{color:#3e63dd}.ch-list{color:#953800}
    .ch-system{color:#6e7781}.ch-progress{color:#bf3989}
    .tl-axis{stroke:#afb8c1}.tl-grid{stroke:#eef1f4}
    .tl .tl-time,.tl .tl-gap-label{fill:var(--muted)}
    .tl .tl-gap-label{text-anchor:middle;font-style:italic}
    .tl-burst{fill:#f3f8ff}
    .tl-burst-axis{stroke:#54aeff;stroke-width:3}
    .tl-gap rect{fill:#f6f8fa;stroke:#d8dee4;stroke-dasharray:3 3}
    .tl-break{stroke:#6e7781;fill:none;stroke-width:1.2}
    .tl-sep{stroke:#eef1f4}
    .tl-rail{stroke:currentColor;stroke-opacity:.22}
    .mk .mk-head{fill:currentColor}
    .mk-stem{stroke:currentColor;stroke-opacity:.4}
    .mk:hover .mk-head{fill:#1f2328}
    .mk.move line{stroke:#57606a;stroke-opacity:.75}
    .mk.end .mk-head{fill:#1f2328}
    .mk.progress .mk-head{fill:#bf3989}
    .bar-body{stroke-width:1}
    .bar:hover .bar-body{stroke-width:2}
    .bar.finger .bar-body{fill:#d8dee4;stroke:#8c959f}
    .bar.finger.cancelled .bar-body{fill:#ffd8d3;stroke:#cf222e}
    .bar.phase .bar-body{fill:#efe6ff;stroke:#c4a6ff}
    .bar.phase.dragging .bar-body{fill:#e0d0ff;stroke:#a47bf5}
    .bar.phase.dropping .bar-body{fill:#d5f5dd;stroke:#6fc58a}
    .bar.phase.cancelling .bar-body,.bar.phase.lift-cancelled .bar-body{fill:#ffe1dd;stroke:#f08c84}
    .bar.anim .bar-body{fill:#ffe8d2;stroke:#e3843a}
    .bar.anim.drop .bar-body{fill:#ffd9b5}
    .bar.anim.cancel .bar-body{fill:#ffd6d6;stroke:#e0605c}
    .bar.anim.reversed .bar-body{stroke-dasharray:4 2}
    .bar-planned{fill:none;stroke:#bc4c00;stroke-opacity:.55;stroke-dasharray:2 2}
    .bar.load .bar-body{fill:#dbe6ff;stroke:#6d8fe8}
    .bar.load.completed .bar-body{fill:#d5f5dd;stroke:#4fae6b}
    .bar.load.failed .bar-body{fill:#ffe1dd;stroke:#e0605c}
    .bar.load.cancelled .bar-body{fill:#eaeef2;stroke:#8c959f}
    .bar.progress-ui .bar-body{fill:#ffe4f1;stroke:#e57bb4}
    .bar.open .bar-body{stroke-dasharray:6 3;fill-opacity:.6}
    .tl .bar-label{fill:#1f2328}
    .tl .bar-label.outside{fill:var(--muted)}
    .tl-fold rect{fill:#8c959f;fill-opacity:.16;stroke:#8c959f;stroke-dasharray:2 2}
    .tl-legend{margin:6px 0 0;font-size:12px;color:var(--muted)}
    .key{display:inline-block;width:16px;height:10px;margin:0 5px 0 12px;vertical-align:-1px;border-radius:2px}
    .key:first-child{margin-left:0}
    .key.burst{background:#e4efff}.key.gap{background:#f6f8fa;border:1px dashed #afb8c1}
    .key.planned{border:1px dashed #bc4c00}.key.open{background:#dbe6ff;border:1px dashed #6d8fe8}
    footer{padding:0 28px 28px;color:var(--muted);font-size:12px}
    @media print{.summary{position:static}.tl-plot{overflow:visible}}
    """
}
