import Foundation

/// How a page differs from its expected picture, region by region (see ``PageShot``): what
/// would fail a test, each said in a line.
///
/// For each region both have (named alike), its pixels cut from each screenshot at the region's
/// own place — so that a region pushed down by taller controls above it still compares:
/// - its text is the same (what it says, read from the DOM, whatever fonts draw it);
/// - its size is the same, within a pixel;
/// - its drawing — every pixel outside its lines of text — is the same but for
///   ``allowedDrawingPixels(area:)``, a pixel counting only where no pixel within one of its
///   place in the other picture is near its colour (an edge a pixel further does not count, a
///   line, a shape or a colour that is not there does);
/// - its text's ink — the mean brightness of each 8 × 8 block of pixels that holds text, against
///   the other picture's block there or a pixel across or down — is the same but for
///   ``allowedTextBlocks(compared:)``: glyphs drawn with other hinting, antialiasing or subpixel
///   placement keep their ink, other glyphs (a changed line) or another size, weight or colour do
///   not.
///
/// And each picture draws the same framed elements, in the same states and opacities, at the
/// same boxes (within 0.05 pixel: these are numbers, not a rasterisation).
struct ScreenshotComparison {
  var mismatches: [String] = []

  /// The most pixels of a region's drawing (`area` pixels, its text left out) that may differ:
  /// 0.01 % of the region, and at least 4.
  static func allowedDrawingPixels(area: Int) -> Int { max(4, area / 10_000) }

  /// The most blocks of a region's text that may differ in ink, of `compared`: 1 %, and at
  /// least 2.
  static func allowedTextBlocks(compared: Int) -> Int { max(2, compared / 100) }

  /// How far a pixel may be from its match (see ``PNGImage/differingPixels(from:threshold:reach:skipping:)``).
  static let reach = 1

  /// - Complexity: O(pixels of the regions), O(pixels × reach²) where they differ.
  init(expected: PageShot, actual: PageShot) {
    let theirs = Dictionary(actual.layout.regions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let names = expected.layout.regions.map(\.name)
    let missing = names.filter { theirs[$0] == nil }
    let extra = actual.layout.regions.map(\.name).filter { !names.contains($0) }
    if !missing.isEmpty { mismatches.append("not on the page: \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { mismatches.append("on the page but not expected: \(extra.joined(separator: ", "))") }
    for region in expected.layout.regions {
      guard let shown = theirs[region.name] else { continue }
      compare(region, in: expected.image, with: shown, in: actual.image)
    }
    comparePictures(expected.layout.pictures, actual.layout.pictures)
  }

  private mutating func compare(_ region: PageRegion, in image: PNGImage, with shown: PageRegion, in shot: PNGImage) {
    let name = region.name
    if region.text != shown.text {
      let expectedLines = region.text.split(separator: "\n", omittingEmptySubsequences: false)
      let shownLines = shown.text.split(separator: "\n", omittingEmptySubsequences: false)
      let common = min(expectedLines.count, shownLines.count)
      let line = (0..<common).first { expectedLines[$0] != shownLines[$0] } ?? common
      let said = line < shownLines.count ? "\"\(shownLines[line])\"" : "nothing"
      let meant = line < expectedLines.count ? "\"\(expectedLines[line])\"" : "nothing"
      mismatches.append("\(name): line \(line + 1) is \(said), expected \(meant)")
    }
    guard abs(region.width - shown.width) <= 1, abs(region.height - shown.height) <= 1 else {
      mismatches.append(
        "\(name): \(Self.size(shown)), expected \(Self.size(region)) (at \(Self.point(shown)), expected \(Self.point(region)))"
      )
      return
    }
    let width = Int(min(region.width, shown.width).rounded(.up))
    let height = Int(min(region.height, shown.height).rounded(.up))
    let before = image.cropped(x: Int(region.x.rounded()), y: Int(region.y.rounded()), width: width, height: height)
    let after = shot.cropped(x: Int(shown.x.rounded()), y: Int(shown.y.rounded()), width: width, height: height)
    guard before.width == after.width, before.height == after.height else {
      mismatches.append(
        "\(name): cut off at the screenshot's edge (\(after.width)×\(after.height) of \(width)×\(height))")
      return
    }
    let text = Self.textMask(width: width, height: height, boxes: region.textBoxes + shown.textBoxes)
    let drawing = after.differingPixels(from: before, reach: Self.reach, skipping: text)
    let allowedDrawing = Self.allowedDrawingPixels(area: width * height)
    if drawing > allowedDrawing {
      mismatches.append(
        "\(name): \(drawing) pixels of its drawing (outside its text) differ, at most \(allowedDrawing) may"
          + " (at \(Self.point(shown)))")
    }
    let ink = after.differingBlocks(from: before, within: text)
    let allowedInk = Self.allowedTextBlocks(compared: ink.compared)
    if ink.differing > allowedInk {
      mismatches.append(
        "\(name): \(ink.differing) of its text's \(ink.compared) blocks of 8×8 pixels differ in ink, at most"
          + " \(allowedInk) may (at \(Self.point(shown)))")
    }
  }

  private mutating func comparePictures(_ expected: [[DrawnBox]], _ actual: [[DrawnBox]]) {
    if expected.count != actual.count { mismatches.append("\(actual.count) pictures, expected \(expected.count)") }
    for (number, (pictureExpected, pictureActual)) in zip(expected, actual).enumerated() {
      let picture = "svg.ll-picture #\(number + 1)"
      if pictureExpected.count != pictureActual.count {
        mismatches.append("\(picture): \(pictureActual.count) framed elements, expected \(pictureExpected.count)")
        continue
      }
      for (drawn, meant) in zip(pictureActual, pictureExpected) {
        let same =
          drawn.element == meant.element && drawn.state == meant.state && abs(drawn.opacity - meant.opacity) < 0.01
          && drawn.box.count == meant.box.count && zip(drawn.box, meant.box).allSatisfy { abs($0 - $1) < 0.05 }
        if !same { mismatches.append("\(picture): drawn \(Self.describe(drawn)), expected \(Self.describe(meant))") }
      }
    }
  }

  /// Which pixels of a `width` × `height` region are text: inside one of `boxes` (from the
  /// region's corner), grown by `margin` pixels for glyphs that reach past their line's box.
  static func textMask(width: Int, height: Int, boxes: [[Double]], margin: Double = 2) -> [Bool] {
    var mask = [Bool](repeating: false, count: width * height)
    for box in boxes where box.count == 4 {
      let left = max(0, Int((box[0] - margin).rounded(.down)))
      let top = max(0, Int((box[1] - margin).rounded(.down)))
      let right = min(width, Int((box[0] + box[2] + margin).rounded(.up)))
      let bottom = min(height, Int((box[1] + box[3] + margin).rounded(.up)))
      guard left < right, top < bottom else { continue }
      for y in top..<bottom { for x in left..<right { mask[y * width + x] = true } }
    }
    return mask
  }

  private static func describe(_ drawn: DrawnBox) -> String {
    "\(drawn.element) | \(drawn.state) | \(PageRegion.string([drawn.opacity])) | \(PageRegion.string(drawn.box))"
  }

  private static func size(_ region: PageRegion) -> String {
    String(format: "%.1f×%.1f", region.width, region.height)
  }

  private static func point(_ region: PageRegion) -> String {
    String(format: "%.1f, %.1f", region.x, region.y)
  }
}
