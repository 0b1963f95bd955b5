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

  /// How many pixels differ by more than `threshold` in some channel.
  func differingPixels(from other: PNGImage, threshold: Int = 48) -> Int {
    guard width == other.width, height == other.height else { return width * height }
    var count = 0
    for pixel in 0..<(width * height) {
      for channel in 0..<3 where abs(Int(rgba[pixel * 4 + channel]) - Int(other.rgba[pixel * 4 + channel])) > threshold
      {
        count += 1
        break
      }
    }
    return count
  }

  /// The colour at a point, for checks of what a picture shows.
  func pixel(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
    let at = (y * width + x) * 4
    return (Int(rgba[at]), Int(rgba[at + 1]), Int(rgba[at + 2]))
  }
}
