import ListLayout
import LuaBridge

/// The node last read at each place a script makes content nodes, so that reading a node table
/// the same as the last one read there gives the same node: one storage, shared, as a node a
/// script keeps in a variable and uses in every cell is.
///
/// A loop declaring cells reads the same content at each place over and over — the same avatar
/// image, the same divider box, the same stack around them — and every such node would otherwise be
/// checked, hashed and stored anew. A table is the same as the last one when it was made at the same
/// place (its ``NodeTables`` metatable), by the same constructor, with the same strings, numbers and
/// booleans (byte for byte, bit for bit) and the very same child nodes. Its fields are still read
/// from Lua, every time; what is shared is the checked node, which is immutable. Nodes are values:
/// sharing one is invisible to a script and to the layout, except in memory.
///
/// One entry per place and position among its siblings (`box {…}, box {…}` on one line are two
/// places to share from): a place that alternates between two contents at one position shares
/// nothing, and nodes read with a problem (they carry where they were made) are never shared.
final class RecentNodes {
  /// A node and what it was read from. A class: entries are compared where they are, never copied.
  /// A node and what it was read from. A class, whose values are kept at an address of their own:
  /// they are compared where they are, never copied.
  private final class Entry {
    let place: UnsafeRawPointer
    let kind: Int
    let values: UnsafeMutablePointer<NodeFieldValues>
    let entries: NodeEntries
    let node: Node

    init(place: UnsafeRawPointer, kind: Int, values: consuming NodeFieldValues, entries: NodeEntries, node: Node) {
      self.place = place
      self.kind = kind
      self.values = .allocate(capacity: 1)
      self.values.initialize(to: values)
      self.entries = entries
      self.node = node
    }

    deinit {
      values.deinitialize(count: 1)
      values.deallocate()
    }
  }

  private static let slotCount = 256
  /// Plain memory: read on every node a script's cells take.
  private let slots: UnsafeMutableBufferPointer<Entry?>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The recent nodes of the state `stack` belongs to; nil when it keeps none.
  static func of(_ stack: LuaStack) -> RecentNodes? {
    // Its class checked by identity: a cast would cost more than a cell's look-ups.
    guard let state = stack.bindingState, ObjectIdentifier(type(of: state)) == ObjectIdentifier(RecentNodes.self)
    else { return nil }
    return unsafeDowncast(state, to: RecentNodes.self)
  }

  /// The slot of `place` for a node at `position` among its siblings (0: not a child).
  private func entry(at place: UnsafeRawPointer, _ position: Int) -> UnsafeMutablePointer<Entry?> {
    var hash = UInt(bitPattern: Int(bitPattern: place)) &* 0x9E37_79B9_7F4A_7C15
    hash ^= UInt(bitPattern: position) &* 0xC2B2_AE3D_27D4_EB4F
    return slots.baseAddress! + Int(hash >> 56) % Self.slotCount
  }

  /// The node last read at `place` by the constructor numbered `kind` (its metatable's tag), when
  /// it was read from the same values and entries.
  /// (`values` is only compared: `inout` lends it by address, where a copy would cost more than
  /// the comparison.)
  ///
  /// - Complexity: O(fields + entries + the strings' lengths).
  func node(
    at place: UnsafeRawPointer, position: Int, kind: Int, values: inout NodeFieldValues, entries: NodeEntries
  ) -> Node? {
    guard let entry = entry(at: place, position).pointee, entry.place == place, entry.kind == kind,
      entry.entries.isSame(as: entries), NodeFieldValues.haveSameScalars(&values, entry.values)
    else { return nil }
    return entry.node
  }

  /// Keeps `node`, read at `place` by the constructor numbered `kind` from these values and
  /// entries, as the one to share there.
  func remember(
    _ node: Node, at place: UnsafeRawPointer, position: Int, kind: Int, values: consuming NodeFieldValues,
    entries: NodeEntries
  ) {
    entry(at: place, position).pointee = Entry(
      place: place, kind: kind, values: values, entries: entries, node: node)
  }
}
