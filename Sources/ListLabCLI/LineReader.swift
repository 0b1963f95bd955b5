import ListLabSystem

/// Reads lines from a file descriptor (piped input to the REPL) without letting one line grow
/// without bound: `listlab < /dev/zero` reports a line that is too long instead of exhausting memory.
final class LineReader {
  enum Line: Equatable {
    case text(String)
    /// A line longer than ``maximumLength`` bytes, skipped up to its newline.
    case tooLong
  }

  static let maximumLength = 4 << 20

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  init(descriptor: Int32 = 0) {
    self.descriptor = descriptor
  }

  /// The next line without its newline, or nil at the end of the input.
  func next() -> Line? {
    var skipping = false
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[start..<newline]
        start = newline + 1
        compact()
        if skipping || line.count > Self.maximumLength { return .tooLong }
        return .text(String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self))
      }
      if buffer.count - start > Self.maximumLength {
        // Too long already: drop what we have and keep looking for the end of the line.
        buffer.removeAll(keepingCapacity: true)
        start = 0
        skipping = true
      }
      if atEnd {
        guard start < buffer.count || skipping else { return nil }
        let line = buffer[start...]
        buffer.removeAll()
        start = 0
        return skipping ? .tooLong : .text(String(decoding: line, as: UTF8.self))
      }
      fill()
    }
  }

  private func fill() {
    let chunk = StandardStreams.read(descriptor, upTo: 65536)
    if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
  }

  private func compact() {
    if start > 65536, start * 2 > buffer.count {
      buffer.removeSubrange(0..<start)
      start = 0
    }
  }
}
