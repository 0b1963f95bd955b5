public import ListAnimation
public import ListDeclaration
public import ListDiff
public import ListLayout

/// A transition as an animated picture: the SVG at t = 0, and the samples the HTML player moves
/// its elements along.
///
/// The samples are `Transition.at(_:)` — what `t:at(time)` returns — at many instants, so the
/// player and the printed text never disagree: every 1/120 s (fewer for very long lists, see
/// ``sampleBudget``), plus t = 0, every stage and phase boundary, duration/2 and the duration
/// exactly. Between two samples the player interpolates linearly; at a sample it shows exactly
/// that sample.
///
/// The picture shows the new layout's whole viewport and a screen above and below it, widened to
/// every sampled frame of the elements that pass through it (a spring's overshoot above the
/// content's top, a row running past the sides), at most one more screen each way; content
/// outside the viewport is dimmed, and nothing is drawn outside the picture.
///
/// Each element that passes through the picture is one SVG group keyed by its kind, element
/// kind and id (`data-key="cell:c"`, `"supplementary:badge:c"`; a section's or the list's boundary
/// item adds its owner, `"supplementary:badge:section:c"`, see ``ElementKey/distinguishingOwner``),
/// holding its outline, its id and its content (from the new layout, or
/// the old one for an element only the old one has) clipped to the element, in the element's own
/// coordinates (an element leaving while the same id arrives is `"cell:c:deleted"`); the player
/// sets its `transform`, size, opacity and state class at each instant.
/// A reloaded element holds both contents, the old one fading out as the new one fades in along
/// its phase (a crossfade, as UIKit's reload animation). Elements are stacked as
/// ``StackingOrder`` says: by z index, decorations under the rest, then deleting under steady
/// under updating under inserting under shifting under moving. An element that another one drawn
/// over it hides (a swap's two cells crossing) gets its outline drawn over everything while it is
/// hidden (see `TransitionPicture+Overlaps.swift`).
public struct TransitionPicture: Sendable {
  /// The SVG element, showing t = 0.
  public var svg: String
  /// What the player reads: `duration`, `times`, `elements` (`key`, `f` = x, y, w, h, alpha per
  /// sample, `s` = a state letter per sample (`-` when absent), `c` = a corners letter per
  /// sample, `x` = for a reloaded element, how far its crossfade is per sample, `o` = for an
  /// element others hide at some instants, "1" per sample where it is hidden), `phases`,
  /// `stops` and `radius`.
  public var data: JSONValue
  /// The stage list as `print(t)` shows it, each line with its role, its stage (0-based, nil for
  /// none) and the element state its operation animates (nil for headings and explanations).
  public var stageLines: [StageLine]
  /// The transition's one-line summary: choreography, duration, curve, stages.
  public var summary: String
  /// The caption over the picture: choreography, duration, curve.
  public var caption: String

  public struct StageLine: Sendable, Hashable {
    /// The line without its indentation.
    public var text: String
    public var role: Role
    public var stage: Int?
    public var state: ElementState?

    public enum Role: Sendable, Hashable {
      /// `stage 1 of 2 · deletes`.
      case heading
      /// A stage's explanation, or the line that says there are no stages.
      case note
      /// `delete [0,0] apple`.
      case operation
    }
  }

  /// At most this many element samples (elements × instants) are embedded: a 10k-element
  /// transition gets fewer instants per second rather than a page of hundreds of megabytes.
  static let sampleBudget = 150_000
  /// Instants per second of animation when the budget allows.
  static let samplesPerSecond = 120.0

