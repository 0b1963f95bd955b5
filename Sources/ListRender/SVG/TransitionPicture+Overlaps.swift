import ListAnimation
import ListDeclaration
import ListLayout

/// Elements hidden under others: during a transition a cell can pass exactly over another (a swap
/// crosses two cells at its middle), and the one drawn underneath would vanish from the picture.
/// Each such element gets an outline drawn over everything (`<g class="ll-over …"
/// data-over="KEY">`), shown only at the instants it is covered, so that both stay visible.
extension TransitionPicture {
  /// An element drawn over at least this share of another's area covers it.
  static let coveredShare = 0.5
  /// An element at least this opaque hides what lies under it.
  static let coveringAlpha = 0.5
  /// An element fainter than this is not drawn (as ``SceneBuilder``'s scenes leave it out).
  static let visibleAlpha = 0.02

  /// For each track (an index of `tracks`) that some element drawn over it covers at some sample,
  /// whether it is covered at each sample. `order` lists the tracks bottom to top.
  ///
  /// Only framed elements count (cells, cards, headers, footers, supplementary views; separators
  /// and decorations do not), only between two elements of different ids (a card over its own
  /// cell is the cell's picture), and only when one of them is not steady at that sample (a
  /// pinned header over the cells it pins above is the layout, not the transition).
  ///
  /// - Complexity: O(samples × (k log k + p)), k the elements present at a sample and p the pairs
  ///   whose vertical extents meet.
  static func covered(_ tracks: [Track], order: [Int], samples: Int) -> [Int: [Bool]] {
    var covered: [Int: [Bool]] = [:]
    for sample in 0..<samples {
      var present: [(frame: Rect, layer: Int, position: Int)] = []
      for (layer, position) in order.enumerated() {
        let track = tracks[position]
        guard track.kind != .separator, track.kind != .decoration, track.states[sample] != "-" else { continue }
        let frame = track.frame(at: sample)
        guard track.alpha(at: sample) >= visibleAlpha, frame.width > 0, frame.height > 0, isFinite(frame) else {
          continue
        }
        present.append((frame, layer, position))
      }
      present.sort { ($0.frame.y, $0.layer) < ($1.frame.y, $1.layer) }
      for i in present.indices {
        var j = i + 1
        while j < present.count, present[j].frame.y < present[i].frame.maxY {
          let (lower, upper) = present[i].layer < present[j].layer ? (present[i], present[j]) : (present[j], present[i])
          j += 1
          let (below, above) = (tracks[lower.position], tracks[upper.position])
          guard below.id != above.id, below.states[sample] != "s" || above.states[sample] != "s",
            above.alpha(at: sample) >= coveringAlpha,
            overlapArea(lower.frame, upper.frame) >= coveredShare * lower.frame.width * lower.frame.height
          else { continue }
          covered[lower.position, default: Array(repeating: false, count: samples)][sample] = true
        }
      }
    }
    return covered
  }

  /// The area two rectangles share.
  static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
    let width = min(a.maxX, b.maxX) - max(a.x, b.x)
    let height = min(a.maxY, b.maxY) - max(a.y, b.y)
    return width > 0 && height > 0 ? width * height : 0
  }

  private static func isFinite(_ frame: Rect) -> Bool {
    frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
  }
}

extension TransitionPicture.Track {
  func frame(at sample: Int) -> Rect {
    Rect(
      x: numbers[sample * 5], y: numbers[sample * 5 + 1], width: numbers[sample * 5 + 2],
      height: numbers[sample * 5 + 3])
  }

  func alpha(at sample: Int) -> Double { numbers[sample * 5 + 4] }

  /// The outline drawn over everything for an element that others cover at some instants (see
  /// ``TransitionPicture/covered(_:order:samples:)``): at its first sample, shown when it is
  /// covered then. The player moves it with the element and shows it while it is covered.
  func overOutline(key: String, covered: [Bool], radius: Double) -> String {
    guard let first else { return "" }
    let shownNow = states.first != "-" && covered.first == true
    let frame = shownNow ? frame(at: 0) : first.frame
    let n = Markup.number
    let size = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    let state = shownNow ? TransitionPicture.stateName(states[0]) : first.state.rawValue
    return "<g class=\"ll-over ll-\(state)\" data-over=\"\(Markup.escape(key))\""
      + " transform=\"translate(\(n(frame.x)) \(n(frame.y)))\"\(shownNow ? "" : " display=\"none\"")>"
      + "<path class=\"ll-outline\" d=\"\(Markup.roundedRect(size, corners: first.corners, radius: radius))\"/></g>\n"
  }
}

extension TransitionPicture {
  /// The state a letter of ``letter(_:)`` stands for.
  static func stateName(_ letter: Character) -> String {
    ElementState.allCases.first { self.letter($0) == letter }?.rawValue ?? ElementState.steady.rawValue
  }
}
