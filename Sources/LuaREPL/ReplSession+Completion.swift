import LuaBridge

extension ReplSession {
  /// Completions of the word ending at the cursor, as whole replacement words, sorted:
  /// `pri` → `print`, `string.fo` → `string.format`, `l:sc` → `l:scroll`, `l:` → every method of `l`.
  ///
  /// Names are looked up with raw accesses only (tables, metatables' `__index` tables, and the
  /// member lists of Swift classes), so completing never runs Lua code.
  package func completions(for word: String) -> [String] {
    guard let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" }) else {
      var names = Set(LuaTokenizer.keywords)
      names.formUnion(identifierKeys(of: .table(environment)))
      names.formUnion(identifierKeys(of: .table(lua.globals)))
      names.remove(SessionLocals.declareFunction)
      return names.filter { $0.hasPrefix(word) }.sorted()
    }
    let path = word[..<separatorIndex].split(separator: ".", omittingEmptySubsequences: false)
    let isMethod = word[separatorIndex] == ":"
    let prefix = String(word[word.index(after: separatorIndex)...])
    guard !path.contains(where: \.isEmpty), !path.contains(where: { $0.contains(":") }) else { return [] }

    var value = lookup(String(path[0]), in: .table(environment))
    if value.isNil { value = lookup(String(path[0]), in: .table(lua.globals)) }
    for segment in path.dropFirst() {
      value = lookup(String(segment), in: value)
      if value.isNil { return [] }
    }
    let head = String(word[...separatorIndex])
    return members(of: value, functionsOnly: isMethod)
      .filter { $0.hasPrefix(prefix) }
      .sorted()
      .map { head + $0 }
  }

  /// `value[key]` through tables and `__index` tables, without metamethod calls.
  private func lookup(_ key: String, in value: LuaValue, depth: Int = 0) -> LuaValue {
    guard depth < 8 else { return .nil }
    if let table = value.table {
      let direct = table[key]
      if !direct.isNil { return direct }
    }
    let index = metatableIndex(of: value)
    return index.isNil ? .nil : lookup(key, in: index, depth: depth + 1)
  }

  /// The `__index` field of the value's metatable (raw), or nil.
  private func metatableIndex(of value: LuaValue) -> LuaValue {
    let stack = lua.activeStack
    let top = stack.top
    defer { stack.top = top }
    stack.push(value)
    guard stack.pushMetatable(ofValueAt: -1) else { return .nil }
    stack.pushField("__index", ofTableAt: -1)
    return stack.type(at: -1) == .table ? stack.value(at: -1) : .nil
  }

  /// The `__name` of a userdata's metatable.
  private func className(of value: LuaValue) -> String? {
    let stack = lua.activeStack
    let top = stack.top
    defer { stack.top = top }
    stack.push(value)
    guard stack.type(at: -1) == .userdata, stack.pushMetatable(ofValueAt: -1) else { return nil }
    stack.pushField("__name", ofTableAt: -1)
    return stack.string(at: -1)
  }

  private func members(of value: LuaValue, functionsOnly: Bool) -> Set<String> {
    var names = Set<String>()
    var current = value
    for _ in 0..<8 {
      if let table = current.table {
        for (key, member) in table.pairs {
          guard let name = key.string, isIdentifier(name) else { continue }
          if functionsOnly, member.function == nil { continue }
          names.insert(name)
        }
      }
      if let name = className(of: current), let members = lua.members(ofClassNamed: name) {
        names.formUnion(functionsOnly ? members.methods : members.methods.union(members.fields))
      }
      current = metatableIndex(of: current)
      if current.isNil { break }
    }
    return names
  }

  private func identifierKeys(of value: LuaValue) -> [String] {
    guard let table = value.table else { return [] }
    return table.pairs.compactMap { pair in pair.key.string.flatMap { isIdentifier($0) ? $0 : nil } }
  }

  private func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
      && !LuaTokenizer.keywords.contains(name)
  }
}
