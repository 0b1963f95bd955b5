#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// `%.14g`, the format Lua uses for floats (`LUAI_NUMFFORMAT`).
func formatG14(_ value: Double) -> String {
  var buffer = [CChar](repeating: 0, count: 64)
  let length = buffer.withUnsafeMutableBufferPointer { pointer in
    withVaList([value]) { vsnprintf(pointer.baseAddress, 64, "%.14g", $0) }
  }
  return String(decoding: buffer.prefix(Int(max(0, length))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
