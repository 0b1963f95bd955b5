import ListDiff
import LuaBridge

/// A Lua value that holds a snapshot — a data source's (``SnapshotObject``) or an outline's
/// (``SectionSnapshotObject``) — and wraps its methods' bodies for Lua the same way.
protocol SnapshotValueObject: AnyObject, SendableMetatype {
  associatedtype Value
  var value: Value { get }
  var host: ScriptHost { get }
}

extension SnapshotValueObject {
  /// An edit's body wrapped for Lua: the edit returns the value itself, for chaining.
  static func edit(_ body: @escaping @Sendable (Self, LuaCall) throws -> Void)
    -> @Sendable (Self, LuaCall) throws -> Int
  {
    { object, call in
      try body(object, call)
      return call.returning(object: object)
    }
  }

  /// A query returning ids, wrapped for Lua: an array that prints one per line.
  static func ids(_ read: @escaping @Sendable (Value) -> [Identifier]) -> @Sendable (Self, LuaCall) throws -> Int {
    { object, call in
      SnapshotArguments.push(read(object.value), tables: object.host.tables, on: call.stack)
      return 1
    }
  }
}
