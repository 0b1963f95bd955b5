public import ListDiff

/// The fields of a built-in `cell "id" {…}`, already typed: what a scripting binding can read
/// straight from its table, without converting it into a ``DeclarationTable`` first.
///
/// A field the binding could not type (a number where text goes, an image size table, a key that is
/// not a field) is not representable here: such a cell is read with
/// ``CellDeclaration/read(id:from:site:)``, which also words the problems.
public struct BuiltInCellFields: Sendable {
  public var height: Double?
  public var text: String?
  public var secondary: String?
  /// `image = true`.
  public var image: Bool?
  public var accessory: String?
  public var badge: String?
  public var enabled: Bool?
  public var alpha: Double?
  public var separator: Bool?
  public var separatorInset: Double?

  public init() {}
}

extension CellDeclaration {
  /// The cell `read(id:from:site:)` makes of a table with exactly these fields, or nil when that
  /// cell would have a problem (the caller then reads the table, to report it).
  ///
  /// - Complexity: O(1), plus hashing the texts.
  public static func builtIn(id: Identifier, fields: BuiltInCellFields, site: SourceSite?) -> CellDeclaration? {
    func isLength(_ value: Double?) -> Bool { value.map(FieldReader.isLength) ?? true }
    guard isLength(fields.height), isLength(fields.separatorInset), fields.image != false else { return nil }
    var accessory: BuiltInCell.Accessory?
    if let name = fields.accessory {
      guard let known = BuiltInCell.Accessory(rawValue: name) else { return nil }
      if known == .badge, fields.badge == nil { return nil }
      accessory = known
    }
    var alpha = fields.enabled == false ? 0.5 : 1.0
    if let explicit = fields.alpha {
      guard explicit.isFinite, explicit >= 0, explicit <= 1 else { return nil }
      alpha = explicit
    }
    let builtIn = BuiltInCell(
      text: fields.text, secondary: fields.secondary,
      imageWidth: fields.image == true ? BuiltInCell.defaultImageSize : nil, accessory: accessory, badge: fields.badge)
    return CellDeclaration(
      id: id, height: fields.height, builtIn: builtIn.usesAnyField ? builtIn : nil, alpha: alpha,
      separatorInset: fields.separatorInset, showsSeparator: fields.separator ?? true,
      provenance: Provenance(site: site))
  }
}
