import Foundation
import StepperKit
import StepperSystemLibrary

/// Debian's Chromium, headless, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: JSON messages ended by NUL on file descriptors 3 and 4), so no
/// port and no WebSocket library are needed.
///
/// Each browser has its own temporary profile and process group; ``close()`` (also run when the
/// value is released) ends the group and removes the profile, so no process is left behind.
/// Every wait has a deadline. Runs as root need `--no-sandbox`, which is always passed.
///
/// ```swift
/// let browser = try HeadlessChromium(width: 400, height: 200)
/// defer { browser.close() }
/// try browser.navigate(to: URL(fileURLWithPath: "/tmp/page.html"))
/// print(try browser.evaluate("document.title") as? String ?? "")
/// ```
public final class HeadlessChromium: @unchecked Sendable {
  /// Why the browser could not do what was asked.
  public enum Failure: Error, CustomStringConvertible {
    /// Chromium could not be started.
    case cannotStart(String)
    /// Chromium did not answer in time.
    case timedOut(String)
    /// Chromium answered with an error.
    case protocolError(String)
    /// The pipe to Chromium closed.
    case disconnected

    /// What went wrong.
    public var description: String {
      switch self {
      case .cannotStart(let why): "cannot start chromium: \(why)"
      case .timedOut(let what): "chromium did not answer in time: \(what)"
      case .protocolError(let message): "chromium answered with an error: \(message)"
      case .disconnected: "the pipe to chromium closed"
      }
    }
  }

  /// Device pixels per CSS pixel in screenshots.
  public let scale: Double
  private let pid: pid_t
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private let profile: URL
  private var buffer = Data()
  private var events: [[String: Any]] = []
  private var nextID = 0
  private var sessionID = ""
  private var isClosed = false
  private let lock = NSLock()

  /// How long one command may take.
  public static let commandTimeout: TimeInterval = 30

