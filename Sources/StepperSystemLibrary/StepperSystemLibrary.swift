// The platform's C library (`sin`, `pow`, `open`, `write`, `getrusage`, `pthread_mutex_t`, …),
// re-exported: the one place the package says which C library a platform has. Glibc on most
// Linux distributions, Musl on a static Linux build, Darwin on Apple platforms.
//
// A module that calls the C library imports this one, `internal import StepperSystemLibrary` in
// a library with public API so that apps do not see the C library through it, and calls a
// function the module shadows with its own name through it: `StepperSystemLibrary.open(…)`.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
