import Foundation

/// How many nodes of `markup`, well-formed XML, the XPath `path` selects: `xmllint --xpath`
/// evaluating `count(path)`. Elements in a namespace (SVG's) are matched by `local-name()`, as
/// in `//*[local-name()="g"]`; `path` quotes with double quotes only.
///
/// ```swift
/// print(try xpathCount("//b", in: "<a><b/><b/></a>"))
/// // Prints "2"
/// ```
public func xpathCount(_ path: String, in markup: String) throws -> Int {
  guard !path.contains("'") else { throw XPathError.singleQuote(path) }
  let result = try ExternalTool.run(
    "xmllint --xpath 'count(\(path))' -", input: Data(markup.utf8))
  let text = String(decoding: result.output, as: UTF8.self)
    .trimmingCharacters(in: .whitespacesAndNewlines)
  guard result.status == 0, let count = Int(text) else {
    throw XPathError.failed("\(path): \(text) \(result.errors)")
  }
  return count
}

/// Why an XPath could not be counted.
public enum XPathError: Error, CustomStringConvertible {
  /// The path has a single quote, which the shell command cannot hold.
  case singleQuote(String)
  /// xmllint failed, or did not print a number.
  case failed(String)

  /// What went wrong.
  public var description: String {
    switch self {
    case .singleQuote(let path): "quote XPath strings with double quotes: \(path)"
    case .failed(let why): "xmllint --xpath failed: \(why)"
    }
  }
}