  /// - Throws: what a plugin curve throws.
  /// - Complexity: O(instants × elements), instants ≤ max(24, ``sampleBudget`` / elements)
  ///   plus the boundaries.
  public init(
    title: String, transition: Transition, changeset: Changeset<SectionContent, CellDeclaration>,
    before: any StageData, old: Layout, new: Layout
  ) throws {
    let times = TransitionPicture.times(of: transition)
    let stacking = StackingOrder(old: old, new: new)
    var keys: [String] = []
    var index: [String: Int] = [:]
    var tracks: [Track] = []
    for (sample, time) in times.enumerated() {
      let crossfade = try TransitionPicture.crossfade(of: transition, at: time)
      let elements = try transition.at(time)
      // An id can leave and arrive at once (a cell whose section is deleted fades out as the same
      // id fades in with the section that replaces it): the one leaving is `…:deleted`.
      let arriving = Set(elements.lazy.filter { $0.state != .deleting }.map(TransitionPicture.key))
      for element in elements {
        var key = TransitionPicture.key(element)
        if element.state == .deleting, arriving.contains(key) { key += ":deleted" }
        let position: Int
        if let known = index[key] {
          position = known
        } else {
          position = keys.count
          index[key] = position
          keys.append(key)
          tracks.append(Track(element: element, samples: times.count))
        }
        tracks[position].record(element, at: sample, crossfade: crossfade)
      }
    }
    for position in tracks.indices { tracks[position].finishCrossfade() }
    let axis = new.scrollAxis
    let viewport = new.viewport
    let base = SceneBuilder.extent(
      around: viewport, contentEnd: max(old.contentLength, new.contentLength), along: axis)
    // Only what passes through the picture: a long list's other elements are left out.
    let shown = tracks.indices.filter { tracks[$0].passes(through: base, along: axis) }
    let extent = TransitionPicture.extent(base, covering: shown.map { tracks[$0] })
    let order = shown.sorted {
      let (a, b) = (tracks[$0], tracks[$1])
      return (stacking.rank(of: a.key, state: a.rank), $0) < (stacking.rank(of: b.key, state: b.rank), $1)
    }
    let radius = new.options.cornerRadius

    caption = TransitionPicture.caption(transition)
    var svg = SVGPicture.open(extent: extent, label: caption)
    svg += SVGPicture.openExtent(extent)
    svg += SVGPicture.background(extent: extent, sections: [])
    for position in order {
      svg += tracks[position].group(key: keys[position], radius: radius, old: old, new: new)
    }
    // An element another one hides gets its outline drawn over everything while it is hidden.
    let covered = TransitionPicture.covered(tracks, order: order, samples: times.count)
    for position in order {
      guard let flags = covered[position] else { continue }
      svg += tracks[position].overOutline(key: keys[position], covered: flags, radius: radius)
    }
    svg += SVGPicture.beyond(viewport: viewport, extent: extent)
    svg += "</svg>\n"
    svg += SVGPicture.foreground(viewport: viewport, extent: extent)
    self.svg = svg + "</svg>"

    data = .object([
      ("duration", .number(transition.duration)),
      ("times", .array(times.map { .number($0) })),
      ("radius", .number(radius)),
      ("elements", .array(order.map { tracks[$0].json(key: keys[$0], covered: covered[$0]) })),
      ("phases", .array(TransitionPicture.phases(of: transition))),
      ("stops", .array(TransitionPicture.stops(of: transition, stages: changeset.stages.map { "\($0.kind)" }))),
    ])
    stageLines = TransitionPicture.stageLines(
      StageSummary.summaries(of: changeset, from: before, final: new.declaration))
    summary =
      "\(title) · \(transition.choreography.rawValue) · \(formatPoints(transition.duration)) s \(transition.curve)"
      + " · \(changeset.stages.count) stage\(changeset.stages.count == 1 ? "" : "s")"
  }

  /// An element's key in the picture (`data-key`): kind, element kind, the owner that tells it
  /// apart, and id.
  static func key(_ element: ElementSample) -> String {
    let owner = element.key.distinguishingOwner.map { "\($0.rawValue):" } ?? ""
    return "\(element.kind.rawValue):\(element.elementKind.map { "\($0):" } ?? "")\(owner)"
      + LayoutText.displayID(element.id)
  }

  /// `base` widened to every sample of `tracks` (a spring's overshoot, a move from far away), at
  /// most one more `base` height above and below and one width on either side.
  static func extent(_ base: Rect, covering tracks: [Track]) -> Rect {
    var (low, high, left, right) = (base.y, base.maxY, base.x, base.maxX)
    for track in tracks {
      for sample in track.states.indices where track.states[sample] != "-" {
        let (x, y, w, h) = (
          track.numbers[sample * 5], track.numbers[sample * 5 + 1], track.numbers[sample * 5 + 2],
          track.numbers[sample * 5 + 3]
        )
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { continue }
        low = min(low, y)
        high = max(high, y + h)
        left = min(left, x)
        right = max(right, x + w)
      }
    }
    low = max(low, base.y - base.height)
    high = min(high, base.maxY + base.height)
    left = max(left, base.x - base.width)
    right = min(right, base.maxX + base.width)
    return Rect(x: left, y: low, width: right - left, height: high - low)
  }

