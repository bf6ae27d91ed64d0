"""What `scripts/apple-check` compiles: the library modules, the previews, the samples and the
examples (units), and the check's own fixtures."""

import os
import pathlib
import re
import subprocess


def _swift_files(folder):
    return sorted(str(p) for p in pathlib.Path(folder).rglob("*.swift"))


class LibraryUnit:
    """A library module of the package: its bodies type-checked, then its module emitted."""

    def __init__(self, name, files, extra=()):
        self.name = name
        self.files = files
        self.extra = list(extra)

    def applies_to(self, target):
        return True

    def compile(self, compiler):
        return compiler.library(pathlib.Path(self.name).name, self.files, self.extra)


class PreviewUnit:
    """StepperUI's `#Preview` bodies, each turned into a `@MainActor @ViewBuilder` function (the
    macro's plugin ships with Xcode), compiled with the module's other sources in a debug build."""

    name = "the #Preview bodies of Sources/StepperUI"

    def __init__(self, others, previews):
        self.others = others
        self.previews = previews

    def applies_to(self, target):
        return True

    def compile(self, compiler):
        return compiler.run("previews", [
            "-typecheck", "-parse-as-library", "-module-name", "StepperUI",
            "-package-name", "StepperKit", "-D", "DEBUG", *self.others, *self.previews,
        ])


class SampleUnit:
    """A sample or an example: the main file of an app, against the modules built before it."""

    def __init__(self, name, path):
        self.name = name
        self.path = path
        text = pathlib.Path(path).read_text()
        self.uikit = re.search(r"^import UIKit$", text, re.M) is not None
        self.appkit = re.search(r"^import AppKit$", text, re.M) is not None

    def applies_to(self, target):
        if self.uikit and target.ui_framework != "UIKit":
            return False
        return not (self.appkit and target.ui_framework != "AppKit")

    def compile(self, compiler):
        return compiler.run(pathlib.Path(self.path).stem, ["-typecheck", self.path])


def _previews(root, work):
    """StepperUI's sources without previews, and the preview files rewritten into functions."""
    folder = work / "previews"
    folder.mkdir(parents=True, exist_ok=True)
    others, previews = [], []
    pattern = re.compile(r"^( *)#Preview(\([^)]*\))? *\{ *$")
    for file in _swift_files(root / "Sources" / "StepperUI"):
        lines = pathlib.Path(file).read_text().split("\n")
        if not any(pattern.match(line) for line in lines):
            others.append(file)
            continue
        count = 0
        for index, line in enumerate(lines):
            match = pattern.match(line)
            if match:
                count += 1
                lines[index] = (f"{match.group(1)}@MainActor @ViewBuilder "
                                f"func previewBody{count}() -> some View {{")
        out = folder / pathlib.Path(file).name
        out.write_text("\n".join(lines))
        previews.append(str(out))
    return others, previews


def _code_blocks(markdown):
    """The ```swift blocks of a Markdown file, in order."""
    blocks, current = [], None
    for line in pathlib.Path(markdown).read_text().split("\n"):
        if current is None and re.match(r"^```swift *$", line):
            current = []
        elif current is not None and line.startswith("```"):
            blocks.append("\n".join(current) + "\n")
            current = None
        elif current is not None:
            current.append(line)
    return blocks


def _as_app_file(text):
    """A UIKit sample that adds to `view` runs where a view controller's view exists: that view is
    declared after its imports. Nothing else is added or changed."""
    if not (re.search(r"^import UIKit$", text, re.M) and re.search(r"\bview\b", text)):
        return text
    lines = text.split("\n")
    last_import = max(i for i, line in enumerate(lines) if line.startswith("import "))
    lines.insert(last_import + 1, "let view = UIView(frame: .zero)  // the view controller's view")
    return "\n".join(lines)


