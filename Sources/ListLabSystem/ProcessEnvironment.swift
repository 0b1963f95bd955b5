#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process was started with: its environment variables, its executable, the machine's
/// processors.
package enum ProcessEnvironment {
  /// The value of the environment variable `name`; nil when it is not set.
  package static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The running binary's path (Linux: `/proc/self/exe`; macOS: `_NSGetExecutablePath`); nil when
  /// it cannot be read.
  package static let executable: String? = {
    #if canImport(Darwin)
      var size = UInt32(PATH_MAX) + 1
      var buffer = [CChar](repeating: 0, count: Int(size))
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #else
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard length > 0 else { return nil }
      return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
  }()

  /// The processors online.
  package static var processorCount: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }
}
