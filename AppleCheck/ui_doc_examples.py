"""The ```swift examples of StepperUI's doc comments, type-checked against Apple's SDKs as an app's
files (scripts/apple-check compiles them after the samples, through the same compiles).

DocC shows an example to app developers as it is written, and they copy it into a view or a view
controller, so each example is compiled as a file of an app: it imports StepperKit, StepperUI and
the framework of the source it documents (SwiftUI, or UIKit), and sees only their public API.

  - An example of a SwiftUI source is the body of a view (`var body: some View`); one of a UIKit
    source, the body of a method of a view controller (its `self`); one of a source that imports
    neither (the type aliases), the body of a function.
  - Its declarations at the left margin that begin with an attribute, an access level or `func`
    (`@State private var step: StepperStepID = 2`, `@objc func stepChosen(_ stepper: …)`) are
    members of that view or view controller, beside the body; its `import` lines are the file's.
  - A name of FREE_NAMES that it uses without declaring is declared beside it.
  - The `@available` attributes of the declaration it documents are its own.

The examples of UIKit sources are compiled where UIKit is (iOS, Mac Catalyst), the others on
every target: each group once per target, as one app, whose files are the examples. Each line of
an example keeps the line and column it has in its source (`#sourceLocation`), so a failure names
them: "Sources/StepperUI/SwiftUI/EBStepper+Modifiers.swift:227: error: cannot find 'uploaded' in
scope"."""

import re
from typing import NamedTuple

import doc_comment_samples

MODULE = "StepperUI"
IMPORTS = {"SwiftUI": ["StepperKit", "StepperUI", "SwiftUI"],
           "UIKit": ["StepperKit", "StepperUI", "UIKit"],
           "Swift": ["StepperKit", "StepperUI"]}


class FreeName(NamedTuple):
    member: str  # its declaration, beside the example's body
    support: str  # what that declaration needs, declared once for every example


# Names the examples use without declaring them. Every other value an example uses is declared
# in the example itself, where the reader sees its type (`@State private var uploaded = 0.0`);
# these stand for the app's own objects, whose declaration would be a type of the app's, longer
# than the example and about something else.
FREE_NAMES = {
    # The app's navigation, where a chosen step leads:
    # `.onSelectStep { step in flow.go(to: step) }`.
    "flow": FreeName("let flow = AppFlow()",
                     "/// The app's own navigation, which the examples call `flow`.\n"
                     "final class AppFlow {\n  func go(to step: StepperStepID) {}\n}\n"),
}

# A member: a declaration at the example's left margin that begins with an attribute, an access
# level or `func`.
_MEMBER = re.compile(r"^(@\w|(private|fileprivate|internal|public|open)\s|func\s)")
_IMPORT = re.compile(r"^import \w+\s*$")


class UIExample(NamedTuple):
    path: str  # the source, absolute
    name: str  # "Sources/StepperUI/SwiftUI/EBStepper.swift:120", the line of its opening fence
    kind: str  # "SwiftUI", "UIKit" or "Swift": what the source imports
    block: doc_comment_samples.DocBlock


def kind_of(source):
    """What an example of `source` is written in: "SwiftUI" when the source imports SwiftUI, else
    "UIKit" when it imports UIKit, else "Swift"."""
    for kind in ("SwiftUI", "UIKit"):
        if re.search(rf"^\s*import {kind}\s*$", source, re.M):
            return kind
    return "Swift"


def examples(root):
    """Every ```swift example of the doc comments of Sources/StepperUI, in file and line order."""
    found = []
    for path in sorted((root / "Sources" / MODULE).rglob("*.swift")):
        text = path.read_text()
        kind = kind_of(text)
        relative = path.relative_to(root)
        found += [UIExample(str(path), f"{relative}:{block.opening}", kind, block)
                  for block in doc_comment_samples.doc_blocks(text)]
    return found


def _depth(text):
    """How much deeper in brackets a line of Swift ends than it starts (strings and comments left
    out)."""
    text = re.sub(r'"(\\.|[^"\\])*"', '""', text).split("//", 1)[0]
    return sum(text.count(c) for c in "{([") - sum(text.count(c) for c in "})]")


