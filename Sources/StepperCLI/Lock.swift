import StepperSystemLibrary

/// A mutual-exclusion lock over a POSIX mutex: what the CLI's shared streams and buffers hold
/// while they change, without Foundation's `NSLock` (which would link full Foundation).
final class Lock: @unchecked Sendable {
  // `@unchecked`: the mutex is only used through pthread calls, which synchronize it.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the lock held.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
