public import ListDiff

extension CellDeclaration {
  /// Reads `cell "id" { … }`. Problems with its fields are kept in its provenance.
  ///
  /// - Complexity: O(fields × keys), plus the content's size.
  public static func read(id: Identifier, from table: DeclarationTable, site: SourceSite?) -> CellDeclaration {
    var reader = FieldReader(kind: "cell", id: id, site: site, table: table, fields: CellField.names)
    var values = CellFieldValues()
    for field in CellField.allCases { values[field] = reader.value(field.name) }
    let fields = FieldRules.apply(to: values, reader: &reader)

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
    if content != nil, fields.builtIn != nil {
      reader.problem(nil, "mixes custom content with the built-in fields text/secondary/image/accessory/badge")
    }
    reader.reportUnknownKeys()
    return CellDeclaration(
      id: id, height: fields.height, content: content, builtIn: content == nil ? fields.builtIn : nil,
      alpha: fields.alpha, separatorInset: fields.separatorInset, showsSeparator: fields.showsSeparator,
      provenance: Provenance(site: site, problems: reader.problems))
  }

  /// The cell ``read(id:from:site:)`` makes of a table with these field values and nothing else
  /// (no content, no other key), or nil when that cell would have a problem: the caller then reads
  /// the table, which words it.
  ///
  /// - Complexity: O(1), plus hashing the texts.
  public static func builtIn(id: Identifier, values: CellFieldValues, site: SourceSite?) -> CellDeclaration? {
    var reader = FieldReader(kind: "cell", id: id, site: site, table: DeclarationTable(), fields: CellField.names)
    let fields = FieldRules.apply(to: values, reader: &reader)
    guard reader.problems.isEmpty else { return nil }
    return CellDeclaration(
      id: id, height: fields.height, builtIn: fields.builtIn, alpha: fields.alpha,
      separatorInset: fields.separatorInset, showsSeparator: fields.showsSeparator, provenance: Provenance(site: site))
  }
}

/// What a cell's fields mean: the one place their rules are written, for both readings.
private struct FieldRules {
  var height: Double?
  /// Nil when no built-in field is given.
  var builtIn: BuiltInCell?
  var alpha = 1.0
  var separatorInset: Double?
  var showsSeparator = true

  /// Checks and interprets `values`, wording every problem through `reader`, in field order.
  static func apply(to values: CellFieldValues, reader: inout FieldReader) -> FieldRules {
    func length(_ field: CellField) -> Double? { reader.length(values[field], of: field.name) }
    func string(_ field: CellField) -> String? { reader.string(values[field], of: field.name) }
    func boolean(_ field: CellField) -> Bool? { reader.boolean(values[field], of: field.name) }

    var rules = FieldRules()
    rules.height = length(.height)
    var builtIn = BuiltInCell(
      text: string(.text), secondary: string(.secondary),
      accessory: reader.choice(
        values[.accessory], of: CellField.accessory.name, BuiltInCell.Accessory.self, noun: "cell accessory"),
      badge: string(.badge))
    if let image = values[.image] { readImage(image, into: &builtIn, reader: &reader) }
    if builtIn.accessory == .badge, builtIn.badge == nil {
      reader.problem(CellField.accessory.name, "is \"badge\" but the cell has no `badge = \"…\"` text")
    }
    if boolean(.enabled) == false { rules.alpha = 0.5 }
    if let explicit = reader.number(values[.alpha], of: CellField.alpha.name, minimum: 0) {
      if explicit > 1 {
        reader.problem(CellField.alpha.name, "must be between 0 and 1, got \(formatNumber(explicit))")
      } else {
        rules.alpha = explicit
      }
    }
    rules.showsSeparator = boolean(.separator) ?? true
    rules.separatorInset = length(.separatorInset)
    rules.builtIn = builtIn.usesAnyField ? builtIn : nil
    return rules
  }

  /// `image = true` (the default size) or `image = {width=, height=}` (a missing height is the width).
  private static func readImage(_ image: DeclarationValue, into builtIn: inout BuiltInCell, reader: inout FieldReader) {
    let field = CellField.image.name
    switch image {
    case .boolean(true):
      builtIn.imageWidth = BuiltInCell.defaultImageSize
    case .table(let size):
      var sizeReader = FieldReader(kind: reader.subjectKind, id: reader.subjectID, site: reader.site, table: size)
      builtIn.imageWidth = sizeReader.length("width") ?? BuiltInCell.defaultImageSize
      builtIn.imageHeight = sizeReader.length("height") ?? builtIn.imageWidth
      for problem in sizeReader.problems {
        reader.problem(field, (problem.field.map { "\($0) " } ?? "") + problem.message)
      }
      for (key, _) in size.record where key != "width" && key != "height" {
        reader.problem(field, "has an unknown field \"\(key)\"; expected width and height")
      }
    default:
      reader.problem(field, "must be {width=, height=} or true, got \(image.shown)")
    }
  }
}
