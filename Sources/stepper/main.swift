#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import StepperCLI

exit(StepperTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
