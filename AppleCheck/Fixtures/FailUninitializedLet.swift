// targets: ios macos catalyst ios18
// stage: sil
// expect: constant 'limit' used before being initialized
// A `let` read on a path that never set it: the type checker accepts it, definite
// initialization (a mandatory SIL pass, which Xcode runs on every build) refuses it.

func visibleSteps(total: Int) -> Int {
  let limit: Int
  if total > 10 {
    limit = 10
  }
  return min(total, limit)
}
