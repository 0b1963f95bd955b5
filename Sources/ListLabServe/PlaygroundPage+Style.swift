extension PlaygroundPage {
  /// `/app.css`: two panes side by side (stacked on a narrow screen), in the reader's light or
  /// dark mode.
  static let style = """
    :root { color-scheme: light dark; --edge: #8884; --bad: #c62828; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: flex; flex-direction: column; height: 100vh; }
    .ll-bar { display: flex; gap: 0.75em; align-items: center; padding: 0.4em 0.8em; border-bottom: 1px solid var(--edge); flex-wrap: wrap; }
    .ll-bar h1 { font-size: 1.1em; margin: 0; }
    .ll-note { margin: 0; padding: 0.3em 0.8em; border-bottom: 1px solid var(--edge); }
    #ll-status { opacity: 0.8; }
    .ll-panes { flex: 1; display: flex; min-height: 0; }
    .ll-editor, .ll-results { flex: 1; min-width: 0; display: flex; flex-direction: column; }
    .ll-editor { border-right: 1px solid var(--edge); }
    .ll-editor textarea { flex: 1; width: 100%; border: 0; padding: 0.5em; font: 13px/1.4 ui-monospace, monospace; resize: none; }
    .ll-editor .CodeMirror { flex: 1; height: auto; font: 13px/1.4 ui-monospace, monospace; }
    .ll-problems { margin: 0; padding: 0; list-style: none; }
    .ll-problems li { color: var(--bad); white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; padding: 0.3em 0.6em; border-bottom: 1px solid var(--edge); }
    .ll-problems a { color: inherit; font-weight: bold; }
    .ll-text { margin: 0; padding: 0.5em; max-height: 35vh; overflow: auto; font: 12px/1.4 ui-monospace, monospace; border-bottom: 1px solid var(--edge); }
    .ll-output { flex: 1; width: 100%; border: 0; min-height: 200px; }
    @media (max-width: 800px) { .ll-panes { flex-direction: column; } .ll-editor { border-right: 0; min-height: 40vh; } }

    """
}
