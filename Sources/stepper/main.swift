import Foundation
import StepperCLI

exit(StepperTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
