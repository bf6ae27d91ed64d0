import StepperKit

extension StepperToken {
  /// The CSS custom property that carries the token in HTML output: the token's path with `/`
  /// turned into `-`, behind `--`.
  ///
  /// ```swift
  /// print(StepperToken.brandBase.cssCustomProperty)
  /// // Prints "--brand-base"
  /// ```
  public var cssCustomProperty: String {
    "--" + rawValue.split(separator: "/").joined(separator: "-")
  }
}
