import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListText
import LuaBridge

/// The content nodes' field tables, derived from ``NodeConstructor/fields``: the fields every
/// constructor takes are `NodeFields`, and each constructor's own extend it.
extension ListLabAPI {
  /// The fields every node constructor takes, in their order.
  static let commonNodeFields: [NodeField] = {
    let all = NodeConstructor.allCases.map(\.fields)
    return all[0].filter { field in all.allSatisfy { $0.contains(field) } }
  }()

  /// The record a constructor takes: `LabelFields`, or `NodeFields` for one with no fields of its own.
  static func nodeRecordName(_ constructor: NodeConstructor) -> String {
    constructor.fields.count == commonNodeFields.count
      ? "NodeFields" : constructor.rawValue.prefix(1).uppercased() + constructor.rawValue.dropFirst() + "Fields"
  }

  static var nodeRecords: [LuaAPI.Record] {
    let base = LuaAPI.Record(
      "NodeFields", topic: "declaring", summary: "The fields every content node takes.",
      fields: commonNodeFields.map { nodeField($0, of: .spacer) })
    let own = NodeConstructor.allCases.filter { nodeRecordName($0) != "NodeFields" }.map { constructor in
      let stack = constructor == .column || constructor == .row
      return LuaAPI.Record(
        nodeRecordName(constructor), topic: "declaring", summary: "What \(constructor.rawValue) { … } takes.",
        parent: "NodeFields", written: "\(constructor.rawValue) { NAME = … }",
        fields: constructor.fields.filter { !commonNodeFields.contains($0) }.map { nodeField($0, of: constructor) },
        extraFields: stack ? ["[integer] Node"] : [])
    }
    let node = LuaAPI.Record(
      "Node", topic: "declaring",
      summary: "A content node: the table given to its constructor, tagged (`getmetatable` gives \"Node\").",
      parent: "NodeFields",
      fields: [.init("kind", "string", "label, image, box, spacer, column or row.")])
    return [base] + own + [node]
  }

  /// What a node field means for `constructor`.
  static func nodeField(_ field: NodeField, of constructor: NodeConstructor) -> LuaAPI.Field {
    func doc(_ type: String, _ summary: String?, uikit: String? = nil) -> LuaAPI.Field {
      LuaAPI.Field(field.name, type, optional: true, summary, uikit: uikit)
    }
    switch field {
    case .id: return doc("string", "Lets l:subframes(id) name the node.")
    case .hidden: return doc("boolean", "Takes no space and no spacing.", uikit: "isHidden in a UIStackView")
    case .weight: return doc("number", "Share of a weighted row.")
    case .width: return doc("number", "A fixed width.")
    case .height: return doc("number", "A fixed height.")
    case .text: return doc("string", nil)
    case .style: return doc("TextStyle", "(\"body\")", uikit: "UIFont.TextStyle")
    case .lines: return doc("integer", "0 wraps without limit; n caps at n lines with \"…\".", uikit: "numberOfLines")
    case .align:
      return constructor == .label
        ? doc("\"leading\"|\"center\"|\"trailing\"", nil, uikit: "textAlignment")
        : doc(
          "\"fill\"|\"leading\"|\"center\"|\"trailing\"|\"top\"|\"bottom\"",
          "Columns: fill leading center trailing; rows: fill top center bottom.", uikit: "UIStackView.alignment")
    case .color: return doc("string", "For drawing only.")
    case .name: return doc("string", "For drawing only.")
    case .cornerRadius: return doc("number", "For drawing only.")
    case .spacing: return doc("number", "Between visible children.", uikit: "UIStackView.spacing")
    case .padding: return doc("Insets", "Layout margins.", uikit: "layoutMargins")
    case .distribute:
      return doc("\"fill\"|\"equal\"|\"weighted\"", "Rows only.", uikit: "UIStackView.distribution")
    case .background: return doc("string", "For drawing only.")
    }
  }
}
