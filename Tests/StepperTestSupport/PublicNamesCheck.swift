import Testing

/// Checks a module's public top-level names: that they are the pinned ones, each with the
/// module's prefix, and that none is a top-level name of Apple's SDKs (`AppleSDKNames`), where an
/// app importing both would find it ambiguous.
///
/// `names` is what the module really declares (``PublicSymbols`` or ``SourceDeclarations``);
/// `pinned`, the list the test keeps. A change to either side records an issue naming what was
/// added or removed, so the public API changes only on purpose.
public func expectPublicNames(
  _ names: Set<String>, of module: String, arePinned pinned: Set<String>, prefix: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(!names.isEmpty, "no public names read for \(module)", sourceLocation: sourceLocation)
  let added = names.subtracting(pinned).sorted()
  let removed = pinned.subtracting(names).sorted()
  #expect(
    added.isEmpty && removed.isEmpty,
    "\(module)'s public top-level names changed: added \(added), removed \(removed)",
    sourceLocation: sourceLocation)
  for name in names.union(pinned) where !name.hasPrefix(prefix) {
    Issue.record("\(module).\(name) does not start with \(prefix)", sourceLocation: sourceLocation)
  }
  for (framework, sdkNames) in try AppleSDKNames.byFramework() {
    let clashes = sdkNames.intersection(names.union(pinned)).sorted()
    #expect(
      clashes.isEmpty, "\(module) declares \(clashes), which \(framework) declares too",
      sourceLocation: sourceLocation)
  }
}
