import ListDeclaration
import ListDiff

/// The layout of one section of a compositional list, settled for the list's environment: what
/// the provider returned, a list configuration turned into the section it stands for, custom
/// groups' frames asked for, and the group planned.
struct ResolvedSection: Sendable {
  var section: CompositionalSection
  /// For a list section: how its cells are drawn (separators, corners, a header cell).
  var list: ListSectionStyle?
  /// Space above the section's top edge (a grouped list's section spacing, `headerTopPadding`).
  var spaceBefore: Double
  /// The container the section's group resolves in: the viewport less the section's content
  /// insets (and margins, for a `layoutMargins` reference).
  var container: LayoutExtent
  /// The section's content insets measured from the container's edges.
  var insets: EdgeInsets
  var plan: GroupPlan
  /// The plan's items in document order.
  var leaves: [CompositionalItem]
  /// When the section's group flows its items from their measured lengths (see ``FlowPlan``);
  /// nil when every group holds the items of ``plan``.
  var flow: FlowPlan? = nil
  /// The layout as given (the section's own, the provider's answer, or the shared one), custom
  /// groups' frames asked for: what an exporter writes out.
  var source: SectionLayout? = nil

  /// The plan of a group holding `count` cells: ``plan`` (a section's last group may fill it
  /// partly), or for a flowing group `count` items in the order its subitems repeat.
  func plan(holding count: Int) -> GroupPlan {
    guard let flow else { return plan }
    return flow.plan(of: plan.item, holding: count)
  }

  /// The item at `position` in a group (0 for its first cell).
  func leaf(at position: Int) -> CompositionalItem {
    flow.map { $0.subitems[position % $0.subitems.count].item } ?? leaves[position]
  }

  /// How many positions of a group hold items of their own: a flowing group's subitems (which
  /// repeat), else the plan's items.
  var leafPositions: Int { flow?.subitems.count ?? leaves.count }

  /// Whether an item of the section is estimated along an axis (its cells measure themselves).
  var estimatesAnItem: Bool {
    (0..<leafPositions).contains { leaf(at: $0).size.width.isEstimated || leaf(at: $0).size.height.isEstimated }
  }

  /// A position in a group whose item is `item` (the same size and insets), `position` first.
  ///
  /// - Complexity: O(1) when `position` holds it, else O(positions).
  func position(of item: CompositionalItem, trying position: Int) -> Int? {
    if position < leafPositions, CompositionalGeometry.sameItem(leaf(at: position), item) { return position }
    return (0..<leafPositions).first { CompositionalGeometry.sameItem(leaf(at: $0), item) }
  }
}

/// How a list section draws its cells.
struct ListSectionStyle: Sendable, Hashable {
  var appearance: ListSectionConfiguration.Appearance
  var separators: Bool
  var separatorInset: Double
  /// The first cell is the section's header (`headerMode = .firstItemInSection`).
  var firstItemIsHeader: Bool
  /// Where the content of its cells, headers and footers goes (as in the table style of the
  /// same name: see `ListOptions+Environment.swift`).
  var content = ContentViewInsets()
}

extension ListDeclaration {
  /// Each section's layout, settled (see ``ResolvedSection``), and the problems found doing it:
  /// a provider or custom group function that fails or returns something unusable, a group
  /// that can hold no item.
  ///
  /// - Complexity: O(sections × the size of their layouts), plus the providers' own cost.
  func resolvedCompositionalSections() -> (sections: [ResolvedSection], problems: [DeclarationProblem]) {
    let configuration = options.compositional ?? CompositionalConfiguration()
    var problems = configuration.allProblems
    var resolved: [ResolvedSection] = []
    resolved.reserveCapacity(sections.count)
    for (index, declared) in sections.enumerated() {
      let subject = "section \(declared.id.quoted) [\(index)]"
      let environment = SectionEnvironment(
        index: index, id: declared.id, options: options, sizeClass: configuration.sizeClass)
      var layout = SectionLayout.list(ListSectionConfiguration(appearance: .plain))
      if let own = declared.compositional {
        layout = own
      } else if let provider = configuration.provider {
        do {
          layout = try provider.layout(environment)
          problems += layout.allProblems
        } catch {
          problems.append(
            DeclarationProblem(
              site: declared.provenance.site, subject: subject, message: "the section provider failed: \(error)"))
        }
      } else if let shared = configuration.section {
        layout = shared
      }
      do {
        var section = try resolve(layout, section: declared, environment: environment)
        if index > 0 { section.spaceBefore += configuration.interSectionSpacing }
        resolved.append(section)
      } catch let failure {
        problems.append(
          DeclarationProblem(
            site: failure.site ?? declared.provenance.site, subject: failure.subject ?? subject,
            message: failure.subject == nil ? failure.description : "\(failure.description) (in \(subject))"))
        resolved.append(
          try! resolve(.list(ListSectionConfiguration(appearance: .plain)), section: declared, environment: environment)
        )
      }
    }
    return (resolved, problems)
  }

