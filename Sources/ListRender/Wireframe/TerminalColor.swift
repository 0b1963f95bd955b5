/// A foreground colour of the 8-colour ANSI palette, as its SGR parameter.
enum TerminalColor: UInt8, Hashable, Sendable {
  case `default` = 39
  case red = 31
  case green = 32
  case yellow = 33
  case blue = 34
  case magenta = 35
  case cyan = 36
}
