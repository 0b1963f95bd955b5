public import ListAnimation
public import ListDeclaration
public import ListDiff
import ListLayout

/// A changeset stage by stage in UIKit terms, then a transition's sampled steps:
///
///     transition uikit · 0.3 s easeInOut · 2 stages
///     timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
///     stage 1 of 2 · deletes
///       Deletes refer to the data as it was before the batch, so …
///       delete [0,0] apple
///     stage 2 of 2 · item inserts and moves
///       With every section in place, items are inserted and moved …
///       insert [0,2] date
///       move [0,2] → [0,0] cherry
///     t=0
///       cell apple (0 0; 375 44) alpha=1 deleting
///       cell date (0 88; 375 44) alpha=0 inserting
///       cell cherry (0 88; 375 44) moving
///       steady: cell banana, separator banana
///     t=0.15
///       …
///
/// Every element that is not steady is listed with its frame, alpha and state, and so is a steady
/// one whose corners change or that is stale (`cell b (0 44; 375 44) steady (stale: the data has c
/// here)`); the other steady elements are named when there are a few, else counted by kind.
public enum TransitionText {
  /// The stages, each with its explanation and operations (see ``StageSummary/summaries(of:from:final:)``
  /// for where the ids come from), or the line that says there are none.
  ///
  /// - Complexity: O(changes), plus the stages' data when the stages made it on demand.
  public static func stages(
    _ changeset: Changeset<SectionContent, CellDeclaration>, from before: any StageData,
    final: (any StageData)? = nil, style: TerminalStyle = .plain, explanations: StageExplanations = .unwrapped
  ) -> [String] {
    let summaries = StageSummary.summaries(of: changeset, from: before, final: final)
    if summaries.isEmpty { return [noChangesLine] }
    return summaries.flatMap { lines(of: $0, style: style, explanations: explanations) }
  }

  /// One stage: its heading, its explanation, and an indented line per operation.
  public static func lines(
    of summary: StageSummary, style: TerminalStyle = .plain, explanations: StageExplanations = .unwrapped
  ) -> [String] {
    var lines = [style.apply(summary.heading, .bold)]
    lines += explanations.lines(summary.explanation, indent: 2).map { "  " + style.apply($0, .dim) }
    for operation in summary.operations {
      lines.append(
        "  " + style.apply(operation.verb.rawValue, color(of: operation.verb))
          + " \(operation.position) \(operation.id)"
          + (operation.annotation.map { " " + style.apply($0, .dim) } ?? ""))
    }
    return lines
  }

  /// What a changeset without stages prints.
  static let noChangesLine = "no changes: nothing to animate"

  /// The color of an operation's verb: deletes red, inserts green, moves yellow, reloads blue.
  static func color(of verb: StageSummary.Verb) -> TerminalStyle.Tone {
    switch verb {
    case .delete, .deleteSection: .red
    case .insert, .insertSection: .green
    case .move, .moveSection: .yellow
    case .reload, .reloadSection: .blue
    }
  }

  /// One sample: every element that is not steady, then the steady ones counted.
  public static func sample(time: Double, elements: [ElementSample], style: TerminalStyle = .plain) -> [String] {
    var lines = [style.apply("t=\(formatPoints(time))", .bold)]
    var steady: [ElementSample] = []
    for element in elements {
      // A steady element is listed only when its corners change (it keeps its frame) or it is
      // stale (a batch left it showing old content where the data has another id).
      guard element.state != .steady || element.cornersChange != nil || element.dataID != nil else {
        steady.append(element)
        continue
      }
      let name = LayoutText.name(of: element.key)
      var line = "  \(name) \(LayoutText.displayID(element.id)) \(LayoutText.frame(element.frame))"
      if element.alpha != 1 || element.state == .deleting || element.state == .inserting {
        line += " alpha=\(formatPoints(element.alpha))"
      }
      if let change = element.cornersChange {
        line += " corners=\(change.from.rawValue)→\(change.to.rawValue)"
      } else if element.corners != .none {
        line += " corners=\(element.corners.rawValue)"
      }
      line += " " + stateText(element.state, style: style)
      if let dataID = element.dataID {
        line += " " + style.apply("(stale: the data has \(LayoutText.displayID(dataID)) here)", .dim)
      }
      lines.append(line)
    }
    if !steady.isEmpty { lines.append("  " + style.apply("steady: " + steadySummary(steady), .dim)) }
    return lines
  }

