/// What ListLabUIKit refuses, worded in one place: each case names the UIKit API and says what
/// ListLab does instead, or what UIKit itself raises.
///
/// UIKit raises an Objective-C exception for a programming error (a snapshot edit of a missing
/// section, a cell provider that returns nil), which ends an app — and its test — with the
/// exception's message. ListLabUIKit ends the process the same way, with `fatalError`, so that a
/// test on Linux fails where the app would crash on a device, with the same words; and it ends
/// it the same way for an API it does not model, rather than ignoring it. A test can observe
/// either with Swift Testing's exit tests (`#expect(processExitsWith: .failure)`).
enum UIKitFailure {
  /// An API ListLab does not model: the message names it and why.
  case unsupported(api: String, reason: String)
  /// An exception UIKit raises itself: its message, after the method that raised it.
  case exception(api: String, message: String)
  /// A programming error ListLab finds where UIKit's behaviour is undocumented or undefined.
  case misuse(api: String, message: String)
  /// A snapshot edit UIKit refuses: the core's message, already naming the method.
  case snapshot(String)

  var message: String {
    switch self {
    case .unsupported(let api, let reason): "ListLabUIKit does not support \(api): \(reason)"
    case .exception(let api, let message): "ListLabUIKit: \(api): \(message)"
    case .misuse(let api, let message): "ListLabUIKit: \(api): \(message)"
    case .snapshot(let message): "ListLabUIKit: \(message)"
    }
  }

  /// Ends the process with the message, as UIKit's exception ends the app.
  func raise(file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
  }
}
