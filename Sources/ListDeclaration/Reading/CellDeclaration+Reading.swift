package import ListDiff

extension CellDeclaration {
  /// Reads `cell "id" { … }`. Problems with its fields are kept in its provenance.
  ///
  /// - Complexity: O(fields × keys), plus the content's size.
  package static func read(id: Identifier, from table: DeclarationTable, site: SourceSite?) -> CellDeclaration {
    var reader = FieldReader(kind: "cell", id: id, site: site, table: table, fields: CellField.names)
    var values = CellFieldValues()
    for field in CellField.allCases { values[field] = reader.value(field.name) }
    let fields = FieldRules.apply(to: &values, checking: &reader)

    var content: Node?
    for (index, entry) in table.array.enumerated() {
      guard case .node(let node) = entry else {
        reader.problem(
          nil, "entry \(index + 1) must be a content node (label, image, box, spacer, column, row), got \(entry.shown)")
        continue
      }
      if content == nil {
        content = node
      } else {
        reader.problem(nil, "has more than one content node; put them in a column or a row")
      }
    }
    fields.check(content: content, checking: &reader)
    reader.reportUnknownKeys()
    return fields.cell(id: id, content: content, provenance: Provenance(site: site, problems: reader.problems))
  }

  /// The cell ``read(id:from:site:)`` makes of a table with these field values and, as its one
  /// entry, `content` (or none), and nothing else; nil when that cell would have a problem: the
  /// caller then reads the table, which words it.
  ///
  /// - Complexity: O(1), plus hashing the texts.
  package static func ifValid(id: Identifier, values: consuming CellFieldValues, content: Node?, site: SourceSite?)
    -> CellDeclaration?
  {
    var problems = ProblemFlag()
    let fields = FieldRules.apply(to: &values, checking: &problems)
    fields.check(content: content, checking: &problems)
    guard !problems.isRaised else { return nil }
    return fields.cell(id: id, content: content, provenance: Provenance(site: site))
  }
}

/// What a cell's fields mean: the one place their rules are written, for both readings.
private struct FieldRules {
  let height: Double?
  /// Nil when no built-in field is given.
  let builtIn: BuiltInCell?
  let alpha: Double
  let separatorInset: Double?
  let showsSeparator: Bool

  /// Checks and interprets `values` (taking them), telling every problem to `checks`, in field
  /// order.
  @inline(__always)
  static func apply<Checks: FieldChecking>(to values: inout CellFieldValues, checking checks: inout Checks)
    -> FieldRules
  {
    let height = checks.length(values.take(.height), of: CellField.height.name)
    var builtIn = BuiltInCell(
      text: checks.string(values.take(.text), of: CellField.text.name),
      secondary: checks.string(values.take(.secondary), of: CellField.secondary.name),
      accessory: checks.choice(
        values.take(.accessory), of: CellField.accessory.name, BuiltInCell.Accessory.self, noun: "cell accessory"),
      badge: checks.string(values.take(.badge), of: CellField.badge.name))
    if let image = values.take(.image) { readImage(image, into: &builtIn, checking: &checks) }
    if builtIn.accessory == .badge, builtIn.badge == nil {
      checks.problem(CellField.accessory.name, "is \"badge\" but the cell has no `badge = \"…\"` text")
    }
    var alpha = 1.0
    if checks.boolean(values.take(.enabled), of: CellField.enabled.name) == false { alpha = 0.5 }
    if let explicit = checks.number(values.take(.alpha), of: CellField.alpha.name, minimum: 0) {
      if explicit > 1 {
        checks.problem(CellField.alpha.name, "must be between 0 and 1, got \(formatNumber(explicit))")
      } else {
        alpha = explicit
      }
    }
    let showsSeparator = checks.boolean(values.take(.separator), of: CellField.separator.name) ?? true
    let separatorInset = checks.length(values.take(.separatorInset), of: CellField.separatorInset.name)
    return FieldRules(
      height: height, builtIn: builtIn.usesAnyField ? builtIn : nil, alpha: alpha, separatorInset: separatorInset,
      showsSeparator: showsSeparator)
  }

  /// Tells `checks` when the cell has both custom content and built-in fields.
  func check<Checks: FieldChecking>(content: Node?, checking checks: inout Checks) {
    if content != nil, builtIn != nil {
      checks.problem(nil, "mixes custom content with the built-in fields text/secondary/image/accessory/badge")
    }
  }

  /// The cell these fields make, holding `content` if given (instead of the built-in content).
  @inline(__always)
  consuming func cell(id: Identifier, content: Node?, provenance: Provenance) -> CellDeclaration {
    CellDeclaration(
      id: id, height: height, content: content, builtIn: content == nil ? builtIn : nil, alpha: alpha,
      separatorInset: separatorInset, showsSeparator: showsSeparator, provenance: provenance)
  }

  /// `image = true` (the default size) or `image = {width=, height=}` (a missing height is the width).
  private static func readImage<Checks: FieldChecking>(
    _ image: DeclarationValue, into builtIn: inout BuiltInCell, checking checks: inout Checks
  ) {
    let field = CellField.image.name
    switch image {
    case .boolean(true):
      builtIn.imageWidth = BuiltInCell.defaultImageSize
    case .table(let size):
      // Its problems are told as the image field's: the size reader's subject is not shown.
      var sizeReader = FieldReader(subject: "cell", site: nil, table: size)
      builtIn.imageWidth = sizeReader.length("width") ?? BuiltInCell.defaultImageSize
      builtIn.imageHeight = sizeReader.length("height") ?? builtIn.imageWidth
      for problem in sizeReader.problems {
        checks.problem(field, (problem.field.map { "\($0) " } ?? "") + problem.message)
      }
      for (key, _) in size.record where key != "width" && key != "height" {
        checks.problem(field, "has an unknown field \"\(key)\"; expected width and height")
      }
    default:
      checks.problem(field, "must be {width=, height=} or true, got \(image.shown)")
    }
  }
}
