public import Synchronization

/// A value made by the first reader that asks for it, then kept: the copies of whatever holds the
/// box share the one value, and a value nobody reads is never made.
///
/// The first reader makes the value while it holds the box's lock, so concurrent first readers
/// wait for one another rather than make it twice. Its members are `@inlinable` so that the
/// modules that hold one read it specialized, not through the generic's metadata.
public final class Deferred<Value: Sendable>: Sendable {
  @usableFromInline enum State {
    case made(Value)
    case deferred(@Sendable () -> Value)
  }

  @usableFromInline let state: Mutex<State>

  /// A box that already holds `value`.
  @inlinable public init(_ value: Value) { state = Mutex(.made(value)) }

  /// A box whose value `make` makes on first read.
  @inlinable public init(deferred make: @escaping @Sendable () -> Value) { state = Mutex(.deferred(make)) }

  /// The value, made now if this is the first read.
  ///
  /// - Complexity: O(1) after the first read, which costs what `make` costs.
  @inlinable public var value: Value {
    state.withLock { state in
      switch state {
      case .made(let value):
        return value
      case .deferred(let make):
        let value = make()
        state = .made(value)
        return value
      }
    }
  }
}
