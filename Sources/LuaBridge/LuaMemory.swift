internal import CListLabLua
internal import CLua

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

// The memory Lua owns, as Swift reads and writes it: the one file of the bridge that handles
// Lua's buffers and blocks (the C library's buffers are in CLibraryBuffers.swift).
//
// - String bytes crossing the stack: pushed from Swift strings and byte arrays, read back, or
//   matched against a key set by their address, without making a Swift string; the key sets a
//   state interns.
// - Chunk bytes lent to the compiler.
// - Userdata blocks: each holds one retained Swift object (a host function's box or a class
//   instance), released by the block's `__gc`.
// - The context the allocator and the count hook share with Swift (`LuaContext`), and the
//   character buffer the C side fills in with a function's source name.

// MARK: - Strings on the stack

extension LuaStack {
  /// The string at `index` (numbers are not converted), decoded as UTF-8.
  package func string(at index: Int) -> String? {
    withStringBytes(at: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// The raw bytes of the string at `index`.
  package func bytes(at index: Int) -> [UInt8]? {
    withStringBytes(at: index) { Array($0) }
  }

  /// The position in `keys` of the string at `index`; nil when the value is not a string (numbers
  /// are not converted) or not one of the keys.
  ///
  /// - Complexity: O(1): the address of the string's bytes is looked up (see ``LuaKeySet``).
  package func position(ofKeyAt index: Int, in keys: LuaKeySet) -> Int? {
    position(ofKeyAt: index, in: interned(keys))
  }

  @inline(__always)
  func position(ofKeyAt index: Int, in keys: LuaInternedKeySet) -> Int? {
    guard lua_type(state, Int32(index)) == LUA_TSTRING, let bytes = lua_tolstring(state, Int32(index), nil) else {
      return nil
    }
    return keys.position(of: UnsafeRawPointer(bytes))
  }

  /// Calls `body` with the bytes of the string at `index`, valid only during the call; nil when
  /// the value is not a string.
  private func withStringBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    guard lua_type(state, Int32(index)) == LUA_TSTRING else { return nil }
    var length = 0
    guard let pointer = lua_tolstring(state, Int32(index), &length) else { return nil }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      body(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The chunk name and current line of the Lua function at `level`, if it has one.
  package func location(level: Int = 1) -> LuaSourceLocation? {
    var record = lua_Debug()
    guard lua_getstack(state, Int32(level), &record) != 0, lua_getinfo(state, "Sl", &record) != 0,
      record.currentline > 0
    else { return nil }
    return LuaSourceLocation(source: lua.chunkName(of: record), line: Int(record.currentline))
  }

  /// The first Lua function on the stack from `level` up that has a line (skips C functions).
  ///
  /// Declarations ask this on every call: it costs Lua's own look-up of the function and its
  /// line, and, for the chunk the last call came from, a comparison of its source string.
  package func nearestLocation(from level: Int = 1) -> LuaSourceLocation? {
    var record = lua_Debug()
    let line = listlab_nearest_line(state, Int32(level), &record)
    guard line > 0 else { return nil }
    return LuaSourceLocation(source: lua.chunkName(of: record), line: Int(line))
  }
}

extension Lua {
  /// The name messages give the chunk `record` describes: its short name, with a shortened file
  /// name put back (see ``expandingChunkNames(_:)``).
  ///
  /// The name of the chunk asked about last is remembered with the chunk's source string, which
  /// is compared byte for byte (a collected chunk's address may be reused), so that asking again
  /// from the same chunk makes no text.
  func chunkName(of record: borrowing lua_Debug) -> String {
    let source = record.source
    let length = source == nil ? 0 : record.srclen
    if let known = lastChunkSource, known.count == length,
      known.withUnsafeBytes({ length == 0 || memcmp($0.baseAddress!, source!, length) == 0 })
    {
      return lastChunkName
    }
    lastChunkName = expandingChunkNames(CString.string(fromArray: record.short_src))
    lastChunkSource = Array(UnsafeRawBufferPointer(start: source, count: length))
    return lastChunkName
  }
}

/// Views of Swift bytes as the C library's `char`.
enum CString {
  static func characters(_ bytes: UnsafePointer<UInt8>?) -> UnsafePointer<CChar>? {
    bytes.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
  }

  /// The text of a NUL-terminated character array imported from C as a tuple.
  static func string<Characters>(fromArray characters: Characters) -> String {
    withUnsafeBytes(of: characters) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}

// MARK: - Interned keys

extension LuaStack {
  /// `keys` as this state's strings (see ``LuaKeySet``): interned on first use and kept in the
  /// registry while the state lives, so that their addresses stay theirs.
  ///
  /// - Complexity: O(keys) the first time, then O(sets interned): a state interns a handful.
  func interned(_ keys: LuaKeySet) -> LuaInternedKeySet {
    let table = lua.internedKeySets
    guard keys.number < Lua.internedKeySetCapacity else { return .none }
    if let interned = table[keys.number] { return interned }
    guard ensure(3) else { return .none }  // then every table takes the general reading
    pushTable(arrayCount: keys.keys.count)
    var addresses: [UnsafeRawPointer] = []
    for (position, key) in keys.keys.enumerated() {
      push(key)
      addresses.append(UnsafeRawPointer(lua_tolstring(state, -1, nil)!))
      lua_rawseti(state, -2, lua_Integer(position + 1))
    }
    _ = popIntoRegistry()  // the strings' keeper, for the state's life
    let interned = LuaInternedKeySet(addresses: addresses)
    table[keys.number] = interned
    return interned
  }
}

// MARK: - Chunks

extension Lua {
  /// Compiles `source`'s UTF-8 bytes as a text chunk (never bytecode), leaving the function or
  /// the error message on top of `state`; returns Lua's status.
  func compile(_ source: String, chunkName: String, on state: OpaquePointer) -> Int32 {
    var source = source
    return source.withUTF8 { bytes in stack(state).pushChunk(bytes, chunkName: chunkName, mode: "t") }
  }

  /// Compiles `bytes` as a text chunk; see ``compile(_:chunkName:on:)``.
  func compile(bytes: [UInt8], chunkName: String, on state: OpaquePointer) -> Int32 {
    bytes.withUnsafeBufferPointer { buffer in stack(state).pushChunk(buffer, chunkName: chunkName, mode: "t") }
  }

}

// MARK: - The context shared with the C side

/// The state the allocator, the count hook and Swift share (`listlab_context` in CListLabLua.h): made
/// with a `Lua` and freed when it closes. A handle: its copies name the same context. Its plain
/// fields are read and written by their C names (`used`, `limit`, `swift_depth`, `memory_line`,
/// `deadline_ns`, `time_limit_ns`).
@dynamicMemberLookup
struct LuaContext {
  /// Why the count hook stopped the script (`LISTLAB_TRIP_*`).
  enum Trip: Int32 {
    case none = 0, time = 1, interrupt = 2
  }

  /// For the C functions that take the context.
  let pointer: UnsafeMutablePointer<listlab_context>

  /// A new context with a budget of `memoryLimit` bytes (nil: none), Swift marked as running.
  static func make(memoryLimit: Int?) -> LuaContext {
    var initial = listlab_context()
    initial.limit = memoryLimit ?? 0
    initial.swift_depth = 1
    initial.dispatch = hostDispatch
    let pointer = UnsafeMutablePointer<listlab_context>.allocate(capacity: 1)
    pointer.initialize(to: initial)
    return LuaContext(pointer: pointer)
  }

  /// Frees the context and its pool of small blocks (after `lua_close`: Lua's memory goes with
  /// it); no copy may be used afterwards.
  func free() {
    listlab_pool_release(&pointer.pointee.pool)
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// A field of the context, read and written in place: `context.deadline_ns = 0`.
  subscript<Value>(dynamicMember field: WritableKeyPath<listlab_context, Value>) -> Value {
    get { pointer.pointee[keyPath: field] }
    nonmutating set { pointer.pointee[keyPath: field] = newValue }
  }

  /// Whether an allocation was refused since this was last cleared.
  var memoryRefused: Bool {
    get { pointer.pointee.memory_refused != 0 }
    nonmutating set { pointer.pointee.memory_refused = newValue ? 1 : 0 }
  }

  /// The chunk of the last refused allocation, as the allocator recorded it.
  var memorySource: String { CString.string(fromArray: pointer.pointee.memory_source) }

  /// Once set, the count hook raises in Lua code until Swift sets it back to `.none`.
  var tripped: Trip {
    get { Trip(rawValue: pointer.pointee.tripped) ?? .none }
    nonmutating set { pointer.pointee.tripped = newValue.rawValue }
  }

  /// Points the count hook at the flag a SIGINT handler sets (nil: Ctrl-C is not watched).
  func watch(_ signal: InterruptSignal?) {
    pointer.pointee.interrupt_flag = signal?.flag.pointer
  }

  /// Forgets a Ctrl-C pressed before now.
  func clearInterrupt() {
    pointer.pointee.interrupt_flag?.pointee = 0
  }

  /// Trips the hook now if Ctrl-C was pressed or the deadline passed; what tripped it, if anything.
  func checkTrip() -> Trip {
    Trip(rawValue: listlab_should_stop(pointer)) ?? .none
  }
}

// MARK: - Userdata blocks holding Swift objects

extension LuaStack {
  /// The object held by the userdata block at `index`, if it still holds one. Only for blocks made
  /// by ``pushBlock(retaining:)`` (the caller checks the metatable).
  func objectInBlock(at index: Int32) -> AnyObject? {
    objectPointerInBlock(at: index).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The address of the object held by the userdata block at `index`, if it still holds one.
  func objectPointerInBlock(at index: Int32) -> UnsafeMutableRawPointer? {
    lua_touserdata(state, index)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee
  }
}

/// `__gc` of every userdata that holds a retained Swift object: releases it once.
/// It calls no Lua function that can raise, so it may be a plain C function.
let releaseBoxedObject: lua_CFunction = { state in
  guard let state, let block = lua_touserdata(state, 1) else { return 0 }
  let slot = block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  if let pointer = slot.pointee {
    slot.pointee = nil
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
  }
  return 0
}

/// Called by the C trampoline with the box stored in the host function's upvalue.
let hostDispatch: listlab_dispatch_fn = { state, box in
  guard let state, let box else { return 0 }
  return Unmanaged<HostFunctionBox>.fromOpaque(box).takeUnretainedValue().invoke(state)
}

/// Registry key (by address) marking the metatables of userdata that wrap Swift objects.
nonisolated(unsafe) let swiftObjectMarker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
