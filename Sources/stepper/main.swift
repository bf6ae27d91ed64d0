import StepperCLI
import StepperSystemLibrary

exit(StepperTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
