"""The ```swift examples in the doc comments of the modules that build on Linux, each built and run
against the debug build, as a file that sees what the declaration it documents is seen by:

  - on a `public` or `open` declaration, an app's file: DocC shows it to app developers, who can
    use only the public API;
  - on a `package` declaration, a file of another module of the package;
  - on any other (internal) declaration, a file of the module's tests (`@testable import`).

An example names only the imports the package's modules do not give it (`import Foundation`);
the module it documents, and StepperKit, are imported for it. What it prints is what its
`// Prints "…"` lines say, in order (an example without one only has to run)."""

import os
import pathlib
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

from code_blocks import swift_blocks

# The modules an example is linked with: the ones that build on Linux, and what they use.
MODULES = ("StepperKit", "StepperRendering", "StepperTooling")
LINKED = MODULES + ("StepperSystemLibrary",)
PRINTS = re.compile(r'^\s*// Prints "(.*)"\s*$', re.M)
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
            found += [DocExample(f"{name}:{line} example", module, access, code)
                      for line, access, code in in_source(path.read_text())]
    return found


def in_source(text):
    """(line of the doc comment, access of its declaration, code) for each ```swift block of the
    doc comments of a Swift source."""
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
        comment = [_comment_text(line) for line in lines[start:index]]
        found += [(start + 1, access, code) for code in swift_blocks(comment)]
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


def _unescaped(text):
    """The characters a Swift string literal's contents stand for."""
    escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}
    return re.sub(r"\\(u\{([0-9A-Fa-f]+)\}|.)",
                  lambda m: chr(int(m.group(2), 16)) if m.group(2) else escapes.get(
                      m.group(1), m.group(0)), text)


def _comment_text(line):
    """A doc comment's line without its `///` and the one space after it."""
    text = line.lstrip()[3:]
    return text[1:] if text.startswith(" ") else text


def expected_output(code):
    """What the example's `// Prints "…"` lines say it prints, a line each, or `None` when it
    has none. Each is read as a Swift string literal's contents (`\\"`, `\\\\`, `\\n`,
    `\\u{…}`)."""
    lines = [_unescaped(text) for text in PRINTS.findall(code)]
    return "".join(line + "\n" for line in lines) if lines else None


def check(root, work, say):
    """Builds and runs every doc-comment example of MODULES against the debug build in .build;
    returns the number that fail."""
    bin_path = pathlib.Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True,
        check=True).stdout.strip())
    modules = bin_path / "Modules"
    if not modules.is_dir():
        say(f"FAILED: no debug build at {modules} (run swift build --build-tests first)")
        return 1
    objects = [str(bin_path / f"{module}.build" / f"{source.name}.o")
               for module in LINKED for source in sorted((root / "Sources" / module).rglob("*.swift"))]
    package = package_name(root)
    folder = work / "doc-comment-examples"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        old.unlink()
    found = examples(root, MODULES)

    def run(numbered):
        number, example = numbered
        source = folder / f"example-{number:03d}.swift"
        program = folder / f"example-{number:03d}"
        source.write_text(as_file(example))
        built = subprocess.run(
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", str(modules),
             *flags(example, package), str(source), *objects, "-o", str(program)],
            cwd=root, capture_output=True, text=True)
        if built.returncode != 0:
            return example, f"does not build:\n{built.stdout}{built.stderr}"
        with tempfile.TemporaryDirectory() as scratch:
            ran = subprocess.run([str(program)], cwd=scratch, capture_output=True, text=True,
                                 timeout=60)
        if ran.returncode != 0:
            return example, f"exits {ran.returncode}:\n{ran.stdout}{ran.stderr}"
        expected = expected_output(example.code)
        if expected is not None and ran.stdout != expected:
            return example, (f"prints what its comments do not say:\n  says:   {expected!r}\n"
                             f"  prints: {ran.stdout!r}")
        return example, None

    failures = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for example, problem in pool.map(run, enumerate(found, start=1)):
            if problem:
                say(f"FAILED: {example.name} ({example.access}) {problem}")
                failures += 1
    say(f"{len(found) - failures} of {len(found)} doc-comment examples build, run and print what "
        "they say")
    return failures