  /// How far a reload's crossfade is at `time`: its phase's curve, within 0…1.
  ///
  /// - Throws: what a plugin curve throws.
  static func crossfade(of transition: Transition, at time: Double) throws -> Double {
    let time = min(max(time, 0), transition.duration)
    guard let segment = transition.segments.last(where: { $0.start <= time }) ?? transition.segments.first,
      let phase = segment.phases[.updating]
    else { return 1 }
    let value = try time >= segment.end ? phase.curve.value(at: 1) : phase.value(atTime: time)
    return min(max(value, 0), 1)
  }

  static func caption(_ transition: Transition) -> String {
    "\(transition.choreography.rawValue) · \(formatPoints(transition.duration)) s · \(transition.curve)"
  }

  /// The instants sampled: a regular grid and the instants that matter, sorted, without
  /// near-duplicates (the instants that matter win over grid instants next to them).
  static func times(of transition: Transition) -> [Double] {
    let duration = transition.duration
    guard duration > 0 else { return [0] }
    let elements = max(1, transition.segments.map(\.tracks.count).max() ?? 1)
    let wanted = Int((duration * samplesPerSecond).rounded(.up))
    let count = max(24, min(wanted, sampleBudget / elements))
    var special: Set<Double> = [0, duration, duration / 2]
    for segment in transition.segments {
      special.insert(min(segment.start, duration))
      special.insert(min(segment.end, duration))
      for phase in segment.phases.values {
        special.insert(min(phase.start, duration))
        special.insert(min(phase.end, duration))
      }
    }
    let anchors = special.sorted()
    var times = anchors
    for time in sampleTimes(count: count, duration: duration) {
      if !anchors.contains(where: { abs($0 - time) < 1e-9 }) { times.append(time) }
    }
    return times.sorted()
  }

  /// The states some element of `segment` is in: a phase plays only when it has elements.
  static func states(in segment: Transition.Segment) -> Set<ElementState> {
    Set(segment.tracks.map(\.state)).subtracting([.steady])
  }

  /// Per phase of each segment that has elements: the state it animates, when, and the stage it
  /// belongs to (`staged`) or -1 (one animation block: every stage at once).
  static func phases(of transition: Transition) -> [JSONValue] {
    var phases: [JSONValue] = []
    for (index, segment) in transition.segments.enumerated() {
      let present = states(in: segment)
      for state in ElementState.allCases where present.contains(state) {
        guard let phase = segment.phases[state] else { continue }
        phases.append(
          .object([
            ("state", .string(state.rawValue)), ("start", .number(phase.start)), ("end", .number(phase.end)),
            ("stage", .integer(transition.choreography == .staged ? index : -1)),
          ]))
      }
    }
    return phases
  }

