package eb.stepper.cli

/**
 * The package version `stepper --version` prints, the Swift tool's: CHANGELOG.md's newest
 * released heading (`## 0.1.0`) decides it, and a test reads the changelog and fails when this
 * differs from it, as the Swift tool's test does for its own line. Releasing a version means
 * adding its heading there and changing this line and the Swift tool's to match.
 */
object ToolVersion {
    const val CURRENT = "0.1.0"
}
