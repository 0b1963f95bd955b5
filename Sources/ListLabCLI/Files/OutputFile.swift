import ListLabSystem

/// A file a command was asked to write, as the user named it: the option and its path.
struct OutputFile: Equatable {
  /// The option that names it (`--record`, `--html`), or what it is when no option does.
  var option: String
  var path: String
}

/// A file a command reads — a script, a plugin, a module it required, a golden file — which no
/// file it writes may replace.
struct InputFile: Equatable {
  enum Role: Equatable {
    case script, plugin, module, goldenFile, demo, exercise, courseFile, progress
  }

  var role: Role
  var path: String

  init(_ role: Role, _ path: String) {
    self.role = role
    self.path = path
  }

  /// `files`, each with `role`.
  static func all(_ role: Role, _ files: [String]) -> [InputFile] { files.map { InputFile(role, $0) } }
}

/// No command writes over its own input: `listlab run fruits.lua --record fruits.lua` is refused
/// before anything runs, rather than replacing the script with what it printed.
enum OverwriteCheck {
  /// Refuses when one of `outputs` is one of `inputs`: the same path once `..` and symbolic links
  /// are resolved, or the same file (device and inode: a hard link) when both exist.
  ///
  /// - Parameter command: the command's name, for the message (`run`).
  /// - Throws: the first output that is an input.
  /// - Complexity: O(outputs × inputs) `stat` calls.
  static func refuse(command: String, writing outputs: [OutputFile], over inputs: [InputFile]) throws(OutputFileError) {
    for output in outputs {
      if let input = inputs.first(where: { FileSystem.sameFile(output.path, $0.path) }) {
        throw .overwritesInput(command: command, output: output, input: input)
      }
    }
  }

  /// ``refuse(command:writing:over:)``, its error printed on stderr: whether the outputs may be
  /// written.
  static func allows(command: String, writing outputs: [OutputFile], over inputs: [InputFile]) -> Bool {
    do {
      try refuse(command: command, writing: outputs, over: inputs)
      return true
    } catch {
      Console.error(error.description)
      return false
    }
  }
}
