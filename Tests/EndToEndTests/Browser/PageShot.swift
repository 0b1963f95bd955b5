import Foundation
import Testing

/// What a page `--html` wrote shows of ListLab's own drawing, seen in headless Chromium: a
/// screenshot, and read from the DOM the parts of the page ListLab draws (``PageRegion``) and the
/// box each framed element of its pictures is drawn at (``DrawnBox``).
///
/// The browser's own widgets — the player's buttons, slider, speed menu and loop box, in
/// `.ll-controls` — are in no region: how a browser draws them is not ListLab's drawing, and what
/// they do is the player tests' (`PlayerTests`).
struct PageShot {
  /// The screenshot as the browser encoded it (what a recording keeps), and decoded.
  var png: [UInt8]
  var image: PNGImage
  var layout: PageLayout

  /// The parts of a page compared, as CSS selectors, in the order they are named: the text and
  /// pictures ListLab writes.
  static let regionSelectors = [
    "header.ll-header-block h1", "header.ll-header-block p", "h2", "p.ll-narration", "pre.ll-code", ".ll-caption",
    "svg.ll-picture", ".ll-summary", ".ll-stop", "ol.ll-stages", ".ll-legend", "pre.ll-output",
    "details.ll-wireframe > summary", ".ll-failure",
  ]

  /// Loads `url` in a window `width` CSS pixels wide (one device pixel each), light or dark, and
  /// takes the part of the page from its top to the end of the elements `scope` selects
  /// (`#part-2`: the title, the first two steps), with the regions and pictures inside them.
  /// `environment` is the browser's (see ``ChromiumSession/init(environment:)``).
  ///
  /// - Complexity: a browser started and a page loaded; O(the page's elements) to read, O(pixels)
  ///   to decode.
  static func capture(
    _ url: String, width: Int, dark: Bool = false, scope: [String] = ["body"], environment: [String: String] = [:]
  ) throws -> PageShot {
    let browser = try ChromiumSession(environment: environment)
    try browser.emulate(width: width, height: 800, dark: dark)
    try browser.open(url)
    // The page's fonts are loaded and what its script changed is painted.
    _ = try browser.evaluate(
      "document.fonts.ready.then(function () { return new Promise(function (done) {"
        + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); }); }); })")
    let found = try browser.evaluate("(\(collector))(\(json(scope)), \(json(regionSelectors)))")
    let measured = try JSONDecoder().decode(
      Measured.self, from: JSONSerialization.data(withJSONObject: try #require(found, "no regions read")))
    let png = try browser.screenshot(width: width, height: Int(measured.bottom.rounded(.up)) + 8)
    return PageShot(png: png, image: try PNGImage(data: png), layout: measured.layout)
  }

  /// What the page's script reads: the layout, and where the scope ends.
  private struct Measured: Decodable {
    var regions: [PageRegion]
    var pictures: [[DrawnBox]]
    var bottom: Double

    var layout: PageLayout { PageLayout(regions: regions, pictures: pictures) }
  }

  private static func json(_ strings: [String]) -> String {
    String(decoding: (try? JSONSerialization.data(withJSONObject: strings)) ?? Data("[]".utf8), as: UTF8.self)
  }

  /// A JavaScript function of the scope's and the regions' selectors: every region inside the
  /// scope, in the page's order, named by its selector and its number among those; each picture's
  /// framed elements (`data-frame`), each measured by its outline (its first child that is not
  /// text or a group) relative to the picture; and the scope's bottom. In CSS pixels from the
  /// page's top-left corner.
  private static let collector = """
    function (scope, selectors) {
      var roots = [];
      scope.forEach(function (s) { roots = roots.concat(Array.prototype.slice.call(document.querySelectorAll(s))); });
      function inScope(e) { return roots.some(function (r) { return r === e || r.contains(e); }); }
      function round(v) { return Math.round(v * 1000) / 1000; }
      function box(e, origin) {
        var r = e.getBoundingClientRect();
        return [round(r.left - origin.left), round(r.top - origin.top), round(r.width), round(r.height)];
      }
      // The boxes of the text drawn in e, from e's top-left corner: each line of an HTML text
      // node, each SVG text element.
      function textBoxes(e, origin) {
        var boxes = [], walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT), range = document.createRange();
        while (walker.nextNode()) {
          var node = walker.currentNode, parent = node.parentElement;
          if (!node.textContent.trim() || !parent) continue;
          var svgText = parent.closest("text");
          var rects = svgText ? [svgText.getBoundingClientRect()] : (range.selectNodeContents(node), range.getClientRects());
          Array.prototype.forEach.call(rects, function (r) {
            if (r.width > 0 && r.height > 0) boxes.push(box({ getBoundingClientRect: function () { return r; } }, origin));
          });
        }
        return boxes;
      }
      // A picture's text: each text element's, a line each.
      function svgText(e) {
        return Array.prototype.map.call(e.querySelectorAll("text"), function (t) { return t.textContent; }).join("\\n");
      }
      var page = { left: -window.scrollX, top: -window.scrollY }, counts = {}, regions = [], pictures = [];
      document.querySelectorAll(selectors.join(", ")).forEach(function (e) {
        if (!inScope(e)) return;
        var selector = selectors.filter(function (s) { return e.matches(s); })[0];
        counts[selector] = (counts[selector] || 0) + 1;
        var b = box(e, page), origin = e.getBoundingClientRect();
        regions.push({ name: selector + " #" + counts[selector], box: b,
                       text: e instanceof HTMLElement ? e.innerText : svgText(e), textBoxes: textBoxes(e, origin) });
        if (!e.matches("svg.ll-picture")) return;
        var origin = e.getBoundingClientRect(), drawn = [];
        e.querySelectorAll("[data-frame]").forEach(function (f) {
          var outline = f.matches("g") ? f.querySelector(":scope > :not(text):not(svg):not(g)") || f : f;
          var hidden = f.closest("[display=none]") !== null;
          var name = [f.getAttribute("data-kind"), f.getAttribute("data-id")].filter(Boolean).join(":");
          drawn.push({ element: f.getAttribute("data-key") || name || f.getAttribute("class"),
                       state: hidden ? "hidden" : f.getAttribute("data-state") || "",
                       opacity: Number(getComputedStyle(f).opacity),
                       box: hidden ? [] : box(outline, origin) });
        });
        pictures.push(drawn);
      });
      var bottom = 0;
      roots.forEach(function (r) { bottom = Math.max(bottom, r.getBoundingClientRect().bottom + window.scrollY); });
      return { regions: regions, pictures: pictures, bottom: bottom };
    }
    """
}

