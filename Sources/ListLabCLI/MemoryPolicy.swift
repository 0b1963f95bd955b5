import LuaBridge

/// How the `listlab` process treats the memory it frees (see
/// `HeapUsage.keepFreedMemoryForReuse()`); set once, before any command runs.
package enum MemoryPolicy {
  package static func apply() { HeapUsage.keepFreedMemoryForReuse() }
}
