import StepperKit
import StepperTooling

/// The flags that pick the themes a command draws or checks: built in, or from a Design Tokens
/// file.
enum ThemeFlags {
  static let themeSpec = FlagSpec("theme", value: "light|dark", help: "Token set (default light).")
  static let tokensSpec = FlagSpec(
    "tokens", value: "FILE",
    help: "Read the themes from a W3C Design Tokens (DTCG) file instead of the built-in ones.")

  /// The one theme `--theme` picks (light by default), from `--tokens` if given.
  static func theme(from flags: ParsedFlags, files: FileInput) throws(CLIError) -> StepperTheme {
    let appearance = try flags.choice("theme", as: StepperAppearance.self) ?? .light
    guard let path = flags.value("tokens") else { return .builtIn(appearance) }
    let data = try files.read(path)
    do {
      return try StepperTheme(designTokens: data, appearance: appearance)
    } catch {
      throw .invalidTokens(path: FileInput.name(of: path), error)
    }
  }

  /// Every theme, or only the one `--theme` names, from `--tokens` if given.
  static func themes(from flags: ParsedFlags, files: FileInput) throws(CLIError) -> [StepperTheme] {
    let appearance = try flags.choice("theme", as: StepperAppearance.self)
    guard let path = flags.value("tokens") else {
      return StepperAppearance.allCases.filter { appearance == nil || $0 == appearance }
        .map(StepperTheme.builtIn)
    }
    let data = try files.read(path)
    do {
      if let appearance {
        return [try StepperTheme(designTokens: data, appearance: appearance)]
      }
      return try StepperTheme.themes(designTokens: data)
    } catch {
      throw .invalidTokens(path: FileInput.name(of: path), error)
    }
  }
}