def samples(root, work):
    """(Apple samples as units, Linux samples as paths): README.md's and the StepperUI
    catalogue's ```swift blocks, split by whether they import StepperUI."""
    folder = work / "samples"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.swift"):
        old.unlink()
    apple, linux = [], []
    sources = [("readme", root / "README.md")]
    sources += [(f"docc-{p.stem}", p)
                for p in sorted((root / "Sources/StepperUI/StepperUI.docc").glob("*.md"))]
    for prefix, markdown in sources:
        for number, block in enumerate(_code_blocks(markdown), start=1):
            imports_ui = re.search(r"^import StepperUI$", block, re.M) is not None
            if prefix != "readme" and not imports_ui:
                continue  # a fragment of an article, not a whole file
            path = folder / f"{prefix}-{number:02d}.swift"
            path.write_text(_as_app_file(block) if imports_ui else block)
            name = f"{markdown.relative_to(root)} sample {number}"
            if imports_ui:
                apple.append(SampleUnit(name, str(path)))
            else:
                linux.append((name, str(path)))
    return apple, linux


def units(root, work, libraries):
    """Everything compiled for each target, in order."""
    result = [LibraryUnit(f"Sources/{name}", _swift_files(root / "Sources" / name))
              for name, _ in libraries]
    others, previews = _previews(root, work)
    if previews:
        result.append(PreviewUnit(others, previews))
    apple, _ = samples(root, work)
    result += apple
    result += [SampleUnit(str(pathlib.Path(p).relative_to(root)), p)
               for p in _swift_files(root / "Examples")]
    # The fixtures' own modules, one a folder.
    for folder in sorted(p for p in (root / "AppleCheck" / "Fixtures").iterdir() if p.is_dir()):
        result.append(LibraryUnit(str(folder.relative_to(root)), _swift_files(folder)))
    return result


class Fixture:
    """A file of the check's own that must fail for the reason it names, or pass. Its first
    lines say where it is compiled and what must happen:
        // targets: ios macos catalyst
        // expect: pass            or   // expect: <a substring of the error>"""

    def __init__(self, path):
        self.path = path
        text = pathlib.Path(path).read_text()
        self.targets = re.search(r"^// targets: (.*)$", text, re.M).group(1).split()
        self.expect = re.search(r"^// expect: (.*)$", text, re.M).group(1).strip()
        self.name = pathlib.Path(path).name

    def run(self, compiler):
        status, text = compiler.run(f"fixture-{pathlib.Path(self.path).stem}",
                                    ["-typecheck", "-parse-as-library", self.path])
        where = compiler.target.display
        problems = [line for line in text.split("\n") if re.search(r": (error|warning): ", line)]
        if self.expect == "pass":
            if status == 0 and not problems:
                return True, f"fixture {self.name} passes, as it should ({where})"
            return False, f"FAILED: fixture {self.name} must pass ({where}):\n{text.rstrip()}"
        errors = [line for line in problems if ": error: " in line]
        if status == 0:
            return False, (f"FAILED: fixture {self.name} must fail with \"{self.expect}\" "
                           f"but type-checks ({where})")
        matching = [line for line in errors if self.expect in line]
        if matching:
            message = matching[0].split(": error: ", 1)[1]
            return True, f"fixture {self.name} fails as it must ({where}): {message}"
        return False, (f"FAILED: fixture {self.name} must fail with \"{self.expect}\" "
                       f"({where}), got:\n{text.rstrip()}")


def fixtures(root):
    return [Fixture(str(p)) for p in sorted((root / "AppleCheck" / "Fixtures").glob("*.swift"))]


def check_linux_samples(root, work, say):
    """The README's samples that do not import StepperUI, against the Linux build in .build."""
    _, linux = samples(root, work)
    if not linux:
        return 0
    result = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root,
                            capture_output=True, text=True)
    modules = pathlib.Path(result.stdout.strip()) / "Modules"
    if not modules.is_dir():
        say(f"FAILED: no Linux build at {modules} (run swift build first)")
        return 1
    failures = 0
    for name, path in linux:
        result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6",
                                 "-warnings-as-errors", "-I", str(modules), path],
                                cwd=root, capture_output=True, text=True)
        if result.returncode == 0:
            say(f"{name} type-checks (Linux, against .build)")
        else:
            say(f"FAILED: {name} (Linux):\n{result.stdout}{result.stderr}")
            failures += 1
    return failures
