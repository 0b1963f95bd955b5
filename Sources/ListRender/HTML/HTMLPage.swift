import ListAnimation

/// A self-contained HTML page of a run or a demo: its printed text, and every `show` as a picture
/// — layouts as SVG, transitions as SVG with an animation player.
///
/// One file with its SVG, CSS and script inline: nothing is fetched, so it works from `file://`,
/// and it follows the reader's light or dark mode (`prefers-color-scheme`). Each show is a block
/// `<div class="ll-show" id="show-N">` with the picture on the left and, beside it, the text the
/// script printed since the previous show, then the show's own text wireframe (folded).
/// Each file of a run or step of a demo is a `<section id="part-N">`.
///
/// The address drives the page (see ``script``): `#t=0.15` sets every player to 0.15 s (paused);
/// `#show-3` goes to a show and `#part-2` to a file or step, and `#show-3&t=0.15` does both;
/// `#step=2` stops every player at its second stop (stage or phase boundary) after t = 0
/// (`#step=-1` steps back); `#speed=0.25`, `#loop=0` (or `1`) and `#play` set the speed, the
/// loop and start playing.
///
/// - Complexity: O(size of the pictures and text).
public struct HTMLPage: Sendable {
  public var title: String
  /// A paragraph under the title (a demo's introduction).
  public var introduction: String
  public var sections: [Section]
  /// When set (`--watch`), the page loads `<script src="watchScript">` every second and reloads
  /// itself when the stamp it reports is not `watchStamp` (see ``watchScript(stamp:)``).
  public var watch: (script: String, stamp: String)?

  public init(title: String, introduction: String = "", sections: [Section] = []) {
    self.title = title
    self.introduction = introduction
    self.sections = sections
  }

  /// A file of a run, or a step of a demo.
  public struct Section: Sendable {
    public var heading: String
    public var narration: String
    /// Lua shown as code (a demo step's).
    public var code: String
    public var entries: [Entry]

    public init(heading: String, narration: String = "", code: String = "", entries: [Entry] = []) {
      self.heading = heading
      self.narration = narration
      self.code = code
      self.entries = entries
    }
  }

  /// What a script wrote, in order.
  public enum Entry: Sendable {
    /// Printed lines (without colour).
    case text([String])
    case figure(Figure)
    /// What failed — an expectation, or the script (an error) — under a heading that says which
    /// (`expectation failed`, `error`): drawn apart, so it stands out from what was printed.
    case failure(heading: String, lines: [String])
    /// Text to read rather than output to compare (a course's hints): under a heading, wrapped
    /// at the page's width like a failure.
    case note(heading: String, lines: [String])
  }

  /// One `show`: its picture and the text wireframe it printed.
  public struct Figure: Sendable {
    public enum Picture: Sendable {
      /// A layout's SVG, and the caption over it (style, size, offset).
      case layout(svg: String, caption: String)
      case transition(TransitionPicture)
    }

    public var picture: Picture
    /// The text the script wrote for it: a `show`'s wireframe (folded under the picture), or a
    /// `print`'s text (shown).
    public var wireframe: [String]
    /// Whether it came from `print` rather than `show`.
    public var printed: Bool

    public init(picture: Picture, wireframe: [String], printed: Bool = false) {
      self.picture = picture
      self.wireframe = wireframe
      self.printed = printed
    }
  }

  /// The script file a watching page loads to learn whether it is out of date: it calls
  /// `listlabWatch(stamp)`.
  public static func watchScript(stamp: String) -> String {
    "window.listlabWatch && window.listlabWatch(\(JSONValue.string(stamp).serialized));\n"
  }

  /// The whole page.
  public func render() -> String {
    var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    html += "<title>\(Markup.escape(title))</title>\n<style>\n\(HTMLPage.style)</style>\n</head>\n"
    var bodyAttributes = ""
    if let watch {
      bodyAttributes =
        " data-watch-script=\"\(Markup.escape(watch.script))\" data-watch-stamp=\"\(Markup.escape(watch.stamp))\""
    }
    html += "<body\(bodyAttributes)>\n<header class=\"ll-header-block\"><h1>\(Markup.escape(title))</h1>"
    if !introduction.isEmpty { html += "<p>\(Markup.escape(introduction))</p>" }
    html += "</header>\n<main>\n"
    var number = 0
    for (index, section) in sections.enumerated() {
      html += "<section class=\"ll-block\" id=\"part-\(index + 1)\">\n"
      if !section.heading.isEmpty { html += "<h2>\(Markup.escape(section.heading))</h2>\n" }
      if !section.narration.isEmpty { html += "<p class=\"ll-narration\">\(Markup.escape(section.narration))</p>\n" }
      if !section.code.isEmpty { html += "<pre class=\"ll-code\"><code>\(Markup.escape(section.code))</code></pre>\n" }
      var pending: [String] = []
      for entry in section.entries {
        switch entry {
        case .text(let lines):
          pending += lines
        case .figure(let figure):
          number += 1
          html += HTMLPage.figure(figure, number: number, text: pending)
          pending = []
        case .failure(let heading, let lines):
          if !pending.isEmpty {
            html += "<pre class=\"ll-output\">\(Markup.escape(pending.joined(separator: "\n")))</pre>\n"
            pending = []
          }
          html += HTMLPage.failure(heading: heading, lines: lines)
        case .note(let heading, let lines):
          if !pending.isEmpty {
            html += "<pre class=\"ll-output\">\(Markup.escape(pending.joined(separator: "\n")))</pre>\n"
            pending = []
          }
          html += HTMLPage.note(heading: heading, lines: lines)
        }
      }
      if !pending.isEmpty {
        html += "<pre class=\"ll-output\">\(Markup.escape(pending.joined(separator: "\n")))</pre>\n"
      }
      html += "</section>\n"
    }
    html += "</main>\n<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n"
    return html
  }

