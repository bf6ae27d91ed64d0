/// The package version `stepper --version` prints.
///
/// CHANGELOG.md is where a version is decided: its newest released heading (`## 0.1.0`) is the
/// version, and a test reads the changelog and fails when this differs from it. Releasing a
/// version means adding its heading there and changing this line to match.
enum ToolVersion {
  /// The newest released version, as CHANGELOG.md's heading for it spells it.
  static let current = "0.1.0"
}