/// Where ListLab's drawing is on a page: its regions, and its pictures' framed elements, one
/// list per picture in the page's order. Kept beside an expected screenshot as JSON.
struct PageLayout: Codable, Equatable {
  var regions: [PageRegion]
  var pictures: [[DrawnBox]]
}

/// A part of a page ListLab draws — a heading, a picture, the stage list, printed text — named
/// by its selector and number (`svg.ll-picture #2`): its box in CSS pixels from the page's
/// top-left corner (x, y, width, height), its text as the page shows it (a picture's: each of its
/// text elements', a line each), and the boxes of its
/// lines of text (each HTML text line, each SVG text element) from its own top-left corner.
///
/// In JSON a box is a string, `"x y w h"`, so that a recorded page reads a region a line.
struct PageRegion: Codable, Equatable {
  var name: String
  var box: [Double]
  var text: String
  var textBoxes: [[Double]]

  var x: Double { box[0] }
  var y: Double { box[1] }
  var width: Double { box[2] }
  var height: Double { box[3] }

  private enum CodingKeys: String, CodingKey { case name, box, text, textBoxes }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    text = try container.decode(String.self, forKey: .text)
    // As the page's script gives them (numbers), or as recorded (strings).
    if let numbers = try? container.decode([Double].self, forKey: .box) {
      box = numbers
      textBoxes = try container.decode([[Double]].self, forKey: .textBoxes)
    } else {
      box = try PageRegion.box(container.decode(String.self, forKey: .box), decoder)
      textBoxes = try container.decode([String].self, forKey: .textBoxes).map { try PageRegion.box($0, decoder) }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(text, forKey: .text)
    try container.encode(PageRegion.string(box), forKey: .box)
    try container.encode(textBoxes.map(PageRegion.string), forKey: .textBoxes)
  }

  static func string(_ numbers: [Double]) -> String {
    numbers.map { String(format: "%.3f", $0).replacing(/\.?0+$/, with: "") }.joined(separator: " ")
  }

  static func box(_ text: String, _ decoder: any Decoder) throws -> [Double] {
    let numbers = text.split(separator: " ").compactMap { Double($0) }
    guard numbers.count == 4 else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a box: \(text)"))
    }
    return numbers
  }
}

/// A framed element of a picture (`data-frame`): its key or kind, its state (`hidden` when not
/// displayed), its opacity, and the box its outline is drawn at, from the picture's top-left
/// corner in CSS pixels: x, y, width, height (none when hidden).
///
/// In JSON a string, `"cell:a | deleting | 0.5 | 8 8 375 44"`.
struct DrawnBox: Codable, Equatable {
  var element: String
  var state: String
  var opacity: Double
  var box: [Double]

  private enum CodingKeys: String, CodingKey { case element, state, opacity, box }

  init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: CodingKeys.self), keyed.contains(.element) {
      // As the page's script gives it.
      element = try keyed.decode(String.self, forKey: .element)
      state = try keyed.decode(String.self, forKey: .state)
      opacity = try keyed.decode(Double.self, forKey: .opacity)
      box = try keyed.decode([Double].self, forKey: .box)
      return
    }
    let text = try decoder.singleValueContainer().decode(String.self)
    let parts = text.components(separatedBy: " | ")
    guard parts.count >= 4, let opacity = Double(parts[parts.count - 2]) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a box: \(text)"))
    }
    element = parts[..<(parts.count - 3)].joined(separator: " | ")
    state = parts[parts.count - 3]
    self.opacity = opacity
    box = parts[parts.count - 1].split(separator: " ").compactMap { Double($0) }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    let number = PageRegion.string([opacity])
    try container.encode("\(element) | \(state) | \(number) | \(PageRegion.string(box))")
  }
}