  private func resolve(_ layout: SectionLayout, section declared: SectionDeclaration, environment: SectionEnvironment)
    throws(ResolutionFailure) -> ResolvedSection
  {
    var list: ListSectionStyle?
    var spaceBefore = 0.0
    var section: CompositionalSection
    switch layout {
    case .section(let given):
      section = given
    case .list(let configuration):
      (section, list, spaceBefore) = listSection(configuration, declared: declared, environment: environment)
    }
    var insets = section.contentInsets
    // The reference's own insets come first, on the sides across the scroll axis (a right-to-left
    // list is laid out with its sides swapped, then mirrored).
    let axis = options.compositional?.scrollDirection ?? .vertical
    let (before, after) = section.contentInsetsReference.insetsAcross(
      axis, safe: options.leadingSafeArea, margin: environment.layoutMargin)
    if axis == .vertical {
      insets.left += before
      insets.right += after
    } else {
      insets.top += before
      insets.bottom += after
    }
    let container = LayoutExtent(width: options.width, height: options.height).inset(by: insets)
    section.group = try resolveCustomGroups(section.group, container: container)
    let plan = GroupPlan(section.group, container: container)
    if plan.leafCount == 0, !declared.cells.isEmpty {
      throw ResolutionFailure("its group holds no item (a group needs subitems, or a custom group frames)")
    }
    var source = layout
    if case .section(var given) = layout {
      given.group = section.group
      source = .section(given)
    }
    return ResolvedSection(
      section: section, list: list, spaceBefore: spaceBefore, container: container, insets: insets, plan: plan,
      leaves: plan.leaves, flow: FlowPlan(section.group, container: container), source: source)
  }

  /// Asks each custom group in `item` for its frames, at the size it has in `container`.
  private func resolveCustomGroups(_ item: CompositionalItem, container: LayoutExtent) throws(ResolutionFailure)
    -> CompositionalItem
  {
    guard var group = item.group else { return item }
    var resolved = item
    let content = item.size.resolved(in: container).inset(by: item.effectiveInsets)
    if let provider = group.customProvider {
      let site = item.provenance.site
      do {
        group.customFrames = try provider.frames(content)
      } catch {
        throw ResolutionFailure("its function failed: \(error)", site: site, subject: "custom_group")
      }
      for (index, frame) in group.customFrames.enumerated() {
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite) else {
          throw ResolutionFailure(
            "frame \(index + 1) of its function has a value that is not a finite number: \(frame.shownAsLua)",
            site: site,
            subject: "custom_group")
        }
        guard frame.width >= 0, frame.height >= 0 else {
          throw ResolutionFailure(
            "frame \(index + 1) of its function has a negative size: \(frame.shownAsLua)", site: site,
            subject: "custom_group")
        }
      }
    }
    var subitems: [CompositionalItem] = []
    for subitem in group.subitems { subitems.append(try resolveCustomGroups(subitem, container: content)) }
    group.subitems = subitems
    resolved.group = group
    return resolved
  }
}

/// Why a section's layout cannot be settled, as a sentence; with the site and subject of the
/// declaration at fault when it is not the section (a custom group's function).
struct ResolutionFailure: Error, CustomStringConvertible {
  var description: String
  var site: SourceSite?
  var subject: String?
  init(_ description: String, site: SourceSite? = nil, subject: String? = nil) {
    self.description = description
    self.site = site
    self.subject = subject
  }
}
