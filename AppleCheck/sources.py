"""What `scripts/apple-check` compiles: the library modules, the previews, the samples and the
examples (units), and the check's own fixtures."""

import os
import pathlib
import re
import subprocess

import sample_runs
import ui_doc_examples
from code_blocks import swift_blocks

# Every compile emits SIL and throws it away: that runs Swift's mandatory passes after the type
# checker (definite initialization, missing returns, region-based isolation's "sending … risks
# causing data races"), which Xcode runs on every build and `-typecheck` does not.
SIL = ["-emit-sil", "-o", os.devnull]

# The package's modules a sample may import on Linux, against the build in .build.
LINUX_MODULES = ("StepperKit", "StepperRendering", "StepperTooling")
APPLE_MODULES = ("StepperUI", "SwiftUI", "UIKit", "AppKit")


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
        return compiler.sil("previews", [
            "-parse-as-library", "-module-name", "StepperUI",
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
        return compiler.sil(pathlib.Path(self.path).stem, [self.path])


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
    return swift_blocks(pathlib.Path(markdown).read_text().split("\n"))


def _as_app_file(text):
    """A UIKit sample that adds to `view` runs where a view controller's view exists: that view is
    declared after its imports. Nothing else is added or changed."""
    if not (re.search(r"^import UIKit$", text, re.M) and re.search(r"\bview\b", text)):
        return text
    lines = text.split("\n")
    last_import = max(i for i, line in enumerate(lines) if line.startswith("import "))
    lines.insert(last_import + 1, "let view = UIView(frame: .zero)  // the view controller's view")
    return "\n".join(lines)


def _imports(text):
    return set(re.findall(r"^import (\w+)$", text, re.M))


def samples(root, work):
    """Every ```swift block of README.md and of the DocC catalogues (Sources/*/*.docc), each a
    whole file, by where it compiles: (Apple samples as units, Linux samples as (name, path),
    package manifests as (name, path), samples that import no module of the package as names)."""
    folder = work / "samples"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.swift"):
        old.unlink()
    apple, linux, manifests, orphans = [], [], [], []
    sources = [("readme", root / "README.md")]
    sources += [(f"docc-{p.parent.stem}-{p.stem}", p)
                for p in sorted(root.glob("Sources/*/*.docc/*.md"))]
    for prefix, markdown in sources:
        for number, block in enumerate(_code_blocks(markdown), start=1):
            imports = _imports(block)
            path = folder / f"{prefix}-{number:02d}.swift"
            name = f"{markdown.relative_to(root)} sample {number}"
            if imports & set(APPLE_MODULES):
                path.write_text(_as_app_file(block))
                apple.append(SampleUnit(name, str(path)))
            elif "PackageDescription" in imports:
                path.write_text(block)
                manifests.append((name, str(path)))
            elif imports & set(LINUX_MODULES):
                path.write_text(block)
                linux.append((name, str(path)))
            else:
                orphans.append(name)
    return apple, linux, manifests, orphans


def units(root, work, libraries):
    """Everything compiled for each target, in order."""
    result = [LibraryUnit(f"Sources/{name}", _swift_files(root / "Sources" / name))
              for name, _ in libraries]
    others, previews = _previews(root, work)
    if previews:
        result.append(PreviewUnit(others, previews))
    apple, _, _, _ = samples(root, work)
    result += apple
    result += [SampleUnit(str(pathlib.Path(p).relative_to(root)), p)
               for p in _swift_files(root / "Examples")]
    # The examples of StepperUI's doc comments, each a file of an app (ui_doc_examples.py).
    result += ui_doc_examples.units(root, work)
    # The fixtures' own modules, one a folder.
    for folder in sorted(p for p in (root / "AppleCheck" / "Fixtures").iterdir() if p.is_dir()):
        result.append(LibraryUnit(str(folder.relative_to(root)), _swift_files(folder)))
    return result


class Fixture:
    """A file of the check's own that must fail for the reason it names, or pass. Its first
    lines say where it is compiled and what must happen:
        // targets: ios macos catalyst
        // stage: sil              (optional: it type-checks, and only SIL's passes refuse it)
        // expect: pass            or   // expect: <a substring of the error>"""

    def __init__(self, path):
        self.path = path
        text = pathlib.Path(path).read_text()
        self.targets = re.search(r"^// targets: (.*)$", text, re.M).group(1).split()
        self.expect = re.search(r"^// expect: (.*)$", text, re.M).group(1).strip()
        self.sil_only = re.search(r"^// stage: sil$", text, re.M) is not None
        self.name = pathlib.Path(path).name

    def run(self, compiler):
        stem = pathlib.Path(self.path).stem
        where = compiler.target.display
        if self.sil_only:
            status, text = compiler.run(f"fixture-{stem}-typecheck",
                                        ["-typecheck", "-parse-as-library", self.path])
            if status != 0:
                return False, (f"FAILED: fixture {self.name} must type-check, its error coming "
                               f"only from SIL's passes ({where}):\n{text.rstrip()}")
        status, text = compiler.run(f"fixture-{stem}", [*SIL, "-parse-as-library", self.path])
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


def toolchain_fixture_problems(accepted, fixtures):
    """An accepted artifact of the toolchain needs its fixture: one that fails, on every target
    the entry names, with exactly the accepted diagnostic."""
    by_path = {str(pathlib.Path(f.path).resolve()): f for f in fixtures}
    problems = []
    root = pathlib.Path(__file__).resolve().parent.parent
    for entry in accepted.entries:
        if entry.fixture is None:
            continue
        fixture = by_path.get(str((root / entry.fixture).resolve()))
        message = entry.diagnostic.split(": ", 1)[1]
        if fixture is None:
            problems.append(f"AcceptedDiagnostics.md: \"{entry.title}\" names the fixture "
                            f"{entry.fixture}, which does not exist")
        elif fixture.expect != message or not set(entry.targets) <= set(fixture.targets):
            problems.append(f"AcceptedDiagnostics.md: \"{entry.title}\": its fixture "
                            f"{entry.fixture} must expect \"{message}\" on "
                            f"{', '.join(entry.targets)}")
    return problems


def fixtures(root):
    return [Fixture(str(p)) for p in sorted((root / "AppleCheck" / "Fixtures").glob("*.swift"))]


def _tools_version(path):
    match = re.search(r"^// swift-tools-version: *([0-9.]+)", pathlib.Path(path).read_text(), re.M)
    return match.group(1) if match else "6.0"


def check_linux_samples(root, work, say):
    """The samples that need no Apple SDK: those that import only StepperKit, StepperRendering
    and StepperTooling, built against the Linux build in .build and run, each printing what its
    `// Prints` lines say (sample_runs.py), and package manifests, compiled against the
    toolchain's PackageDescription. Each is a whole file; one that imports no module of the
    package (a fragment) fails."""
    _, linux, manifests, orphans = samples(root, work)
    failures = 0
    for name in orphans:
        say(f"FAILED: {name} imports no module of the package: a sample is a whole file, with "
            f"its imports, so that it compiles as it is read ({', '.join(LINUX_MODULES)}, "
            "StepperUI, or PackageDescription for a manifest)")
        failures += 1
    runs = [sample_runs.SampleRun(name, pathlib.Path(path).read_text(), [])
            for name, path in linux]
    ran = sample_runs.check(root, work / "sample-runs", runs, say)
    say(f"{len(linux) - ran} of {len(linux)} samples that need no SDK build, run and print what "
        "they say")
    failures += ran
    swiftc = pathlib.Path(os.path.realpath(subprocess.run(
        ["which", "swiftc"], capture_output=True, text=True).stdout.strip()))
    manifest_api = swiftc.parent.parent / "lib" / "swift" / "pm" / "ManifestAPI"
    for name, path in manifests:
        # A manifest reads PackageDescription as its `// swift-tools-version` line says (6.0).
        result = subprocess.run(
            ["swiftc", *SIL, "-swift-version", "6", "-warnings-as-errors", "-I",
             str(manifest_api), "-Xfrontend", "-package-description-version", "-Xfrontend",
             _tools_version(path), path], cwd=root, capture_output=True, text=True)
        if result.returncode == 0:
            say(f"{name} compiles (a package manifest)")
        else:
            say(f"FAILED: {name} (a package manifest):\n{result.stdout}{result.stderr}")
            failures += 1
    return failures
