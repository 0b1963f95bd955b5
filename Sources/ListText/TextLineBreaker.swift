/// Greedy line breaking, in font units, the way a UILabel with word wrapping breaks lines.
///
/// - Lines break after spaces and on both sides of wide (CJK) and emoji clusters. Each word goes
///   on the current line if it fits after the pending spaces, else it starts the next line.
/// - Spaces at the end of a line take no width and are not part of its range; spaces inside a
///   line, and at the start of a paragraph, are kept.
/// - A word wider than a whole line is broken between clusters, at least one per line.
/// - A hard break ends the line; a hard break that ends the text adds no empty line.
/// - With `maxLines` > 0, when more text follows line `maxLines`, that line is instead the rest
///   of its paragraph cut at a cluster so that it fits with "…" (trailing spaces before the "…"
///   dropped), and breaking stops.
///
/// Hyphens, soft hyphens and CJK line-start rules (kinsoku) are not modelled.
struct TextLineBreaker<Source: ClusterSource> {
  let source: Source
  /// Widest line, in font units.
  let maxUnits: Int
  /// Line cap; 0 for none.
  let maxLines: Int
  /// Advance of "…".
  let ellipsisUnits: Int

  private var lineCount = 0
  private var stopped = false
  /// Whether the current line holds anything yet (a word, or leading spaces).
  private var lineOpen = false
  private var lineStart = 0
  /// End of the current line's last word.
  private var lineEnd = 0
  /// Width up to `lineEnd`.
  private var lineUnits = 0
  /// Width of the spaces after `lineEnd`.
  private var pendingSpaceUnits = 0

  init(source: Source, maxUnits: Int, maxLines: Int, ellipsisUnits: Int) {
    self.source = source
    self.maxUnits = maxUnits
    self.maxLines = maxLines
    self.ellipsisUnits = ellipsisUnits
  }

  /// Breaks the whole source into lines, handing each to `sink`.
  ///
  /// - Complexity: O(n) in the number of clusters: each is read at most three times (scanning,
  ///   breaking an overlong word, truncating the last line).
  mutating func run<Sink: TextLineSink>(into sink: inout Sink) {
    let count = source.count
    var index = 0
    while index < count && !stopped {
      switch source.kind(at: index) {
      case .hardBreak:
        let next = index + source.breakLength(at: index)
        if !lineOpen { openLine(at: index) }
        emitLine(end: lineEnd, units: lineUnits, moreFollows: next < count, into: &sink)
        lineOpen = false
        index = next
      case .space:
        if !lineOpen { openLine(at: index) }
        pendingSpaceUnits += source.units(at: index)
        index += 1
      case .ideographic:
        place(word: index, end: index + 1, units: source.units(at: index), into: &sink)
        index += 1
      case .normal:
        var end = index
        var units = 0
        while end < count && source.kind(at: end) == .normal {
          units += source.units(at: end)
          end += 1
        }
        place(word: index, end: end, units: units, into: &sink)
        index = end
      }
    }
    if lineOpen && !stopped {
      emitLine(end: lineEnd, units: lineUnits, moreFollows: false, into: &sink)
    }
  }

  private mutating func openLine(at index: Int) {
    lineOpen = true
    lineStart = index
    lineEnd = index
    lineUnits = 0
    pendingSpaceUnits = 0
  }

  /// Puts the word `start..<end` (`units` wide) on the current line or the next ones.
  @inline(__always)
  private mutating func place<Sink: TextLineSink>(
    word start: Int, end: Int, units: Int, into sink: inout Sink
  ) {
    if lineOpen {
      let widened = lineUnits + pendingSpaceUnits + units
      if widened <= maxUnits {
        lineUnits = widened
        lineEnd = end
        pendingSpaceUnits = 0
        return
      }
      // A line is open, so there is a break opportunity before the word.
      emitLine(end: lineEnd, units: lineUnits, moreFollows: true, into: &sink)
      if stopped { return }
    }
    openLine(at: start)
    if units <= maxUnits {
      lineUnits = units
      lineEnd = end
      return
    }
    // Wider than a line: break between clusters, keeping at least one per line.
    var piece = 0
    for index in start..<end {
      let advance = source.units(at: index)
      if piece + advance > maxUnits && index > lineStart && source.startsCluster(at: index) {
        emitLine(end: index, units: piece, moreFollows: true, into: &sink)
        if stopped { return }
        openLine(at: index)
        piece = 0
      }
      piece += advance
    }
    lineUnits = piece
    lineEnd = end
  }

  /// Ends the current line at `end`; truncates it instead when it is the last allowed line and
  /// more text follows.
  @inline(__always)
  private mutating func emitLine<Sink: TextLineSink>(
    end: Int, units: Int, moreFollows: Bool, into sink: inout Sink
  ) {
    lineCount += 1
    if maxLines > 0 && lineCount == maxLines && moreFollows {
      truncateLine(into: &sink)
      stopped = true
      return
    }
    sink.addLine(
      start: source.utf8Offset(at: lineStart), end: source.utf8Offset(at: end), units: units,
      isTruncated: false)
  }

  /// The current line as the longest prefix of the rest of its paragraph that fits with "…".
  private mutating func truncateLine<Sink: TextLineSink>(into sink: inout Sink) {
    var index = lineStart
    var units = 0
    var keptEnd = lineStart
    var keptUnits = 0
    while index < source.count {
      let kind = source.kind(at: index)
      if kind == .hardBreak { break }
      units += source.units(at: index)
      index += 1
      if kind == .space { continue }  // only kept if a cluster follows on the line
      if units + ellipsisUnits > maxUnits { break }
      keptEnd = index
      keptUnits = units
    }
    sink.addLine(
      start: source.utf8Offset(at: lineStart), end: source.utf8Offset(at: keptEnd),
      units: keptUnits + ellipsisUnits, isTruncated: true)
  }
}
