import ListDeclaration
import ListExport
import ListLabCore
import ListLabUIKit
import ListLayout
import LuaBridge
import Testing

/// Every exported list, built by its checked-in Swift against ListLabUIKit, has the frames of the
/// list the Lua run made: each scenario runs, its exportable lists are laid out afresh from their
/// declarations at the end of the run, and both sides are scrolled through their whole content
/// the same way (so that every self-sizing cell has been displayed and measured, as a user
/// scrolling through would see it) and back to the top, where every cell's frame, and every
/// supplementary and decoration view's, is compared.
@MainActor
struct RoundTripFrameTests {
  @Test func everyExportIsRegistered() {
    let exported = Scenarios.names.filter { SourceFiles.exists(Scenarios.exportPath($0)) }
    #expect(Set(ExportedViews.makers.keys) == Set(exported))
  }

  @Test(arguments: ExportedViews.makers.keys.sorted())
  func framesMatchTheLuaRun(_ name: String) throws {
    let lua = try Scenarios.withLists(name) { lists in
      try lists.filter { SwiftExport.limit(of: $0.state) == nil }.map {
        ($0.site, $0.state.declaration.options, try LuaSide.frames($0.state))
      }
    }
    let makers = ExportedViews.makers[name]!
    #expect(makers.count == lua.count)
    for ((site, options, lua), make) in zip(lua, makers) {
      let controller = Self.controller(make, options: options)
      let swift = SwiftSide.frames(controller.view.subviews.compactMap { $0 as? UICollectionView }.first!)
      #expect(swift.cells == lua.cells, "\(site ?? name): cell frames")
      #expect(swift.others == lua.others, "\(site ?? name): supplementary and decoration frames")
    }
    UIScreen.main.reset()
  }

  /// An exported view controller (which owns its data source: the collection view holds it
  /// weakly), shown on the screen the Lua list was laid out on (its device or plain screen, its
  /// scale), its view the list's size.
  static func controller(_ make: @MainActor () -> UIViewController, options: ListOptions) -> UIViewController {
    UIScreen.main.reset()
    if let device = options.device, let preset = ListLabDevice(rawValue: device.rawValue) {
      UIScreen.main.simulate(preset, orientation: options.orientation == .landscape ? .landscape : .portrait)
    }
    UIScreen.main.scale = options.scale
    let controller = make()
    controller.view.frame = CGRect(x: 0, y: 0, width: options.width, height: options.height)
    return controller
  }
}

/// Frames as text: cells by index path, the other views' frames sorted.
struct Frames: Equatable {
  var cells: [String]
  var others: [String]
}

/// `(x y; w h)` on the 1/1000-point grid.
func shown(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
  func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
  return "(\(number(x)) \(number(y)); \(number(width)) \(number(height)))"
}

/// The scroll positions both sides go through: from the start, half a viewport at a time, to the
/// end of the content (which grows as cells measure themselves).
func scrollThrough(viewport: Double, content: () -> Double, scroll: (Double) -> Void) {
  var position = 0.0
  var steps = 0
  while position < content(), steps < 10_000 {
    scroll(position)
    position += max(1, viewport / 2)
    steps += 1
  }
  scroll(-1_000_000)
}

enum LuaSide {
  static func frames(_ state: ListState) throws -> Frames {
    var fresh = try ListState(state.declaration)
    let horizontal = fresh.layout.scrollAxis == .horizontal
    let options = fresh.layout.options
    scrollThrough(
      viewport: horizontal ? options.width : options.height,
      content: { horizontal ? fresh.layout.contentSize.width : fresh.layout.contentSize.height },
      scroll: { fresh.scroll(to: $0) })
    var cells: [String] = []
    var others: [String] = []
    for element in fresh.layout.elements() {
      let frame = shown(element.frame.x, element.frame.y, element.frame.width, element.frame.height)
      switch element.kind {
      case .cell: cells.append("[\(element.section), \(element.item ?? 0)] \(frame)")
      case .header, .footer, .supplementary, .decoration: others.append(frame)
      case .separator, .card: break
      }
    }
    return Frames(cells: cells, others: others.sorted())
  }
}

@MainActor
enum SwiftSide {
  static func frames(_ view: UICollectionView) -> Frames {
    view.layoutIfNeeded()
    let horizontal = view.contentSize.width > view.bounds.width && view.contentSize.height <= view.bounds.height
    scrollThrough(
      viewport: Double(horizontal ? view.bounds.width : view.bounds.height),
      content: { Double(horizontal ? view.contentSize.width : view.contentSize.height) },
      scroll: { position in
        view.contentOffset = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
        view.layoutIfNeeded()
      })
    let everything = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 10_000_000)
    var cells: [String] = []
    var others: [String] = []
    for attributes in view.collectionViewLayout.layoutAttributesForElements(in: everything) ?? [] {
      let frame = attributes.frame
      let text = shown(Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
      if attributes.representedElementCategory == .cell {
        cells.append("[\(attributes.indexPath.section), \(attributes.indexPath.item)] \(text)")
      } else {
        others.append(text)
      }
    }
    return Frames(cells: cells, others: others.sorted())
  }
}

/// Whether a file exists, without Foundation's file manager.
enum SourceFiles {
  static func exists(_ path: String) -> Bool { SourceFile.isReadableFile(path) }
}