  /// A failure, apart from the output: a red-edged block with a heading, announced to screen
  /// readers (`role="alert"`).
  ///
  ///     <div class="ll-failure" role="alert"><div class="ll-failure-heading">✗ expectation failed</div>
  ///     <pre>fruits.lua:9: expectation failed: …</pre></div>
  static func failure(heading: String, lines: [String]) -> String {
    "<div class=\"ll-failure\" role=\"alert\"><div class=\"ll-failure-heading\">✗ \(Markup.escape(heading))</div>"
      + "<pre>\(Markup.escape(lines.joined(separator: "\n")))</pre></div>\n"
  }

  /// A note: a block with a heading, its lines wrapped at the page's width.
  ///
  ///     <div class="ll-note"><div class="ll-note-heading">hints</div><pre>hint 1 of 2: …</pre></div>
  static func note(heading: String, lines: [String]) -> String {
    "<div class=\"ll-note\"><div class=\"ll-note-heading\">\(Markup.escape(heading))</div>"
      + "<pre>\(Markup.escape(lines.joined(separator: "\n")))</pre></div>\n"
  }

  /// A show's block: the picture (with the player for a transition), the text printed before
  /// it, and its wireframe.
  static func figure(_ figure: Figure, number: Int, text: [String]) -> String {
    var side = ""
    let picture: String
    let caption: String
    var kind = "layout"
    switch figure.picture {
    case .layout(let svg, let text):
      picture = svg
      caption = text
    case .transition(let transition):
      kind = "transition"
      picture = transition.svg
      caption = transition.caption
      side += controls(transition) + stageList(transition) + legend
    }
    if !text.isEmpty { side += "<pre class=\"ll-output\">\(Markup.escape(text.joined(separator: "\n")))</pre>" }
    // A wireframe keeps its columns: it takes the block's whole width, under the picture.
    var wireframe = ""
    if figure.printed {
      side += "<pre class=\"ll-output ll-printed\">\(Markup.escape(figure.wireframe.joined(separator: "\n")))</pre>"
    } else {
      wireframe =
        "<details class=\"ll-wireframe\"><summary>text wireframe</summary><pre>"
        + Markup.escape(figure.wireframe.joined(separator: "\n")) + "</pre></details>\n"
    }
    var html =
      "<div class=\"ll-show ll-show-\(kind)\" id=\"show-\(number)\" data-show=\"\(number)\" data-kind=\"\(kind)\">\n"
    html +=
      "<div class=\"ll-figure\"><div class=\"ll-caption\"><a class=\"ll-anchor\" href=\"#show-\(number)\">show \(number)</a>"
      + " \(Markup.escape(caption))</div>\n\(picture)</div>\n"
    html += "<div class=\"ll-side\">\(side)</div>\n" + wireframe
    if case .transition(let transition) = figure.picture {
      html += "<script type=\"application/json\" class=\"ll-data\">\(Markup.scriptJSON(transition.data))</script>\n"
    }
    return html + "</div>\n"
  }

  static func controls(_ transition: TransitionPicture) -> String {
    "<div class=\"ll-summary\">\(Markup.escape(transition.summary))</div>"
      + "<div class=\"ll-controls\">"
      + "<button type=\"button\" class=\"ll-prev\" title=\"previous stage or phase\">|◀</button>"
      + "<button type=\"button\" class=\"ll-play\" title=\"play / pause\">▶</button>"
      + "<button type=\"button\" class=\"ll-next\" title=\"next stage or phase\">▶|</button>"
      + "<input type=\"range\" class=\"ll-scrub\" min=\"0\" max=\"1\" step=\"any\" value=\"0\" aria-label=\"time\">"
      + "<output class=\"ll-time\">t=0 s</output>"
      + "<label>speed <select class=\"ll-speed\"><option value=\"0.25\">0.25×</option>"
      + "<option value=\"1\" selected>1×</option></select></label>"
      + "<label><input type=\"checkbox\" class=\"ll-loop\" checked> loop</label>"
      + "</div><div class=\"ll-stop\"></div>"
  }

  static func stageList(_ transition: TransitionPicture) -> String {
    var html = "<ol class=\"ll-stages\">"
    for line in transition.stageLines {
      var attributes = ""
      if let stage = line.stage { attributes += " data-stage=\"\(stage)\"" }
      if let state = line.state { attributes += " data-state=\"\(state.rawValue)\"" }
      let kind =
        switch line.role {
        case .heading: "ll-stage-heading"
        case .note: "ll-stage-note"
        case .operation: "ll-stage-line"
        }
      html += "<li class=\"\(kind)\"\(attributes)>\(Markup.escape(line.text))</li>"
    }
    return html + "</ol>"
  }

  static let legend =
    "<div class=\"ll-legend\">"
    + [
      ("deleting", "deleting (fades out)"), ("inserting", "inserting (fades in)"), ("moving", "moving"),
      ("shifting", "shifting (pushed by the others)"), ("updating", "reloading / updating"), ("steady", "steady"),
    ]
    .map { "<span class=\"ll-key ll-key-\($0.0)\"><i></i>\($0.1)</span>" }.joined()
    + "<span class=\"ll-key\">opacity = alpha</span></div>"
}
