public import ListAnimation
public import ListDeclaration
public import ListDiff
import ListLayout

/// Transitions as JSON for `listlab run --json`:
///
///     {"type":"transition","title":"apply","choreography":"uikit","duration":0.3,"curve":"easeInOut",
///      "stages":[{"kind":"deletes","deleted":[[0,0]],"inserted":[],…,"after":[{"id":"fruits","items":["banana"]}]}],
///      "steps":[{"t":0,"elements":[{"kind":"cell","id":"apple","x":0,"y":0,"w":375,"h":44,"alpha":1,"state":"deleting"},…]},…]}
public enum TransitionJSON {
  /// - Throws: what a plugin curve throws while the steps are sampled.
  /// - Complexity: O(changes + steps × elements).
  ///
  /// - Parameter reconfigured: the new paths of the cells reconfigured in place (a `reconfigured`
  ///   array of `[section, item]` when there are any).
  public static func event(
    title: String, transition: Transition, changeset: Changeset<SectionContent, CellDeclaration>, steps: Int,
    reconfigured: [ItemPath] = []
  ) throws -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("type", .string("transition")),
      ("title", .string(title)),
      ("choreography", .string(transition.choreography.rawValue)),
      ("duration", .number(roundedPoints(transition.duration))),
      ("curve", .string("\(transition.curve)")),
      ("stages", .array(changeset.stages.map(stage))),
    ]
    if !reconfigured.isEmpty {
      fields.append(
        ("reconfigured", .array(reconfigured.map { .array([.integer($0.section), .integer($0.item)]) })))
    }
    fields.append(
      (
        "steps",
        .array(
          try sampleTimes(count: max(1, steps), duration: transition.duration).map { time in
            .object([("t", .number(roundedPoints(time))), ("elements", .array(try transition.at(time).map(element)))])
          })
      ))
    return .object(fields)
  }

  /// A stage: its kind, its operations as index paths, and the data after it as ids.
  public static func stage(_ stage: Changeset<SectionContent, CellDeclaration>.Stage) -> JSONValue {
    func paths(_ paths: [ItemPath]) -> JSONValue {
      .array(paths.map { .array([.integer($0.section), .integer($0.item)]) })
    }
    return .object([
      ("kind", .string(stage.kind.description)),
      ("deleted", paths(stage.operations.deletes)),
      ("inserted", paths(stage.operations.inserts)),
      ("updated", paths(stage.operations.reloads)),
      (
        "moved",
        .array(
          stage.operations.moves.map {
            .object([
              ("from", .array([.integer($0.from.section), .integer($0.from.item)])),
              ("to", .array([.integer($0.to.section), .integer($0.to.item)])),
            ])
          })
      ),
      ("sections_deleted", .array(stage.operations.sectionDeletes.map { .integer($0) })),
      ("sections_inserted", .array(stage.operations.sectionInserts.map { .integer($0) })),
      ("sections_updated", .array(stage.operations.sectionReloads.map { .integer($0) })),
      (
        "sections_moved",
        .array(stage.operations.sectionMoves.map { .object([("from", .integer($0.from)), ("to", .integer($0.to))]) })
      ),
      (
        "after",
        .array(
          stage.after.sections.map { section in
            .object([("id", LayoutJSON.id(section.id)), ("items", .array(section.items.map { LayoutJSON.id($0.id) }))])
          })
      ),
    ])
  }

  public static func element(_ element: ElementSample) -> JSONValue {
    var fields: [(String, JSONValue)] = [("kind", .string(element.kind.rawValue)), ("id", LayoutJSON.id(element.id))]
    if let kind = element.elementKind { fields.append(("element_kind", .string(kind))) }
    fields += LayoutJSON.frameFields(element.frame)
    fields.append(("alpha", .number(roundedPoints(element.alpha))))
    fields.append(("state", .string(element.state.rawValue)))
    if element.corners != .none { fields.append(("corners", .string(element.corners.rawValue))) }
    return .object(fields)
  }
}
