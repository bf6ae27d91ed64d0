import Testing

@testable import StepperCLI

@Suite struct LockTests {
  /// Many threads add to one count under the lock; without it, increments would be lost.
  @Test func serializesWhatItGuards() async {
    final class Counter: @unchecked Sendable {
      let lock = Lock()
      var value = 0
    }
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
        }
      }
    }
    #expect(counter.lock.withLock { counter.value } == 80_000)
  }

  @Test func passesOnWhatTheBodyThrows() {
    struct Refused: Error {}
    let lock = Lock()
    #expect(throws: Refused.self) { try lock.withLock { throw Refused() } }
    #expect(lock.withLock { 1 } == 1, "the lock is free again")
  }
}
