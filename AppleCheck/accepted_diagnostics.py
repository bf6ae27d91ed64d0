"""The diagnostics `scripts/apple-check` accepts, read from AppleCheck/AcceptedDiagnostics.md:
only those that come from the SDK's age, each with the newer SDK's declaration that removes it.

An entry is a `###` heading followed by a list:
    - Targets: ios, catalyst
    - Files: `Sources/StepperUI/UIKit/EBStepperView.swift` (2), `…` (1) (one or more, each with
      the times the diagnostic comes in it)
    - Diagnostic: `warning: the exact text the compiler gives` (one line per diagnostic)
    - iOS 18.0: `path/in/iPhoneOS18.0.sdk:line`, and the declaration quoted
      or, for an artifact of Linux's toolchain,
    - Toolchain: `AppleCheck/Fixtures/Toolchain….swift`, the fixture that shows it on code that
      is plainly right (scripts/apple-check requires that fixture to fail with this diagnostic)
A diagnostic is accepted when its file, severity and text match an entry for that target, and a
compile gives it in that file as many times as the entry says: lines are not compared (they move
as the code does), but a new occurrence in the same file fails. An entry that matches nothing on
a target it names, in any file it names, is stale, and fails the check.
"""

import pathlib
import re
from collections import Counter
from dataclasses import dataclass

_LINE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): "
                   r"(?P<severity>error|warning): (?P<message>.*)$")
_BARE = re.compile(r"^(?P<file><unknown>):(?P<line>\d+): (?P<severity>error|warning): "
                   r"(?P<message>.*)$|^(?P<severity2>error|warning): (?P<message2>.*)$")


@dataclass(frozen=True)
class Diagnostic:
    target: str
    file: str
    line: int
    severity: str
    message: str

    @property
    def text(self):
        return f"{self.file}:{self.line}: {self.severity}: {self.message}"

    @property
    def quoted(self):
        return f"{self.severity}: {self.message}"


def parse(text, root, target):
    """The errors and warnings in a compiler's output, with paths relative to the project."""
    found = []
    for line in text.split("\n"):
        match = _LINE.match(line)
        if match:
            file = match["file"]
            try:
                file = str(pathlib.Path(file).resolve().relative_to(root))
            except ValueError:
                pass
            found.append(Diagnostic(target, file, int(match["line"]), match["severity"],
                                    match["message"]))
            continue
        match = _BARE.match(line)
        if match:
            severity = match["severity"] or match["severity2"]
            message = match["message"] or match["message2"]
            found.append(Diagnostic(target, "<unknown>", 0, severity, message))
    return found


_SWIFT6_ERROR = re.compile(r"^(?P<where>.*?): warning: (?P<message>.*); this is an error in the "
                           r"Swift 6 language mode(?P<group> \[#\w+\])?$")
# What Swift 5 mode alone says, about its own settings.
_SWIFT5_ONLY = ("add '@preconcurrency' to suppress 'Sendable'-related warnings",)


def added_by_swift5(swift6, swift5):
    """The diagnostic lines of a Swift 5 mode compile (with Swift 6's checks as warnings) that a
    Swift 6 mode compile of the same files did not give: a warning that "is an error in the
    Swift 6 language mode" is read as that error, and what was given already is left out, as
    often as it was given."""
    given = Counter(line for line in swift6.split("\n") if _LINE.match(line))
    added = []
    for line in swift5.split("\n"):
        forms = [line]
        match = _SWIFT6_ERROR.match(line)
        if match:
            # An error in Swift 6 mode, or a warning there still (a `@preconcurrency` API).
            rest = f"{match['message']}{match['group'] or ''}"
            forms = [f"{match['where']}: error: {rest}", f"{match['where']}: warning: {rest}"]
        if not _LINE.match(forms[0]) or any(text in line for text in _SWIFT5_ONLY):
            continue
        seen = next((form for form in forms if given[form]), None)
        if seen:
            given[seen] -= 1
        else:
            added.append(forms[0])
    return added


_FILE = re.compile(r"^`(?P<file>[^`]+)` \((?P<count>[1-9][0-9]*)\)$")


