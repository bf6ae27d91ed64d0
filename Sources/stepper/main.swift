import StepperCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(StepperTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
