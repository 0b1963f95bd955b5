import Testing

@testable import LuaBridge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct HeapUsageTests {
  /// The settings `listlab` makes at start (so the tests, like the tool, run with them).
  @Test func mallocTakesTheReuseSettings() {
    // (AddressSanitizer replaces malloc, which then takes no settings: Scripts/asan.)
    #if canImport(Glibc)
      if dlsym(nil, "__asan_init") == nil { #expect(HeapUsage.keepFreedMemoryForReuse()) }
    #endif
  }
}
