import CZlib
import Foundation

/// A PNG decoded to 8-bit RGBA: what Chromium's `--screenshot` writes (8-bit RGB or RGBA, not
/// interlaced), which is all the browser tests need to read.
struct PNGImage: Equatable {
  var width: Int
  var height: Int
  /// Row by row, 4 bytes a pixel.
  var rgba: [UInt8]

  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DecodeError(description: "cannot read \(path)")
    }
    try self.init(data: [UInt8](data))
  }

  init(data: [UInt8]) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count > 8, Array(data[0..<8]) == signature else { throw DecodeError(description: "not a PNG") }
    func u32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    var offset = 8
    var width = 0
    var height = 0
    var channels = 0
    var compressed: [UInt8] = []
    while offset + 8 <= data.count {
      let length = u32(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length <= data.count else { throw DecodeError(description: "truncated \(type) chunk") }
      switch type {
      case "IHDR":
        width = u32(body)
        height = u32(body + 4)
        let depth = data[body + 8]
        let colour = data[body + 9]
        guard depth == 8, data[body + 12] == 0 else {
          throw DecodeError(description: "only 8-bit, non-interlaced PNGs are read (depth \(depth))")
        }
        switch colour {
        case 2: channels = 3
        case 6: channels = 4
        default: throw DecodeError(description: "colour type \(colour) is not RGB or RGBA")
        }
      case "IDAT":
        compressed += data[body..<body + length]
      default:
        break
      }
      offset = body + length + 4  // past the CRC
    }
    guard width > 0, height > 0, channels > 0 else { throw DecodeError(description: "no IHDR") }
    let stride = width * channels
    var raw = [UInt8](repeating: 0, count: height * (stride + 1))
    var rawCount = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { output in
      compressed.withUnsafeBufferPointer { input in
        uncompress(output.baseAddress, &rawCount, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(rawCount) == raw.count else { throw DecodeError(description: "zlib error \(status)") }
    self.init(
      width: width, height: height, rgba: try PNGImage.unfilter(raw, width: width, height: height, channels: channels))
  }

  /// Undoes the per-row filters (None, Sub, Up, Average, Paeth) and widens RGB to RGBA.
  private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
    let stride = width * channels
    var previous = [UInt8](repeating: 0, count: stride)
    var current = [UInt8](repeating: 0, count: stride)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      for index in 0..<stride {
        let x = Int(raw[start + 1 + index])
        let left = index >= channels ? Int(current[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
        default: throw DecodeError(description: "unknown filter \(filter) on row \(row)")
        }
        current[index] = UInt8((x + predicted) & 0xFF)
      }
      for column in 0..<width {
        for channel in 0..<channels {
          rgba[(row * width + column) * 4 + channel] = current[column * channels + channel]
        }
      }
      swap(&previous, &current)
    }
    return rgba
  }

  /// How many pixels differ by more than `threshold` in some channel. With a `reach`, a pixel
  /// differs only when no pixel of the other image within `reach` of it (across and down) is that
  /// close to it, one way or the other: an edge drawn a pixel further along (text antialiased or
  /// placed a little differently) does not count, a line or a colour that is not there does.
  ///
  /// - Complexity: O(pixels), and O(reach²) more for each pixel that differs where it is.
  /// Pixels where `skipped` is true (row by row, one per pixel) are not counted.
  func differingPixels(from other: PNGImage, threshold: Int = 48, reach: Int = 0, skipping skipped: [Bool]? = nil)
    -> Int
  {
    guard width == other.width, height == other.height else { return width * height }
    return rgba.withUnsafeBufferPointer { mine in
      other.rgba.withUnsafeBufferPointer { theirs in
        func close(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int) -> Bool {
          abs(Int(a[i]) - Int(b[j])) <= threshold && abs(Int(a[i + 1]) - Int(b[j + 1])) <= threshold
            && abs(Int(a[i + 2]) - Int(b[j + 2])) <= threshold
        }
        // Whether the pixel at x, y of `a` has a close one near x, y in `b`.
        func matched(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
          for ny in max(0, y - reach)...min(height - 1, y + reach) {
            for nx in max(0, x - reach)...min(width - 1, x + reach)
            where close(a, (y * width + x) * 4, b, (ny * width + nx) * 4) {
              return true
            }
          }
          return false
        }
        var count = 0
        for y in 0..<height {
          for x in 0..<width {
            let at = (y * width + x) * 4
            guard !close(mine, at, theirs, at), skipped?[y * width + x] != true else { continue }
            if reach == 0 || !matched(mine, theirs, x, y) || !matched(theirs, mine, x, y) { count += 1 }
          }
        }
        return count
      }
    }
  }

  /// How many blocks of `size` × `size` pixels, on a grid from the top-left corner, that hold a
  /// pixel where `within` is true, differ in brightness: the block's mean brightness (0–255) is
  /// more than `threshold` from that of the other image's block there and of each block a pixel
  /// across or down from it. The glyphs of a text drawn with other hinting or antialiasing keep
  /// their ink; other glyphs, or text in another size, weight or colour, do not. Also returns how
  /// many blocks were compared.
  ///
  /// - Complexity: O(pixels).
  func differingBlocks(
    from other: PNGImage, size: Int = 8, threshold: Double = 12, within: [Bool]
  ) -> (differing: Int, compared: Int) {
    guard width == other.width, height == other.height, width >= size, height >= size else { return (0, 0) }
    let mine = brightnessSums()
    let theirs = other.brightnessSums()
    let stride = width + 1
    func mean(_ sums: [Int], _ x: Int, _ y: Int) -> Double {
      let sum =
        sums[(y + size) * stride + x + size] - sums[y * stride + x + size] - sums[(y + size) * stride + x]
        + sums[y * stride + x]
      return Double(sum) / Double(size * size)
    }
    var differing = 0
    var compared = 0
    // A grid from the top-left corner; the last row and column end at the edge (overlapping the
    // one before), so that no pixel is left out.
    func starts(_ length: Int) -> [Int] {
      let grid = Array(Swift.stride(from: 0, through: length - size, by: size))
      return length % size == 0 ? grid : grid + [length - size]
    }
    for top in starts(height) {
      for left in starts(width) {
        let inside = (top..<top + size).contains { y in (left..<left + size).contains { within[y * width + $0] } }
        guard inside else { continue }
        compared += 1
        let expected = mean(theirs, left, top)
        var matched = false
        for dy in -1...1 where top + dy >= 0 && top + dy + size <= height {
          for dx in -1...1 where left + dx >= 0 && left + dx + size <= width {
            if abs(mean(mine, left + dx, top + dy) - expected) <= threshold { matched = true }
          }
        }
        if !matched { differing += 1 }
      }
    }
    return (differing, compared)
  }

  /// Sums of brightness (0.3 R + 0.59 G + 0.11 B) over the rectangle from the top-left
  /// corner to each point, (width + 1) × (height + 1) of them.
  private func brightnessSums() -> [Int] {
    let stride = width + 1
    var sums = [Int](repeating: 0, count: stride * (height + 1))
    for y in 0..<height {
      var row = 0
      for x in 0..<width {
        let at = (y * width + x) * 4
        row += (30 * Int(rgba[at]) + 59 * Int(rgba[at + 1]) + 11 * Int(rgba[at + 2])) / 100
        sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
      }
    }
    return sums
  }

  /// The part of the image in the rectangle at `x`, `y`, `width` × `height` pixels, cut to the
  /// image's bounds.
  func cropped(x: Int, y: Int, width: Int, height: Int) -> PNGImage {
    let left = min(max(0, x), self.width)
    let top = min(max(0, y), self.height)
    let right = min(max(left, x + width), self.width)
    let bottom = min(max(top, y + height), self.height)
    var part: [UInt8] = []
    part.reserveCapacity((right - left) * (bottom - top) * 4)
    for row in top..<bottom {
      part += rgba[((row * self.width + left) * 4)..<((row * self.width + right) * 4)]
    }
    return PNGImage(width: right - left, height: bottom - top, rgba: part)
  }

  /// The colour at a point, for checks of what a picture shows.
  func pixel(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
    let at = (y * width + x) * 4
    return (Int(rgba[at]), Int(rgba[at + 1]), Int(rgba[at + 2]))
  }
}
