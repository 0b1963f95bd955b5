/// The one page `listlab serve` serves: the editor on the left, the run's output on the right.
///
/// Its script and style are files of their own (`/app.js`, `/app.css`), so that the page's
/// Content-Security-Policy allows no inline script. The pictures are the `--html` page of each
/// run, in a sandboxed frame (``ServeHeaders/outputPolicy``).
enum PlaygroundPage {
  /// The script the editor starts with (the README's first list).
  static let starter = """
    -- Edit me: the output on the right follows every change.
    local l = list {
      style = "insetGrouped",
      section "fruits" {
        header = "Fruits",
        cell "apple"  { text = "Apple", secondary = "Red", accessory = "chevron" },
        cell "banana" { height = 60 },
      },
    }
    show(l)
    local t = l:apply({
      section "fruits" { header = "Fruits", cell "banana" { height = 60 }, cell "cherry" { text = "Cherry" } },
    }, { steps = 2 })
    show(t)

    """

  /// The page; `codeMirror` when Debian's CodeMirror is there to load.
  ///
  /// - Complexity: O(size of the page).
  static func html(codeMirror: Bool) -> String {
    var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n<title>ListLab playground</title>\n"
    if codeMirror { html += "<link rel=\"stylesheet\" href=\"/vendor/codemirror.css\">\n" }
    html += "<link rel=\"stylesheet\" href=\"/app.css\">\n</head>\n<body>\n"
    html += """
      <header class="ll-bar">
      <h1>ListLab</h1>
      <label>Open <select id="ll-menu" aria-label="Open a scenario or demo"><option value="">a scenario or demo…</option></select></label>
      <button id="ll-run" type="button">Run</button>
      <button id="ll-share" type="button">Share</button>
      <span id="ll-share-result"></span>
      <span id="ll-status" role="status"></span>
      </header>
      <p id="ll-shared-note" class="ll-note" hidden>A shared script: edit it freely, it is your copy; Share gives it a new link.</p>
      <main class="ll-panes">
      <section class="ll-editor">
      <textarea id="ll-source" spellcheck="false" aria-label="Lua script">\(escape(starter))</textarea>
      </section>
      <section class="ll-results">
      <ul id="ll-problems" class="ll-problems"></ul>
      <pre id="ll-text" class="ll-text" aria-label="What the script printed"></pre>
      <iframe id="ll-output" class="ll-output" sandbox="allow-scripts" title="Pictures of the run"></iframe>
      </section>
      </main>

      """
    if codeMirror {
      html += "<script src=\"/vendor/codemirror.js\"></script>\n<script src=\"/vendor/lua.js\"></script>\n"
    }
    html += "<script src=\"/app.js\"></script>\n</body>\n</html>\n"
    return html
  }

  /// `text` safe inside an element: `&`, `<` and `>` escaped.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
