import ListDeclaration
public import ListLabCore
import ListLayout
public import UIKitAvailability

/// UIKit Swift code for lists: `listlab export FILE.lua --swift` and `swift(l)`.
///
/// The file starts with `#if canImport(UIKit)` / `import UIKit` / `#else` / `import ListLabUIKit` /
/// `#endif`, so the same code builds in an iOS app and on Linux, and defines
/// `@MainActor func makeCollectionView() -> UICollectionView`: a collection view of the list's
/// size with its layout, data source and data applied without animation. A script that makes
/// several lists gets `makeCollectionView1()` … `makeCollectionViewN()`, `makeCollectionView()`
/// for the last and `makeCollectionViews()` for all of them, in order.
///
/// What is written, from the declaration model as declared: the compositional layout (a Lua
/// section provider's answers for each section, custom groups' frames), or for the table styles a
/// list configuration with the declared inset and separators; the section and item identifiers as
/// a snapshot (outlines as section snapshots); built-in cells as `UIListContentConfiguration`s;
/// custom content as stack views built by one function per shape of content. A comment marks each
/// ListLab feature without a UIKit equivalent; a list that needs one to keep its frames is not
/// exported, and a comment says why (``ExportLimit``).
///
/// ```swift
/// let code = SwiftExport(scriptName: "fruits.lua").file([SwiftExport.List(state: list, site: "fruits.lua:3")])
/// // #if canImport(UIKit) … @MainActor func makeCollectionView() -> UICollectionView { … }
/// ```
public struct SwiftExport {
  /// One list: its state at the end of the script (its data, layout and outlines) and where it
  /// was made (`fruits.lua:3`).
  public struct List {
    public var state: ListState
    public var site: String?

    /// A list made at `site`; by default where its declaration says, as `file.lua:line` (the
    /// file's name only, so that the code is the same on every machine).
    public init(state: ListState, site: String? = nil) {
      self.state = state
      self.site =
        site
        ?? state.declaration.provenance.site.map { site in
          "\(site.file.split(separator: "/").last.map(String.init) ?? site.file):\(site.line)"
        }
    }
  }

  /// The script's file name, for the header comment.
  public var scriptName: String
  /// Wraps everything in `enum NAME { … }` (static functions), so that several exported files
  /// can live in one module; nil for top-level functions.
  public var namespace: String?

  /// The iOS version the code is for: it uses no UIKit member newer than it or deprecated at it
  /// (as ``UIKitMember/all`` records them), and a list that needs one is not exported.
  public var target: IOSVersion

  /// The deployment target when none is given.
  public static let defaultTarget = IOSVersion(17)
  /// The targets the exporter writes for: list configurations are iOS 14.
  public static let targets = IOSVersion(14)...IOSVersion(26, 99)

  public init(scriptName: String, namespace: String? = nil, target: IOSVersion = SwiftExport.defaultTarget) {
    self.scriptName = scriptName
    self.namespace = namespace
    self.target = target
  }

  /// Why a list is not exported for `target`; nil when it is.
  public static func limit(of state: ListState, target: IOSVersion = SwiftExport.defaultTarget) -> ExportLimit? {
    ListExporter(state: state, site: nil, target: target).limit
  }

  /// The Swift file for `lists`.
  ///
  /// - Complexity: O(n) in the cells of the lists, plus their content trees.
  public func file(_ lists: [List]) -> String {
    var code = SwiftCode()
    code.directive("#if canImport(UIKit)")
    code.line("import UIKit")
    code.directive("#else")
    code.line("import ListLabUIKit")
    code.directive("#endif")
    code.line("")
    let version = target.minor == 0 ? "\(target.major)" : "\(target)"
    code.line("// The lists \(scriptName) makes, as UIKit code for iOS \(version) and later.")
    var types = ModelTypes()
    var exported: [(ListExporter, [ListExporter.ModelSection])] = []
    var body = SwiftCode()
    var refusals: [String] = []
    for list in lists {
      let exporter = ListExporter(state: list.state, site: list.site, target: target)
      if let limit = exporter.limit {
        refusals.append("\(list.site ?? "A list") is not exported: \(limit).")
        continue
      }
      let sections = exporter.model(templates: &types.templates)
      types.note(ListExporter.allItems(sections), cards: exporter.options.style == .cards)
      exported.append((exporter, sections))
    }
    var classNames = NameScope(reserved: ["Row", "Section", "Item", "Accessory", "FixedHeightCell"])
    for template in types.templates.templates {
      _ = classNames.unique(template.name); _ = classNames.unique(template.className)
    }
    for (exporter, sections) in exported {
      let name = classNames.unique(exported.count == 1 ? "ViewController" : exporter.controllerName(sections))
      exporter.writeController(named: name, types: types, sections: sections, into: &body)
    }
    for refusal in refusals {
      body.line("")
      body.comment(refusal)
    }
    var shared = SwiftCode()
    types.write(into: &shared, target: target)
    let name = namespace ?? SwiftNames.type(String(scriptName.split(separator: ".").first ?? ""), fallback: "Lists")
    code.line("")
    code.line("/// The lists of \(scriptName).")
    code.block("enum \(name) {") { code in
      for line in (shared.lines + body.lines).drop(while: \.isEmpty) { code.line(line) }
    }
    return code.text + "\n"
  }
}

extension SwiftExport {
  /// ``file(_:)``, or why there is nothing to export: the script made no list, or none of its
  /// lists can be exported.
  ///
  /// - Complexity: as ``file(_:)``.
  public func checkedFile(_ lists: [List]) throws(ExportFailure) -> String {
    guard !lists.isEmpty else { throw .noList }
    let limits = lists.compactMap { list in
      ListExporter(state: list.state, site: list.site, target: target).limit.map { (list.site, $0) }
    }
    if limits.count == lists.count { throw .noneExportable(limits.map { "\($0.0 ?? "a list"): \($0.1)" }) }
    return file(lists)
  }
}

/// Why `listlab export` writes nothing, worded here.
public enum ExportFailure: Error, Equatable, CustomStringConvertible {
  /// The script made no list.
  case noList
  /// Every list the script made is refused, each with its reason (`site: reason`).
  case noneExportable([String])

  public var description: String {
    switch self {
    case .noList:
      "the script makes no list, so there is nothing to export (listlab export writes the lists made with list {…})"
    case .noneExportable(let reasons):
      "no list can be exported:\n" + reasons.map { "  \($0)" }.joined(separator: "\n")
    }
  }
}
