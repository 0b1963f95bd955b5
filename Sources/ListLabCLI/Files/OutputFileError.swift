/// What a command says about a file it was asked to write: worded here, once.
enum OutputFileError: Error, CustomStringConvertible, Equatable {
  /// The system refused the write (`reason` is its sentence: "Permission denied").
  case cannotWrite(path: String, reason: String)
  /// The file to write is one the command reads.
  case overwritesInput(command: String, output: OutputFile, input: InputFile)

  var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
    case .overwritesInput(let command, let output, let input):
      let same = output.path == input.path ? "" : " (the same file)"
      return "listlab \(command): \(output.option) \(output.path) would write over \(Self.name(of: input.role)) "
        + "\(input.path)\(same); nothing was written (choose another file)"
    }
  }

  /// What the input is to the command, as the message names it.
  private static func name(of role: InputFile.Role) -> String {
    switch role {
    case .script: return "the script"
    case .plugin: return "the --plugin"
    case .module: return "the module"
    case .goldenFile: return "the --check file"
    case .demo: return "the demo"
    case .exercise: return "the exercise"
    case .courseFile: return "the course's file"
    case .progress: return "the progress file"
    }
  }
}
