import ListDeclaration
import ListLayout
import LuaBridge

/// The node last read at each place a script makes content nodes, so that a node table the same
/// as the last one read there gives the same node: one storage, shared, as a node a script keeps
/// in a variable and uses in every cell is.
///
/// A loop declaring cells makes the same content at each place over and over — the same avatar
/// image, the same divider box, the same stack around them — and every such node would otherwise be
/// read, checked, hashed and stored anew. A table is the same as the last one when it was made at
/// the same place (its ``NodeTables`` metatable) and position among its siblings, by the same
/// constructor, with the same strings, numbers and booleans (byte for byte, bit for bit; compared
/// in one scan in C, ``LuaRecordScanner``) and the very same child nodes. What is shared is the
/// checked node, which is immutable: sharing one is invisible to a script and to the layout,
/// except in time and memory.
///
/// One entry per place and position (`box {…}, box {…}` on one line are two places), in 256 slots
/// chosen by a hash of both (two places in one slot take turns; the entry says whose it is): a
/// place whose content changes from one table to the next shares nothing, and after a few misses
/// in a row it is only tried one read in sixty-four, so that content that never repeats costs
/// little more than before. Nodes read with a problem (they carry where they were made) are never
/// shared. The entries live as long as the Lua state (``Lua/bindingState``).
///
/// - Complexity: a look-up is O(1) slots, plus the comparison: O(fields + children + the strings'
///   lengths) of the table read.
final class RecentNodes {
  /// A node and what it was read from.
  private final class Entry {
    let place: UnsafeRawPointer
    let kind: Int
    let record: LuaRecordImage
    let entries: NodeEntries
    let node: Node

    init(place: UnsafeRawPointer, kind: Int, record: LuaRecordImage, entries: NodeEntries, node: Node) {
      self.place = place
      self.kind = kind
      self.record = record
      self.entries = entries
      self.node = node
    }
  }

  private static let slotCount = 256
  /// Plain memory: read for every node a cell takes.
  private let slots: UnsafeMutableBufferPointer<Entry?>
  /// Misses in a row, by slot (see ``shouldTry(at:)``).
  private let misses: UnsafeMutableBufferPointer<UInt8>
  private var reads: UInt = 0
  /// The record of the table being read (its fields are scanned before its node is looked up).
  let scanner = LuaRecordScanner()

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: nil)
    misses = .allocate(capacity: Self.slotCount)
    misses.initialize(repeating: 0)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
    misses.deallocate()
  }

  /// The recent nodes of the state `stack` belongs to; nil when it keeps none.
  static func of(_ stack: LuaStack) -> RecentNodes? {
    // Its class checked by identity: a cast would cost more than a cell's look-ups.
    guard let state = stack.bindingState, ObjectIdentifier(type(of: state)) == ObjectIdentifier(RecentNodes.self)
    else { return nil }
    return unsafeDowncast(state, to: RecentNodes.self)
  }

  /// The slot of `place` for a node at `position` among its siblings (0: not a child).
  private func slot(_ place: UnsafeRawPointer, _ position: Int) -> Int {
    var hash = UInt(bitPattern: Int(bitPattern: place)) &* 0x9E37_79B9_7F4A_7C15
    hash ^= UInt(bitPattern: position) &* 0xC2B2_AE3D_27D4_EB4F
    return Int(hash >> 56) % Self.slotCount
  }

  /// Whether to look for a node at this place: always, unless its last four reads or more were
  /// misses; then one read in sixty-four, so that content that starts repeating is shared again.
  func shouldTry(at place: UnsafeRawPointer, position: Int) -> Bool {
    reads &+= 1
    return misses[slot(place, position)] < 4 || reads & 63 == 0
  }

  /// The node last read at `place` and `position` by the constructor numbered `kind` (its
  /// metatable's tag), when ``scanner`` has just found the same record in the table and `entries`
  /// are the same; nil (a miss, counted) otherwise.
  ///
  /// - Complexity: O(fields + entries + the strings' lengths).
  func node(at place: UnsafeRawPointer, position: Int, kind: Int, entries: NodeEntries) -> Node? {
    let slot = slot(place, position)
    guard let entry = slots[slot], entry.place == place, entry.kind == kind, entry.entries.isSame(as: entries),
      scanner.matches(entry.record)
    else {
      misses[slot] = misses[slot] == .max ? .max : misses[slot] + 1
      return nil
    }
    misses[slot] = 0
    return entry.node
  }

  /// Keeps `node`, read at `place` and `position` by the constructor numbered `kind` from
  /// `entries` and the record ``scanner`` has just found, as the one to share there.
  func remember(_ node: Node, at place: UnsafeRawPointer, position: Int, kind: Int, entries: NodeEntries) {
    guard let record = scanner.image() else { return }
    slots[slot(place, position)] = Entry(place: place, kind: kind, record: record, entries: entries, node: node)
  }
}
