/// The types every exported list of a file shares: the collection view that keeps its data
/// source, the built-in cell's row model, and the views that show content templates.
enum SharedTypes {
  static func write(into code: inout SwiftCode, rows: Bool, templates: Bool, staticPrefix: String) {
    code.line("")
    code.line("/// A collection view that keeps its diffable data source (`dataSource` is weak in UIKit).")
    code.block("final class ExportedCollectionView: UICollectionView {") { code in
      code.line("var diffableDataSource: AnyObject?")
    }
    code.line("")
    code.line("/// Gives a cell's content view a fixed height (a Lua cell's `height`), once per cell.")
    code.block("@MainActor \(staticPrefix)func fixHeight(of cell: UICollectionViewCell, to height: CGFloat?) {") {
      code in
      code.line("guard let height else { return }")
      code.block("if let constraint = cell.contentView.constraints.first(where: { $0.identifier == \"height\" }) {") {
        code in
        code.line("constraint.constant = height")
        code.line("return")
      }
      code.line("let constraint = cell.contentView.heightAnchor.constraint(equalToConstant: height)")
      code.line("constraint.identifier = \"height\"")
      code.line("constraint.isActive = true")
    }
    if rows { writeRow(into: &code) }
    if templates { writeContentViews(into: &code) }
  }

  private static func writeRow(into code: inout SwiftCode) {
    code.line("")
    code.line("/// A list cell's content (a Lua built-in cell): text, secondary text, an image of a size, an")
    code.line("/// accessory and a badge (a label accessory).")
    code.block("@MainActor struct Row {") { code in
      code.line("var text: String?")
      code.line("var secondaryText: String?")
      code.line("var imageSize: CGSize?")
      code.line("var accessories: [UICellAccessory] = []")
      code.line("")
      code.block("func configure(_ cell: UICollectionViewListCell) {") { code in
        code.line("var content = cell.defaultContentConfiguration()")
        code.line("content.text = text")
        code.line("content.secondaryText = secondaryText")
        code.block("if let imageSize {") { code in
          code.line("content.image = UIImage(systemName: \"photo\")")
          code.line("content.imageProperties.reservedLayoutSize = imageSize")
          code.line("content.imageProperties.maximumSize = imageSize")
        }
        code.line("cell.contentConfiguration = content")
        code.line("cell.accessories = accessories")
      }
    }
  }

  private static func writeContentViews(into code: inout SwiftCode) {
    for (name, base, container) in [
      ("ContentCell", "UICollectionViewListCell", "contentView"), ("ContentView", "UICollectionReusableView", "self"),
    ] {
      code.line("")
      let what = base == "UICollectionViewListCell" ? "cell" : "supplementary view"
      code.line("/// A \(what) showing a content template: its views are built once, pinned to its edges;")
      code.line("/// each item sets the labels' texts.")
      code.block("final class \(name): \(base) {") { code in
        code.line("private var labels: [UILabel] = []")
        code.line("private var isBuilt = false")
        code.line("")
        code.block("func show(_ template: @MainActor () -> (view: UIView, labels: [UILabel]), texts: [String]) {") {
          code in
          code.block("if !isBuilt {") { code in
            code.line("let (view, labels) = template()")
            code.line("self.labels = labels")
            code.line("view.translatesAutoresizingMaskIntoConstraints = false")
            code.line("\(container).addSubview(view)")
            code.block("NSLayoutConstraint.activate([", closer: "])") { code in
              for edge in ["top", "leading", "bottom", "trailing"] {
                code.line("view.\(edge)Anchor.constraint(equalTo: \(container).\(edge)Anchor),")
              }
            }
            code.line("isBuilt = true")
          }
          code.line("for (label, text) in zip(labels, texts) { label.text = text }")
        }
      }
    }
  }
}