def parts(lines):
    """An example's CodeLines as (imports, members, statements): see the module's comment."""
    imports, members, statements = [], [], []
    index = 0
    while index < len(lines):
        line = lines[index]
        if _IMPORT.match(line.text):
            imports.append(line.text.strip())
            index += 1
        elif _MEMBER.match(line.text):
            depth = 0
            while index < len(lines):
                depth += _depth(lines[index].text)
                members.append(lines[index])
                index += 1
                if depth <= 0:
                    break
        else:
            statements.append(line)
            index += 1
    return imports, members, statements


def free_names(code):
    """The FREE_NAMES an example's code uses and does not declare."""
    used = []
    for name in FREE_NAMES:
        uses = re.search(rf"(?<![\w.$]){name}\b", code)
        declares = re.search(rf"\b(let|var|func)\s+{name}\b|\b{name}\s+in\b", code)
        if uses and not declares:
            used.append(name)
    return used


def as_file(example, number):
    """The example as a file of an app: [(line in its source or None, text)], the wrapper's own
    lines at the lines of the block's fences."""
    block = example.block
    imports, members, statements = parts(block.lines)
    head = [(None, f"import {module}") for module in IMPORTS[example.kind]]
    head += [(None, text) for text in dict.fromkeys(imports) if text not in
             {f"import {module}" for module in IMPORTS[example.kind]}]
    opening, closing = block.opening, block.closing
    available = [(opening, text) for text in block.attributes if text.startswith("@available")]
    declaration, body = {
        "SwiftUI": (f"struct Example{number:02d}: View {{", "  var body: some View {"),
        "UIKit": (f"final class Example{number:02d}: UIViewController {{", "  func example() {"),
        "Swift": (f"struct Example{number:02d} {{", "  func example() {"),
    }[example.kind]

    def own(line):
        return (line.number, " " * (line.column - 1) + line.text)

    return [*head, (None, ""), *available, (opening, declaration),
            *[own(line) for line in members],
            *[(opening, "  " + FREE_NAMES[name].member) for name in free_names(block.code)],
            (opening, body), *[own(line) for line in statements],
            (closing, "  }"), (closing, "}")]


def render(lines, path):
    """Swift text of [(line in `path` or None, text)]: a `#sourceLocation` line wherever the
    next line's place is not the one after the last, so diagnostics name `path` and its lines."""
    out, last = [], None
    for number, text in lines:
        if number is None and last is not None:
            out.append("#sourceLocation()")
        elif number is not None and (last is None or number != last + 1):
            out.append(f'#sourceLocation(file: "{path}", line: {number})')
        out.append(text)
        last = number
    if last is not None:
        out.append("#sourceLocation()")
    return "\n".join(out) + "\n"


class ExamplesUnit:
    """A group of examples, compiled together as one app's files."""

    def __init__(self, name, log, paths, uikit):
        self.name = name
        self.log = log
        self.paths = paths
        self.uikit = uikit

    def applies_to(self, target):
        return not self.uikit or target.ui_framework == "UIKit"

    def compile(self, compiler):
        return compiler.sil(self.log, ["-parse-as-library", "-module-name", "StepperUIExamples",
                                       *self.paths])


def units(root, work):
    """The examples as units: those of UIKit sources, and the others."""
    folder = work / "ui-doc-examples"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.swift"):
        old.unlink()
    found = examples(root)
    support = folder / "free-names.swift"
    support.write_text("import StepperKit\n\n" + "\n".join(n.support for n in FREE_NAMES.values()))
    result = []
    for uikit, label in ((False, "SwiftUI and Swift"), (True, "UIKit")):
        group = [(number, e) for number, e in enumerate(found, start=1)
                 if (e.kind == "UIKit") == uikit]
        if not group:
            continue
        paths = []
        for number, example in group:
            path = folder / f"example-{number:02d}.swift"
            path.write_text(render(as_file(example, number), example.path))
            paths.append(str(path))
        if any(free_names(example.block.code) for _, example in group):
            paths.append(str(support))
        result.append(ExamplesUnit(
            f"the app of the {len(group)} doc-comment examples of Sources/{MODULE} ({label})",
            f"ui-doc-examples-{'uikit' if uikit else 'swiftui'}", paths, uikit))
    return result
