/// A string read as Lua would print it.
package func luaQuoted(_ text: String) -> String {
  // A brace in a string is not code: "{" and "}" do not count.
  "\"" + text + "\""
}
