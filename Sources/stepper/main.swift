import Foundation
import StepperCLI

let console = Console(
  out: { FileHandle.standardOutput.write(Data($0.utf8)) },
  err: { FileHandle.standardError.write(Data($0.utf8)) })
exit(StepperTool.run(Array(CommandLine.arguments.dropFirst()), console: console))