  /// Starts Chromium with a `width` × `height` CSS-pixel window at `scale` device pixels per
  /// CSS pixel, and opens a blank page.
  public init(width: Int = 800, height: Int = 600, scale: Double = 2) throws {
    self.scale = scale
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else {
      throw Failure.cannotStart("no pipe: \(String(cString: strerror(errno)))")
    }
    // Lift the descriptors above 4, closed on exec, so that the child's 3 and 4 cannot be
    // one of them and no other child inherits them.
    func lifted(_ fd: Int32) -> Int32 {
      let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
      closeDescriptor(fd)
      return high
    }
    let childReads = lifted(input[0])
    toBrowser = lifted(input[1])
    fromBrowser = lifted(output[0])
    let childWrites = lifted(output[1])
    let arguments = [
      "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
      "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
      "--disable-extensions", "--disable-background-networking", "--disable-sync",
      "--disable-default-apps", "--hide-scrollbars", "--mute-audio",
      "--force-color-profile=srgb", "--font-render-hinting=none",
      "--window-size=\(width),\(height)", "about:blank",
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, childReads, 3)
    posix_spawn_file_actions_adddup2(&actions, childWrites, 4)
    let log = profile.appendingPathComponent("chromium.log").path
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var child: pid_t = 0
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let status = posix_spawnp(&child, "chromium", &actions, &attributes, cArguments, environ)
    closeDescriptor(childReads)
    closeDescriptor(childWrites)
    guard status == 0 else {
      closeDescriptor(toBrowser)
      closeDescriptor(fromBrowser)
      try? FileManager.default.removeItem(at: profile)
      throw Failure.cannotStart(String(cString: strerror(status)))
    }
    pid = child
    do {
      let target = try send("Target.createTarget", ["url": "about:blank"], inSession: false)
      guard let targetID = target["targetId"] as? String else {
        throw Failure.protocolError("no target id")
      }
      let attached = try send(
        "Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
      sessionID = attached["sessionId"] as? String ?? ""
      try send("Page.enable")
      try send("Runtime.enable")
      try send(
        "Emulation.setDeviceMetricsOverride",
        ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  /// Loads `url` and waits until it is loaded and painted.
  ///
  /// The load event alone is not enough on a busy machine: the blank page's own load event can
  /// arrive after the navigation is sent. So the page is also asked, until it answers yes, that
  /// its address is `url`, its document complete, and two animation frames drawn.
  public func navigate(to url: URL) throws {
    lock.lock()
    defer { lock.unlock() }
    events.removeAll()
    try sendLocked("Page.navigate", ["url": url.absoluteString], inSession: true)
    _ = try waitForEvent("Page.loadEventFired")
    let address = String(decoding: try JSONEncoder().encode(url.absoluteString), as: UTF8.self)
    let ready = """
      new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() =>
        r(location.href === \(address) && document.readyState === 'complete'))))
      """
    let deadline = Date().addingTimeInterval(Self.commandTimeout)
    while true {
      // A context the navigation replaces answers with an error: ask the new one again.
      let answer = try? sendLocked(
        "Runtime.evaluate", ["expression": ready, "returnByValue": true, "awaitPromise": true],
        inSession: true)
      if (answer?["result"] as? [String: Any])?["value"] as? Bool == true { return }
      guard Date() < deadline else { throw Failure.timedOut("loading \(url.path)") }
      usleep(50_000)
    }
  }

  /// Evaluates a JavaScript expression in the page (awaiting a promise) and returns its value
  /// as JSON data: strings, numbers, booleans, arrays and dictionaries. Long work (an axe run
  /// over a large page) may be given more than ``commandTimeout`` seconds.
  public func evaluate(
    _ expression: String, timeout: TimeInterval = commandTimeout
  ) throws -> Any? {
    lock.lock()
    defer { lock.unlock() }
    let result = try sendLocked(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true], inSession: true,
      timeout: timeout)
    if let exception = result["exceptionDetails"] as? [String: Any] {
      throw Failure.protocolError("\(exception["text"] ?? "") in \(expression)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// A screenshot of `clip` (CSS pixels, page coordinates), or of the viewport.
  package func screenshot(clip: StepperRect? = nil) throws -> RasterImage {
    var parameters: [String: Any] = ["format": "png"]
    if let clip {
      parameters["clip"] = [
        "x": clip.x, "y": clip.y, "width": clip.width, "height": clip.height, "scale": 1,
      ]
    }
    let result = try send("Page.captureScreenshot", parameters)
    guard let base64 = result["data"] as? String, let png = Data(base64Encoded: base64) else {
      throw Failure.protocolError("no screenshot data")
    }
    let converted = try ExternalTool.run("pngtopnm", input: png)
    guard converted.status == 0 else { throw RasterImage.RasterError.toolFailed(converted.errors) }
    return try RasterImage(ppm: [UInt8](converted.output), zoom: scale)
  }

  /// Presses and releases Tab (with Shift when `shift`), as a real key press.
  public func pressTab(shift: Bool = false) throws {
    for type in ["rawKeyDown", "keyUp"] {
      try send(
        "Input.dispatchKeyEvent",
        [
          "type": type, "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9,
          "nativeVirtualKeyCode": 9, "modifiers": shift ? 8 : 0,
        ])
    }
  }

  /// Presses and releases a key that types `text` (Enter is "\r"), as a real key press.
  public func press(key: String, code: String, keyCode: Int, text: String? = nil) throws {
    var down: [String: Any] = [
      "type": text == nil ? "rawKeyDown" : "keyDown", "key": key, "code": code,
      "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode,
    ]
    if let text { down["text"] = text }
    try send("Input.dispatchKeyEvent", down)
    try send(
      "Input.dispatchKeyEvent",
      ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keyCode])
  }

  /// Moves the mouse to (`x`, `y`) (CSS pixels in the viewport) and clicks there with the
  /// left button, as a real press and release.
  public func click(x: Double, y: Double) throws {
    try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    for type in ["mousePressed", "mouseReleased"] {
      try send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
    }
  }

  /// Sends one protocol command and returns its result.
  @discardableResult
  public func send(
    _ method: String, _ parameters: [String: Any] = [:], inSession: Bool = true
  ) throws -> [String: Any] {
    lock.lock()
    defer { lock.unlock() }
    return try sendLocked(method, parameters, inSession: inSession)
  }

  /// Ends the browser and its process group and removes its profile. Safe to call twice.
  public func close() {
    lock.lock()
    defer { lock.unlock() }
    guard !isClosed else { return }
    isClosed = true
    if pid > 0 {
      _ = try? sendLocked("Browser.close", [:], inSession: false, timeout: 5)
      closeDescriptor(toBrowser)
      var status: Int32 = 0
      let deadline = Date().addingTimeInterval(5)
      while waitpid(pid, &status, WNOHANG) == 0, Date() < deadline {
        usleep(20_000)
      }
      // The renderer, zygote and utility processes share the group; end any left over, and
      // wait until none is alive (orphans that died are the system's to reap).
      kill(-pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      let killDeadline = Date().addingTimeInterval(5)
      while isRunning, Date() < killDeadline {
        kill(-pid, SIGKILL)
        usleep(20_000)
      }
    }
    closeDescriptor(fromBrowser)
    try? FileManager.default.removeItem(at: profile)
  }

  /// Whether any process of the browser's group is still alive (not a zombie), read from
  /// `/proc`.
  public var isRunning: Bool {
    guard pid > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc")
    else { return false }
    for entry in entries where entry.allSatisfy(\.isNumber) {
      // /proc/PID/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
      guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, let group = Int32(fields[2]) else { continue }
      if group == pid, fields[0] != "Z", fields[0] != "X" { return true }
    }
    return false
  }

  @discardableResult
  private func sendLocked(
    _ method: String, _ parameters: [String: Any], inSession: Bool,
    timeout: TimeInterval = commandTimeout
  ) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if inSession { message["sessionId"] = sessionID }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    try data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = write(toBrowser, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure.disconnected
        }
        offset += written
      }
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let reply = try nextMessage(before: deadline, waitingFor: method)
      if reply["id"] as? Int == id {
        if let error = reply["error"] as? [String: Any] {
          throw Failure.protocolError("\(method): \(error["message"] ?? error)")
        }
        return reply["result"] as? [String: Any] ?? [:]
      }
      if reply["method"] != nil { events.append(reply) }
    }
  }

  private func waitForEvent(_ name: String) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(Self.commandTimeout)
    while true {
      if let index = events.firstIndex(where: { $0["method"] as? String == name }) {
        return events.remove(at: index)
      }
      let message = try nextMessage(before: deadline, waitingFor: name)
      if message["method"] != nil { events.append(message) }
    }
  }

  /// Reads until one whole message is buffered, or the deadline passes.
  private func nextMessage(before deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let body = buffer[buffer.startIndex..<end]
        buffer.removeSubrange(buffer.startIndex...end)
        guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
          continue
        }
        return object
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure.timedOut(what) }
      var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(fromBrowser, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure.disconnected }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }
}

/// Closes a file descriptor, with the C library of the platform.
private func closeDescriptor(_ descriptor: Int32) {
  _ = StepperSystemLibrary.close(descriptor)
}
