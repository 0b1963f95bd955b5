import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout

/// How a transition's elements stack, bottom to top: by z index first (compositional lists
/// declare them: `z` of boundary, supplementary and decoration items), a decoration under
/// everything else of the same z (a section background lies behind its section), then by state —
/// deleting under steady under updating under inserting under shifting under moving, so that a
/// cell sliding over others shows its own content, and a declared move over what it passes.
///
/// Z indices come from the layouts before and after (the later wins); lists of other styles
/// have none, and stack by state alone.
struct StackingOrder {
  private var zIndices: [ElementKey: Int] = [:]

  /// - Complexity: O(n) for a compositional list (its elements are listed once), O(1) otherwise.
  init(old: Layout, new: Layout) {
    for layout in [old, new] where layout.options.style == .compositional {
      for element in layout.elements() where element.zIndex != 0 {
        zIndices[element.key] = element.zIndex
      }
    }
  }

  /// The element's z index (0 when none is declared).
  func zIndex(of key: ElementKey) -> Int {
    zIndices.isEmpty ? 0 : zIndices[key] ?? 0
  }

  /// Bottom to top: `(z index, 0 for a decoration else 1, state rank)`.
  func rank(of element: ElementSample) -> Rank {
    rank(of: element.key, state: StackingOrder.rank(element.state))
  }

  func rank(of key: ElementKey, state: Int) -> Rank {
    Rank(z: zIndex(of: key), layer: key.kind == .decoration ? 0 : 1, state: state)
  }

  /// A place in the stack; compares bottom to top.
  struct Rank: Comparable {
    var z: Int
    var layer: Int
    var state: Int

    static func < (lhs: Rank, rhs: Rank) -> Bool { (lhs.z, lhs.layer, lhs.state) < (rhs.z, rhs.layer, rhs.state) }
  }

  /// Deleting 0, steady 1, updating 2, inserting 3, shifting 4, moving 5.
  static func rank(_ state: ElementState) -> Int {
    switch state {
    case .deleting: 0
    case .steady: 1
    case .updating: 2
    case .inserting: 3
    case .shifting: 4
    case .moving: 5
    }
  }
}
