extension HTMLPage {
  /// The page's CSS: colours as variables, light by default and dark under
  /// `prefers-color-scheme: dark`; pictures keep their true scale (one CSS pixel per point) and
  /// shrink only to fit a narrow window. The player's buttons, slider, speed menu and loop box
  /// are drawn by the page (`appearance: none`, sizes and colours of its own), not in the
  /// browser's widget theme: they look and measure the same in every browser.
  static let style = """
    :root {
      --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --panel: #f4f4f6; --rule: #d8d8de;
      --content: #ffffff; --section: #9aa3b5;
      --cell-fill: #f3f6fc; --cell-stroke: #56637d;
      --header-fill: #e4f5f8; --header-stroke: #17808f;
      --card-fill: #ffffff; --card-stroke: #2f3b52;
      --separator: #a9adb8; --label: #1d1d1f; --label-frame: rgba(60, 60, 67, 0.18);
      --image-fill: #dfe3ea; --box-fill: #c9ced8; --beyond: #ffffff; --viewport: #0a7cff;
      --deleting: #d1291d; --inserting: #158a3f; --moving: #c77c00; --shifting: #1c8a9c; --updating: #8a3fb0; --steady: #6b778c;
      --active: #fff2c2; --caption: #505056; --badge: #dbe6fb; --glyph: #8a8a90; --knob: #ffffff;
      --control: #f4f4f6; --control-hover: #e6e6ec; --control-edge: #b9b9c3; --track: #d3d3db;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #141518; --fg: #ececf0; --muted: #9a9aa3; --panel: #1e2025; --rule: #34363d;
        --content: #1b1d22; --section: #596275;
        --cell-fill: #232833; --cell-stroke: #8c9ab5;
        --header-fill: #17343a; --header-stroke: #4fc3d3;
        --card-fill: #262b36; --card-stroke: #b4c0d6;
        --separator: #5d6270; --label: #ececf0; --label-frame: rgba(235, 235, 245, 0.16);
        --image-fill: #3a404d; --box-fill: #4a5162; --beyond: #141518; --viewport: #4ea1ff;
        --deleting: #ff6b5e; --inserting: #4fd27e; --moving: #ffb52e; --shifting: #5fcfdf; --updating: #c58af0; --steady: #8d98ad;
        --active: #4a3f12; --caption: #c2c2ca; --badge: #2c3a57; --glyph: #a0a0a8; --knob: #d8d8de;
        --control: #24262c; --control-hover: #2f323a; --control-edge: #4b4e58; --track: #3a3d46;
      }
    }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; }
    header.ll-header-block, main { max-width: 1200px; margin: 0 auto; padding: 0 20px; }
    header.ll-header-block h1 { font-size: 22px; margin: 20px 0 4px; }
    h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--rule); padding-bottom: 4px; }
    pre { font: 12px/1.35 "DejaVu Sans Mono", Menlo, monospace; margin: 0 0 8px; white-space: pre; overflow-x: auto; }
    pre.ll-code { background: var(--panel); padding: 8px 10px; border-radius: 6px; }
    pre.ll-output { padding: 4px 0; }
    pre.ll-code, pre.ll-output { white-space: pre-wrap; overflow-wrap: anywhere; }
    .ll-failure { margin: 8px 0; padding: 6px 10px; border-left: 4px solid var(--deleting); border-radius: 4px;
      background: color-mix(in srgb, var(--deleting) 12%, var(--bg)); }
    .ll-failure-heading { font-weight: 700; color: var(--deleting); font-size: 14px; }
    .ll-failure pre { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .ll-note { margin: 8px 0; padding: 6px 10px; border-left: 4px solid var(--viewport); border-radius: 4px;
      background: var(--panel); }
    .ll-note-heading { font-weight: 700; font-size: 14px; }
    .ll-note pre { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .ll-show { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin: 12px 0 20px; }
    .ll-figure { flex: 0 0 auto; max-width: 100%; }
    .ll-side { flex: 1 1 360px; min-width: 0; }
    .ll-caption { font-size: 12px; color: var(--caption); margin: 0 0 2px 8px; }
    .ll-anchor { color: var(--caption); text-decoration: none; font-weight: 600; margin-right: 6px; }
    details.ll-wireframe { flex: 1 1 100%; min-width: 0; }
    details.ll-wireframe summary { cursor: pointer; color: var(--muted); font-size: 13px; }
    .ll-summary { font-weight: 600; margin-bottom: 6px; }
    .ll-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-bottom: 4px; }
    .ll-controls button, .ll-controls select { appearance: none; -webkit-appearance: none; box-sizing: border-box;
      height: 28px; margin: 0; border: 1px solid var(--control-edge); border-radius: 6px;
      background-color: var(--control); color: var(--fg); cursor: pointer;
      font: 13px/1 -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; }
    .ll-controls button { width: 36px; padding: 0; font-size: 14px; }
    .ll-controls select { width: 68px; padding: 0 20px 0 8px; text-align: left;
      background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
        linear-gradient(135deg, currentColor 50%, transparent 50%);
      background-position: right 13px center, right 8px center; background-size: 5px 5px; background-repeat: no-repeat; }
    .ll-controls option { background: var(--bg); color: var(--fg); }
    .ll-controls button:hover, .ll-controls select:hover { background-color: var(--control-hover); }
    .ll-controls :focus-visible { outline: 2px solid var(--viewport); outline-offset: 1px; }
    .ll-scrub { appearance: none; -webkit-appearance: none; flex: 1 1 90px; min-width: 80px; height: 20px; margin: 0;
      background: transparent; cursor: pointer; }
    .ll-scrub::-webkit-slider-runnable-track { height: 4px; border-radius: 2px; background: var(--track); }
    .ll-scrub::-moz-range-track { height: 4px; border-radius: 2px; background: var(--track); }
    .ll-scrub::-webkit-slider-thumb { -webkit-appearance: none; appearance: none; box-sizing: border-box; width: 14px;
      height: 14px; margin-top: -5px; border: 2px solid var(--bg); border-radius: 50%; background: var(--viewport); }
    .ll-scrub::-moz-range-thumb { box-sizing: border-box; width: 14px; height: 14px; border: 2px solid var(--bg);
      border-radius: 50%; background: var(--viewport); }
    .ll-time { font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .ll-controls label { display: inline-flex; align-items: center; gap: 5px; font-size: 13px; white-space: nowrap; }
    .ll-loop { appearance: none; -webkit-appearance: none; box-sizing: border-box; display: inline-grid;
      place-content: center; width: 16px; height: 16px; margin: 0; border: 1px solid var(--control-edge);
      border-radius: 4px; background: var(--control); cursor: pointer; }
    .ll-loop::before { content: ""; width: 8px; height: 4px; border: solid var(--bg); border-width: 0 0 2px 2px;
      transform: translateY(-1px) rotate(-45deg); visibility: hidden; }
    .ll-loop:checked { border-color: var(--viewport); background: var(--viewport); }
    .ll-loop:checked::before { visibility: visible; }
    .ll-stop { color: var(--muted); font-size: 13px; min-height: 1.4em; }
    ol.ll-stages { list-style: none; padding: 0; margin: 6px 0; font: 12px/1.4 "DejaVu Sans Mono", Menlo, monospace; }
    ol.ll-stages li { padding: 0 4px; border-left: 3px solid transparent; white-space: pre-wrap; }
    ol.ll-stages li.ll-stage-heading { font-weight: 700; margin-top: 4px; }
    ol.ll-stages li.ll-stage-note { color: var(--muted); font: italic 12px/1.35 -apple-system, "DejaVu Sans", sans-serif; }
    ol.ll-stages li[data-state="deleting"] { border-left-color: var(--deleting); }
    ol.ll-stages li[data-state="inserting"] { border-left-color: var(--inserting); }
    ol.ll-stages li[data-state="moving"] { border-left-color: var(--moving); }
    ol.ll-stages li[data-state="shifting"] { border-left-color: var(--shifting); }
    ol.ll-stages li[data-state="updating"] { border-left-color: var(--updating); }
    ol.ll-stages li.ll-active { background: var(--active); }
    ol.ll-stages li.ll-done { color: var(--muted); }
    .ll-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: var(--caption); margin: 4px 0 8px; }
    .ll-key i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border: 2px solid; vertical-align: -1px; }
    .ll-key-deleting i { border-color: var(--deleting); } .ll-key-inserting i { border-color: var(--inserting); }
    .ll-key-moving i { border-color: var(--moving); } .ll-key-updating i { border-color: var(--updating); }
    .ll-key-shifting i { border-color: var(--shifting); }
    .ll-key-steady i { border-color: var(--steady); }
    svg.ll-picture { display: block; max-width: 100%; height: auto; overflow: hidden;
      font-family: Inter, -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; }
    .ll-picture .ll-content { fill: var(--content); stroke: var(--rule); stroke-width: 0.5; }
    .ll-picture .ll-section rect { fill: none; stroke: var(--section); stroke-width: 0.5; stroke-dasharray: 4 3; }
    .ll-picture .ll-section-id { font-size: 9px; text-anchor: end; fill: var(--section); }
    .ll-picture .ll-shape { fill: var(--cell-fill); stroke: var(--cell-stroke); stroke-width: 0.75; }
    .ll-picture .ll-header > .ll-shape, .ll-picture .ll-footer > .ll-shape { fill: var(--header-fill); stroke: var(--header-stroke); }
    .ll-picture .ll-card > .ll-shape { fill: var(--card-fill); stroke: var(--card-stroke); stroke-width: 1; }
    .ll-picture .ll-supplementary > .ll-shape { fill: var(--header-fill); stroke: var(--header-stroke); }
    .ll-picture .ll-decoration > .ll-shape { fill: none; stroke: var(--section); stroke-dasharray: 3 2; }
    .ll-picture .ll-holder > .ll-shape { fill: none; stroke: var(--section); stroke-width: 0.4; stroke-dasharray: 2 2; }
    .ll-picture .ll-estimated > .ll-shape { stroke-dasharray: 6 3; }
    .ll-picture .ll-pinned > .ll-shape { stroke-width: 2; }
    .ll-picture .ll-id { font-size: 9px; fill: var(--muted); }
    .ll-picture .ll-separator { fill: var(--separator); }
    .ll-picture .ll-label text { fill: var(--label); }
    .ll-picture .ll-label text.ll-secondary { fill: var(--muted); }
    .ll-picture .ll-label-frame { fill: none; stroke: var(--label-frame); stroke-width: 0.5; }
    .ll-picture .ll-image path { fill: var(--image-fill); stroke: var(--muted); stroke-width: 0.5; }
    .ll-picture .ll-image path.ll-cross { fill: none; }
    .ll-picture .ll-box path, .ll-picture .ll-box circle { fill: var(--box-fill); stroke: var(--muted); stroke-width: 0.5; }
    .ll-picture .ll-box .ll-glyph { fill: none; stroke: var(--glyph); stroke-width: 1.75; stroke-linecap: round;
      stroke-linejoin: round; }
    .ll-picture .ll-box .ll-toggle { fill: var(--inserting); stroke: none; }
    .ll-picture .ll-box .ll-knob { fill: var(--knob); stroke: none; }
    .ll-picture .ll-stack { fill: var(--box-fill); stroke: none; }
    .ll-picture .ll-stack.ll-badge { fill: var(--badge); }
    .ll-picture .ll-content-end path { stroke: var(--muted); stroke-width: 0.75; stroke-dasharray: 5 4; }
    .ll-picture .ll-content-end text { font-size: 9px; text-anchor: end; fill: var(--muted); }
    .ll-picture .ll-beyond { fill: var(--beyond); opacity: 0.6; }
    .ll-picture .ll-viewport { fill: none; stroke: var(--viewport); stroke-width: 1.5; }
    .ll-picture .ll-scale path { fill: none; stroke: var(--fg); stroke-width: 1; }
    .ll-picture .ll-scale text { font-size: 9px; fill: var(--fg); dominant-baseline: middle; }
    .ll-picture .ll-deleting > .ll-shape { stroke: var(--deleting); stroke-width: 1.5;
      fill: color-mix(in srgb, var(--deleting) 14%, var(--content)); }
    .ll-picture .ll-inserting > .ll-shape { stroke: var(--inserting); stroke-width: 1.5;
      fill: color-mix(in srgb, var(--inserting) 14%, var(--content)); }
    .ll-picture .ll-moving > .ll-shape { stroke: var(--moving); stroke-width: 1.5;
      fill: color-mix(in srgb, var(--moving) 14%, var(--content)); }
    .ll-picture .ll-shifting > .ll-shape { stroke: var(--shifting); stroke-width: 1.5;
      fill: color-mix(in srgb, var(--shifting) 14%, var(--content)); }
    .ll-picture .ll-updating > .ll-shape { stroke: var(--updating); stroke-width: 1.5;
      fill: color-mix(in srgb, var(--updating) 14%, var(--content)); }
    .ll-picture .ll-steady > .ll-shape { stroke: var(--steady); }
    .ll-picture g.ll-decoration > .ll-shape { fill: none; stroke-dasharray: 3 2; }
    .ll-picture .ll-over { pointer-events: none; }
    .ll-picture .ll-over > .ll-outline { fill: none; stroke: var(--steady); stroke-width: 1.5; stroke-dasharray: 4 3; }
    .ll-picture .ll-over.ll-deleting > .ll-outline { stroke: var(--deleting); }
    .ll-picture .ll-over.ll-inserting > .ll-outline { stroke: var(--inserting); }
    .ll-picture .ll-over.ll-moving > .ll-outline { stroke: var(--moving); }
    .ll-picture .ll-over.ll-shifting > .ll-outline { stroke: var(--shifting); }
    .ll-picture .ll-over.ll-updating > .ll-outline { stroke: var(--updating); }

    """
}