@dataclass
class Entry:
    title: str
    targets: list
    files: dict  # file -> how many times the diagnostic comes in it, in one compile
    diagnostic: str
    fixture: str = None  # the fixture that shows a toolchain's artifact, if the entry is one

    def matches(self, diagnostic):
        return (diagnostic.target in self.targets and diagnostic.file in self.files
                and diagnostic.quoted == self.diagnostic)


def _files(title, text):
    """`Sources/A.swift` (2), `Sources/B.swift` (1): each file and its count."""
    files = {}
    for part in text.split(","):
        match = _FILE.match(part.strip())
        if not match:
            raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\": write each "
                             f"file as `path` (count), the times the diagnostic comes in it: "
                             f"\"{part.strip()}\"")
        files[match["file"]] = int(match["count"])
    return files


def _entries(section):
    title = section.split("\n", 1)[0].strip()

    def field(name):
        match = re.search(rf"^- {name}: (.*)$", section, re.M)
        return match.group(1).strip() if match else None

    def required(name):
        value = field(name)
        if value is None:
            raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\" "
                             f"has no \"- {name}:\" line")
        return value

    targets = [t.strip() for t in required("Targets").split(",")]
    files = _files(title, required("Files"))
    required("Diagnostic")
    fixture = field("Toolchain")
    if fixture is None:
        required("iOS 18.0")
    elif not re.fullmatch(r"`AppleCheck/Fixtures/[\w+-]+\.swift`.*", fixture):
        raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\": \"- Toolchain:\" "
                         "names the fixture that shows the artifact, `AppleCheck/Fixtures/….swift`")
    else:
        fixture = fixture.split("`")[1]
    entries = []
    for diagnostic in re.findall(r"^- Diagnostic: (.*)$", section, re.M):
        diagnostic = diagnostic.strip()
        if not (diagnostic.startswith("`") and diagnostic.endswith("`")):
            raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\": "
                             "quote each diagnostic between backticks")
        entries.append(Entry(title, targets, files, diagnostic[1:-1], fixture))
    return entries


class AcceptedList:
    def __init__(self, entries):
        self.entries = entries

    @staticmethod
    def load(path):
        entries = []
        if not path.exists():
            return AcceptedList(entries)
        for section in re.split(r"^### ", path.read_text(), flags=re.M)[1:]:
            entries.extend(_entries(section))
        return AcceptedList(entries)

    def covers(self, diagnostic, target):
        return any(entry.matches(diagnostic) for entry in self.entries)

    def stops_before_sil(self, diagnostics):
        """Whether an error of the SDK's age is among a compile's diagnostics: the type
        checker's, it stopped the compile before SIL's passes. (A toolchain's artifact, an entry
        with a fixture, comes from those passes.)"""
        return any(d.severity == "error" and any(e.fixture is None and e.matches(d)
                                                 for e in self.entries) for d in diagnostics)

    def judge(self, diagnostics):
        """One compile's diagnostics: (those no entry covers, lines naming each entry whose count
        in a file differs from the list's). A compile that reads a file gives an accepted
        diagnostic in it exactly as many times as listed, so that a new one fails."""
        unlisted, counts = [], Counter()
        for diagnostic in diagnostics:
            entry = next((e for e in self.entries if e.matches(diagnostic)), None)
            if entry is None:
                unlisted.append(diagnostic)
            else:
                counts[(id(entry), diagnostic.file, diagnostic.target)] += 1
        wrong = []
        for entry in self.entries:
            for (key, file, target), count in counts.items():
                if key == id(entry) and count != entry.files[file]:
                    wrong.append(f"\"{entry.title}\" comes {count} time(s) in {file} on {target}; "
                                 f"AcceptedDiagnostics.md lists {entry.files[file]}")
        return unlisted, wrong

    def stale_entries(self, found, checked_targets):
        stale = []
        for entry in self.entries:
            for target in entry.targets:
                if target not in checked_targets:
                    continue
                for file in entry.files:
                    if not any(entry.matches(d) for d in found
                               if d.target == target and d.file == file):
                        stale.append(f"\"{entry.title}\" in {file} on {target}")
        return stale
