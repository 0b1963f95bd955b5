import ListLayout
import LuaBridge

/// The strings every frame table uses (README, `l:frames()`) — its keys, the names of the kinds
/// and of the corners — pushed once onto the stack for the frames a call hands back.
struct FrameStrings {
  /// A frame's fields, in the order they are set.
  enum Field: Int, CaseIterable {
    case kind, id, section, item, x, y, w, h, corners, radius, pinned, alpha, estimated, elementKind, owner, z
    case level, disclosure

    /// The field's key in Lua.
    var key: String { self == .elementKind ? "element_kind" : "\(self)" }
  }

  /// Every string, in order: the keys, then the kinds' names, then the corners'. Made once per
  /// process (a key is the case's reflected name), not for every call that pushes frames.
  private static let all =
    Field.allCases.map(\.key) + Element.Kind.allCases.map(\.rawValue) + Element.Corners.allCases.map(\.rawValue)

  let strings: LuaStackStrings

  /// Pushes the strings, with room reserved for them and for a frame record written beside them
  /// (the table of frames' metatable, a record, its key and value).
  init(on stack: LuaStack) throws(LuaError) {
    strings = try LuaStackStrings(stack, Self.all, extra: 6)
  }

  /// Stack indices: of a field's key, of a kind's name, of a corners' name.
  subscript(field: Field) -> Int { strings[field.rawValue] }
  subscript(kind: Element.Kind) -> Int {
    strings[Field.allCases.count + Element.Kind.allCases.firstIndex(of: kind)!]
  }
  subscript(corners: Element.Corners) -> Int {
    strings[Field.allCases.count + Element.Kind.allCases.count + Element.Corners.allCases.firstIndex(of: corners)!]
  }

  /// Removes the strings and what was pushed after them, but the value on top with `keepingTop`.
  func pop(keepingTop: Bool = false) { strings.pop(keepingTop: keepingTop) }
}
