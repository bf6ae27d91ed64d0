"""Builds Swift files that need no Apple SDK against the package's debug build in .build, runs
each, and checks that it prints what its `// Prints "…"` lines say, in order, each read as a
Swift string literal's contents (`\\"`, `\\\\`, `\\n`, `\\u{…}`); a file without one only has to
run. What it runs: the samples of README.md and of the DocC catalogues, and the examples of the
doc comments (doc_comment_samples.py)."""

import os
import pathlib
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

# The modules a file is linked with: the ones that build on Linux, and what they use.
LINKED = ("StepperKit", "StepperRendering", "StepperTooling", "StepperSystemLibrary")
PRINTS = re.compile(r'^\s*// Prints "(.*)"\s*$', re.M)


class SampleRun(NamedTuple):
    name: str  # what a failure names: "README.md sample 3", "Sources/…/File.swift:12 example"
    source: str  # the whole file
    flags: list  # what the compiler is told besides the modules' folder


class DebugBuild(NamedTuple):
    modules: pathlib.Path  # the modules' folder, for -I
    objects: list  # every object file of LINKED


def debug_build(root):
    """The debug build in .build, or `None` when there is none."""
    bin_path = pathlib.Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True,
        check=True).stdout.strip())
    if not (bin_path / "Modules").is_dir():
        return None
    objects = [str(bin_path / f"{module}.build" / f"{source.name}.o")
               for module in LINKED
               for source in sorted((root / "Sources" / module).rglob("*.swift"))]
    return DebugBuild(bin_path / "Modules", objects)


def expected_output(code):
    """What `code`'s `// Prints "…"` lines say it prints, a line each, or `None` when it has
    none."""
    lines = [_unescaped(text) for text in PRINTS.findall(code)]
    return "".join(line + "\n" for line in lines) if lines else None


def check(root, folder, runs, say):
    """Builds each of `runs` in `folder` (emptied first) against the debug build, runs it and
    compares what it prints; says what failed, and returns how many did."""
    build = debug_build(root)
    if build is None:
        say(f"FAILED: no debug build in {root / '.build'} (run swift build --build-tests first)")
        return 1
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        old.unlink()

    def run(numbered):
        number, sample = numbered
        source = folder / f"sample-{number:03d}.swift"
        program = folder / f"sample-{number:03d}"
        source.write_text(sample.source)
        built = subprocess.run(
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", str(build.modules),
             *sample.flags, str(source), *build.objects, "-o", str(program)],
            cwd=root, capture_output=True, text=True)
        if built.returncode != 0:
            return f"does not build:\n{built.stdout}{built.stderr}"
        with tempfile.TemporaryDirectory() as scratch:
            try:
                ran = subprocess.run([str(program)], cwd=scratch, capture_output=True,
                                     text=True, stdin=subprocess.DEVNULL, timeout=60)
            except subprocess.TimeoutExpired:
                return "does not finish within 60 s"
        if ran.returncode != 0:
            return f"exits {ran.returncode}:\n{ran.stdout}{ran.stderr}"
        expected = expected_output(sample.source)
        if expected is not None and ran.stdout != expected:
            return (f"prints what its comments do not say:\n  says:   {expected!r}\n"
                    f"  prints: {ran.stdout!r}")
        return None

    failures = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for sample, problem in zip(runs, pool.map(run, enumerate(runs, start=1))):
            if problem:
                say(f"FAILED: {sample.name} {problem}")
                failures += 1
    return failures


def _unescaped(text):
    """The characters a Swift string literal's contents stand for."""
    escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}
    return re.sub(r"\\(u\{([0-9A-Fa-f]+)\}|.)",
                  lambda m: chr(int(m.group(2), 16)) if m.group(2) else escapes.get(
                      m.group(1), m.group(0)), text)
