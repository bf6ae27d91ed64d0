extension String {
  /// The text cut or padded with spaces to `width` characters, for a column of a table.
  func padded(toWidth width: Int) -> String {
    let count = self.count
    if count >= width { return String(prefix(width)) }
    return self + String(repeating: " ", count: width - count)
  }

  /// The text without the spaces and tabs (not line breaks) at either end.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