  /// The instants the player's step buttons stop at, each named by what ends and begins there
  /// (`android`: "removals end, moves start").
  static func stops(of transition: Transition, stages: [String]) -> [JSONValue] {
    // (time, order, label): what ends is named before what starts at the same instant.
    var stops: [(Double, Int, String)] = []
    switch transition.choreography {
    case .staged:
      for (index, segment) in transition.segments.enumerated() {
        let kind = stages.indices.contains(index) ? " · \(stages[index])" : ""
        stops.append((segment.start, 1, "stage \(index + 1) of \(transition.segments.count)\(kind)"))
      }
    case .android:
      for phase in TransitionTiming.phases(of: transition) {
        stops.append((phase.start, 1, phase.name + " start"))
        stops.append((phase.end, 0, phase.name + " end"))
      }
    case .uikit:
      stops.append((0, 1, TransitionTiming.allAtOnce))
    }
    stops.append((0, 2, "start"))
    stops.append((transition.duration, 3, "end"))
    var merged: [(Double, [String])] = []
    for (time, order, label) in stops.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) where time <= transition.duration {
      // "start" and "end" name an instant only when nothing else does.
      let generic = order >= 2
      if let last = merged.last, abs(last.0 - time) < 1e-9 {
        if !generic { merged[merged.count - 1].1.append(label) }
      } else {
        merged.append((time, [label]))
      }
    }
    return merged.map { .object([("t", .number($0.0)), ("label", .string($0.1.joined(separator: ", ")))]) }
  }

  /// The stage list of `summaries`, as `print(t)` words it.
  static func stageLines(_ summaries: [StageSummary]) -> [StageLine] {
    guard !summaries.isEmpty else {
      return [StageLine(text: TransitionText.noChangesLine, role: .note, stage: nil, state: nil)]
    }
    var lines: [StageLine] = []
    for summary in summaries {
      lines.append(StageLine(text: summary.heading, role: .heading, stage: summary.index, state: nil))
      lines.append(StageLine(text: summary.explanation, role: .note, stage: summary.index, state: nil))
      for operation in summary.operations {
        lines.append(
          StageLine(
            text: operation.text, role: .operation,
            stage: summary.index, state: operation.animates))
      }
    }
    return lines
  }
}

extension TransitionPicture {
  /// One element's samples.
  struct Track {
    var kind: Element.Kind
    var elementKind: String?
    var id: Identifier
    var key: ElementKey
    /// x, y, w, h, alpha per sample (zeros while absent).
    var numbers: [Double]
    var states: [Character]
    var corners: [Character]
    /// Per sample, how far the crossfade from the old content to the new is: the phase's
    /// progress while the element is reloading, 0 before and 1 after. Empty for an element that
    /// is never reloaded.
    var crossfades: [Double] = []
    /// The highest state rank the element reaches (moving elements on top; see
    /// ``StackingOrder/rank(_:)``).
    var rank = 0
    /// The first sample where it is present.
    var first: ElementSample?

    init(element: ElementSample, samples: Int) {
      kind = element.kind
      elementKind = element.elementKind
      id = element.id
      key = element.key
      numbers = Array(repeating: 0, count: samples * 5)
      states = Array(repeating: "-", count: samples)
      corners = Array(repeating: "n", count: samples)
    }

    mutating func record(_ element: ElementSample, at sample: Int, crossfade: Double) {
      let frame = element.frame
      numbers.replaceSubrange(
        sample * 5..<sample * 5 + 5,
        with: [frame.x, frame.y, frame.width, frame.height, element.alpha].map(roundedPoints))
      states[sample] = TransitionPicture.letter(element.state)
      corners[sample] = element.corners.rawValue.first ?? "n"
      rank = max(rank, StackingOrder.rank(element.state))
      if first == nil { first = element }
      if element.state == .updating {
        if crossfades.isEmpty { crossfades = Array(repeating: .nan, count: states.count) }
        crossfades[sample] = roundedPoints(crossfade)
      }
    }

    /// Fills the crossfade of the samples where the element is not reloading: 0 until its first
    /// reloading sample, then the last value (1 once its reload is over).
    mutating func finishCrossfade() {
      guard !crossfades.isEmpty else { return }
      var last = 0.0
      for sample in crossfades.indices {
        if crossfades[sample].isNaN {
          crossfades[sample] = last > 0 ? 1 : 0
        } else {
          last = crossfades[sample]
        }
      }
    }

    /// Whether the element is in `extent` at some sample, along the scroll axis.
    func passes(through extent: Rect, along axis: LayoutAxis) -> Bool {
      states.indices.contains { sample in
        let frame = Rect(
          x: numbers[sample * 5], y: numbers[sample * 5 + 1], width: numbers[sample * 5 + 2],
          height: numbers[sample * 5 + 3])
        return states[sample] != "-" && SceneBuilder.reaches(frame, extent, along: axis)
      }
    }

