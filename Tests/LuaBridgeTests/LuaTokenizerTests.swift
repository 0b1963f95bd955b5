import Testing

@testable import LuaBridge

@Suite struct LuaTokenizerTests {
  @Test func tokenizerSkipsStringsAndComments() {
    let tokens = LuaTokenizer.tokens("a = [==[ local ]==] --[[ local ]] b ~= 'it''s' .. \"q\\\"\" 0x1p-2 3e+5")
    #expect(
      tokens.map(\.text) == [
        "a", "=", "[==[ local ]==]", "b", "~=", "'it'", "'s'", "..", "\"q\\\"\"", "0x1p-2", "3e+5",
      ])
  }
}