  /// The steady elements by name when there are at most ``namedSteadyLimit`` of them
  /// (`cell a, header fruits`), else counted by kind (`12 cells, 11 separators`).
  static func steadySummary(_ elements: [ElementSample]) -> String {
    if elements.count <= namedSteadyLimit {
      return elements.map {
        "\(LayoutText.name(of: $0.key)) \(LayoutText.displayID($0.id))"
      }
      .joined(separator: ", ")
    }
    var counts: [Element.Kind: Int] = [:]
    for element in elements { counts[element.kind, default: 0] += 1 }
    return Element.Kind.allCases.compactMap { kind -> String? in
      guard let count = counts[kind] else { return nil }
      return "\(count) \(kind.rawValue)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
  }

  /// For a change whose data did not change but whose layout did (a section provider answering
  /// differently, a new `layout`): `no data changes: the layout changed; 3 cells move to their
  /// new frames`. Nil when nothing moves.
  static func relayoutLine(_ transition: Transition) -> String? {
    guard !transition.isEmpty else { return nil }
    var counts: [Element.Kind: Int] = [:]
    for segment in transition.segments {
      for track in segment.tracks where track.state == .moving || track.state == .shifting {
        counts[track.kind, default: 0] += 1
      }
    }
    let moving = Element.Kind.allCases.compactMap { kind in
      counts[kind].map { "\($0) \(kind.rawValue)\($0 == 1 ? "" : "s")" }
    }
    guard !moving.isEmpty else { return nil }
    let single = counts.values.reduce(0, +) == 1
    return "no data changes: the layout changed; \(moving.joined(separator: ", "))"
      + (single ? " moves to its new frame" : " move to their new frames")
  }

  /// Why reconfigured cells are not in the stages.
  static let reconfigureExplanation =
    "A reconfigured cell stays on screen and takes its new content in place, outside the batch, and is "
    + "measured again: no reload, no crossfade; if its height changes it resizes and the cells below move."

  /// Why a transition without a duration has one sample.
  static let stillExplanation = "not animated: every element takes its new frame at once (one sample, t=0)"

  /// Up to this many steady elements are named in a sample.
  static let namedSteadyLimit = 4

  static func stateText(_ state: ElementState, style: TerminalStyle) -> String {
    switch state {
    case .deleting: style.apply("deleting", .red)
    case .inserting: style.apply("inserting", .green)
    case .moving: style.apply("moving", .yellow)
    case .shifting: style.apply("shifting", .cyan)
    case .updating: style.apply("updating", .blue)
    case .steady: "steady"
    }
  }

  /// The whole text of `print(t)`: a title, the stages, then `steps + 1` samples (one when the
  /// transition does not animate: its duration is 0).
  ///
  /// - Throws: what a plugin curve throws while the steps are sampled.
  /// - Complexity: O(changes + steps × elements).
  ///
  /// - Parameters:
  ///   - reconfigured: new paths of the cells reconfigured in place, listed after the stages
  ///     (`final` names them).
  ///   - reloadsData: the change is a `reloadData`: no diff, nothing animates.
  public static func render(
    title: String, transition: Transition, changeset: Changeset<SectionContent, CellDeclaration>,
    before: any StageData, final: (any StageData)? = nil, steps: Int, style: TerminalStyle = .plain,
    explanations: StageExplanations = .unwrapped, reconfigured: [ItemPath] = [], reloadsData: Bool = false
  ) throws -> String {
    let motion =
      reloadsData
      ? "no diff, no animation"
      : "\(transition.choreography.rawValue) · \(formatPoints(transition.duration)) s \(transition.curve)"
    var lines = [
      style.apply(title, .bold)
        + " · \(motion) · \(changeset.stages.count) stage\(changeset.stages.count == 1 ? "" : "s")"
    ]
    if !reloadsData, !changeset.stages.isEmpty || !transition.isEmpty,
      let timing = TransitionTiming.line(of: transition)
    {
      lines.append(timing)
    }
    if reloadsData {
      lines.append("reloadData: every cell is requested again and shows at its new frame at once")
    } else if !changeset.stages.isEmpty {
      lines += stages(changeset, from: before, final: final, style: style, explanations: explanations)
    } else if reconfigured.isEmpty {
      lines.append(relayoutLine(transition) ?? noChangesLine)
    }
    if !reconfigured.isEmpty {
      let data = final ?? changeset.stages.last?.after ?? before
      lines.append(style.apply("reconfigured in place", .bold))
      lines += explanations.lines(Self.reconfigureExplanation, indent: 2).map { "  " + style.apply($0, .dim) }
      for path in reconfigured {
        let id = data.itemID(at: path).map(LayoutText.displayID) ?? "?"
        lines.append("  " + style.apply("reconfigure", .blue) + " \(path) \(id)")
      }
    }
    if !changeset.stages.isEmpty || !transition.isEmpty {
      // Without a duration every sample is the same instant: it is printed once.
      let still = transition.duration == 0
      if still && !reloadsData { lines.append(Self.stillExplanation) }
      // One sample at a time: a long list sampled many times never sits in memory whole.
      for time in still ? [0] : sampleTimes(count: max(1, steps), duration: transition.duration) {
        lines += sample(time: time, elements: try transition.at(time), style: style)
      }
    }
    return lines.joined(separator: "\n")
  }
}