    /// - Parameter covered: per sample, whether an element drawn over it hides it (`o`, "1" where
    ///   it does); nil for an element never hidden.
    func json(key: String, covered: [Bool]? = nil) -> JSONValue {
      var fields: [(String, JSONValue)] = [
        ("key", .string(key)), ("kind", .string(kind.rawValue)),
        ("f", .array(numbers.map { $0.isFinite ? .number($0) : .null })),
        ("s", .string(String(states))), ("c", .string(String(corners))),
      ]
      if !crossfades.isEmpty { fields.append(("x", .array(crossfades.map { .number($0) }))) }
      if let covered { fields.append(("o", .string(String(covered.map { $0 ? "1" : "0" })))) }
      return .object(fields)
    }

    /// The element's SVG group at its first sample; content from the layout that has it, clipped
    /// to the element (a reloaded element: the old content and the new, crossfading).
    func group(key: String, radius: Double, old: Layout, new: Layout) -> String {
      guard let first else { return "" }
      let frame = first.frame
      let size = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
      let shown = states.first != "-"
      let n = Markup.number
      let display = LayoutText.displayID(id)
      var svg =
        "<g class=\"ll-el ll-\(kind.rawValue) ll-\(first.state.rawValue)\" data-key=\"\(Markup.escape(key))\""
        + " data-kind=\"\(kind.rawValue)\" data-id=\"\(Markup.escape(display))\" data-state=\"\(first.state.rawValue)\""
        + " data-frame=\"\(Markup.frame(frame))\" transform=\"translate(\(n(frame.x)) \(n(frame.y)))\""
        + " opacity=\"\(n(max(0, min(1, first.alpha))))\"\(shown ? "" : " display=\"none\"")>"
      if kind == .separator {
        return svg
          + "<rect class=\"ll-separator\" width=\"\(n(frame.width))\" height=\"\(n(max(frame.height, 0.333)))\"/></g>\n"
      }
      let corners = first.corners
      svg += "<path class=\"ll-shape\" d=\"\(Markup.roundedRect(size, corners: corners, radius: radius))\"/>"
      svg += SVGPicture.idCaption(display, frame: size, radius: corners == .none ? 0 : radius)
      let isNew = first.state != .deleting && (kind == .header || kind == .footer || new.cellElement(id) != nil)
      if crossfades.isEmpty {
        let body = content(in: isNew ? new : old, size: size)
        if !body.isEmpty { svg += clip(body, size: size, role: nil, opacity: nil) }
      } else {
        let fade = crossfades.first ?? 0
        svg += clip(content(in: old, size: size), size: size, role: "ll-was", opacity: 1 - fade)
        svg += clip(content(in: new, size: size), size: size, role: "ll-now", opacity: fade)
      }
      return svg + "</g>\n"
    }

    /// `body` in a nested `<svg>` as big as the element, which the player resizes with it.
    private func clip(_ body: String, size: Rect, role: String?, opacity: Double?) -> String {
      let n = Markup.number
      return
        "<svg class=\"ll-clip\(role.map { " " + $0 } ?? "")\" width=\"\(n(size.width))\" height=\"\(n(size.height))\""
        + (opacity.map { " opacity=\"\(n($0))\"" } ?? "") + ">" + body + "</svg>"
    }

    /// The element's content as `source` lays it out, in the element's coordinates.
    private func content(in source: Layout, size: Rect) -> String {
      // A card holds its cell's content (a cell with a card shows none itself: its card would
      // cover it); the content is in the cell's coordinates, moved into the card's.
      if kind == .cell, source.cardElement(id) != nil { return "" }
      var origin = size
      if kind == .card, let cell = source.cellElement(id), let card = source.cardElement(id) {
        origin = size.offsetBy(dx: cell.frame.x - card.frame.x, dy: cell.frame.y - card.frame.y)
      }
      let element = Element(kind: kind == .card ? .cell : kind, id: id, section: 0, item: nil, frame: origin)
      var content: [Scene.Shape] = []
      SceneBuilder.appendContent(of: element, in: source, at: origin, state: nil, alpha: 1, to: &content)
      return content.filter { SVGPicture.isFinite($0.frame) }.map { SVGPicture.shape($0, holdsCard: false, title: nil) }
        .joined()
    }
  }

  static func letter(_ state: ElementState) -> Character {
    switch state {
    case .deleting: "d"
    case .inserting: "i"
    case .moving: "m"
    case .shifting: "h"
    case .updating: "u"
    case .steady: "s"
    }
  }

}
