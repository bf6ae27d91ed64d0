"""The ```swift examples in the doc comments of the modules that build on Linux, each built and run
(sample_runs.py) as a file that sees what the declaration it documents is seen by:

  - on a `public` or `open` declaration, an app's file: DocC shows it to app developers, who can
    use only the public API;
  - on a `package` declaration, a file of another module of the package;
  - on any other (internal) declaration, a file of the module's tests (`@testable import`).

An example names only the imports the package's modules do not give it (`import Foundation`);
the module it documents, and StepperKit, are imported for it."""

import re
from typing import NamedTuple

import sample_runs
from code_blocks import swift_block_spans

# The modules whose examples are run: the ones that build on Linux.
MODULES = ("StepperKit", "StepperRendering", "StepperTooling")
ACCESS = re.compile(r"\b(open|public|package|private|fileprivate)\b")


class DocExample(NamedTuple):
    name: str  # "Sources/StepperKit/File.swift:12 example", the doc comment's first line
    module: str
    access: str  # "public", "package" or "internal"
    code: str


def examples(root, modules):
    """Every doc-comment example of `modules` (folders of Sources/), in file and line order."""
    found = []
    for module in modules:
        for path in sorted((root / "Sources" / module).rglob("*.swift")):
            name = str(path.relative_to(root))
            found += [DocExample(f"{name}:{block.comment} example", module, block.access,
                                 block.code) for block in doc_blocks(path.read_text())]
    return found


class CodeLine(NamedTuple):
    number: int  # the line in the source file, from 1
    column: int  # where the comment's text starts in it, after `///` and a space, from 1
    text: str


class DocBlock(NamedTuple):
    """A ```swift block of a doc comment, and what it documents."""
    comment: int  # the doc comment's first line, from 1
    opening: int  # the line of the block's opening fence
    closing: int  # the line of its closing fence
    access: str  # of the declaration documented: "public", "package" or "internal"
    attributes: list  # the declaration's attribute lines, as written (`@available(iOS 17, *)`)
    lines: list  # its CodeLines

    @property
    def code(self):
        return "\n".join(line.text for line in self.lines) + "\n"


def doc_blocks(text):
    """Every ```swift block of the doc comments of a Swift source, in order."""
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines):
        if not lines[index].lstrip().startswith("///"):
            index += 1
            continue
        start = index
        while index < len(lines) and lines[index].lstrip().startswith("///"):
            index += 1
        declaration = index
        while declaration < len(lines) and lines[declaration].lstrip().startswith("@"):
            declaration += 1
        words = ACCESS.search(lines[declaration]) if declaration < len(lines) else None
        access = {"open": "public", "public": "public", "package": "package"}.get(
            words.group(1) if words else "", "internal")
        attributes = [line.strip() for line in lines[index:declaration]]
        comment = [_comment_text(line) for line in lines[start:index]]
        for opening, closing, inside in swift_block_spans(comment):
            code = [CodeLine(start + i + 1, len(lines[start + i]) - len(comment[i]) + 1,
                             comment[i]) for i in inside]
            found.append(DocBlock(start + 1, start + opening + 1, start + closing + 1, access,
                                  attributes, code))
    return found


def as_file(example):
    """The example as a whole file: the imports it leaves out (`@testable` for an internal
    declaration's), then the example."""
    own = {"public": "import", "package": "import", "internal": "@testable import"}[
        example.access]
    needed = [f"{own} {example.module}"]
    if example.module != "StepperKit":
        needed.append("import StepperKit")
    present = set(re.findall(r"^((?:@testable )?import \w+)$", example.code, re.M))
    lines = [line for line in needed if line not in present]
    return "\n".join(lines + [example.code])


def flags(example, package_name):
    """What the compiler is told besides the modules' folder: the package's name, for an example
    that may see the package's declarations."""
    return [] if example.access == "public" else ["-package-name", package_name]


def package_name(root):
    """The name SwiftPM gives the package's modules (`-package-name`): as the debug build was
    told, else the package folder's name in lower case, which is how SwiftPM names a root
    package."""
    manifest = root / ".build" / "debug.yaml"
    if manifest.is_file():
        found = re.search(r'"-package-name","([^"]+)"', manifest.read_text())
        if found:
            return found.group(1)
    return root.name.lower()


def _comment_text(line):
    """A doc comment's line without its `///` and the one space after it."""
    text = line.lstrip()[3:]
    return text[1:] if text.startswith(" ") else text


def check(root, work, say):
    """Builds and runs every doc-comment example of MODULES; returns the number that fail."""
    package = package_name(root)
    found = examples(root, MODULES)
    runs = [sample_runs.SampleRun(f"{example.name} ({example.access})", as_file(example),
                                  flags(example, package))
            for example in found]
    failures = sample_runs.check(root, work / "doc-comment-examples", runs, say)
    say(f"{len(found) - failures} of {len(found)} doc-comment examples build, run and print what "
        "they say")
    return failures
