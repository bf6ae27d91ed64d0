import Foundation

/// Public top-level declarations read from Swift sources, for a module the tests cannot build
/// here (StepperUI's adapters are compiled only on Apple platforms).
///
/// A small scanner, not a parser: it drops comments and string literals, tracks the depth of
/// braces, and reads `public` declarations at depth 0, inside `#if` blocks too. What it cannot
/// read it leaves out, so tests pin its result against a list.
public enum SourceDeclarations {
  /// The names of the public types, protocols, type aliases, functions and variables declared
  /// at file scope in the `.swift` files under `folder`.
  public static func publicTopLevelNames(inFolder folder: URL) throws -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: file, encoding: .utf8)
      names.formUnion(publicTopLevelNames(in: source))
    }
    return names
  }

  /// The names of the public declarations at file scope in `source`.
  public static func publicTopLevelNames(in source: String) -> Set<String> {
    var names: Set<String> = []
    var depth = 0
    for line in code(of: source).split(separator: "\n") {
      if depth == 0, let name = declaredName(Substring(line)) { names.insert(name) }
      for character in line {
        if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      }
    }
    return names
  }

  /// The name a line declares publicly, if it does: `public final class EBStepperView: UIView {`
  /// gives `EBStepperView`.
  private static func declaredName(_ line: Substring) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let publicIndex = words.firstIndex(of: "public") else { return nil }
    let kinds: Set<Substring> = [
      "struct", "enum", "class", "actor", "protocol", "typealias", "func", "var", "let",
    ]
    guard words[..<publicIndex].allSatisfy({ $0.hasPrefix("@") }),
      let kindIndex = words[publicIndex...].firstIndex(where: { kinds.contains($0) }),
      kindIndex + 1 < words.endIndex
    else { return nil }
    let name = words[kindIndex + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
    return name.isEmpty ? nil : String(name)
  }

  /// `source` with comments and the insides of string literals removed, lines kept.
  private static func code(of source: String) -> String {
    var result = ""
    var characters = source.makeIterator()
    var previous: Character?
    var inLineComment = false
    var blockDepth = 0
    var inString = false
    while let character = characters.next() {
      defer { previous = character }
      if inLineComment {
        if character == "\n" {
          inLineComment = false
          result.append(character)
        }
      } else if blockDepth > 0 {
        if previous == "*" && character == "/" { blockDepth -= 1 }
        if character == "\n" { result.append(character) }
      } else if inString {
        if character == "\"" && previous != "\\" { inString = false }
        if character == "\n" { result.append(character) }
      } else if previous == "/" && character == "/" {
        result.removeLast()
        inLineComment = true
      } else if previous == "/" && character == "*" {
        result.removeLast()
        blockDepth = 1
      } else if character == "\"" {
        inString = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
