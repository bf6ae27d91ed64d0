"""The diagnostics `scripts/apple-check` accepts, read from AppleCheck/AcceptedDiagnostics.md:
only those that come from the SDK's age, each with the newer SDK's declaration that removes it.

An entry is a `###` heading followed by a list:
    - Targets: ios, catalyst
    - Files: `Sources/StepperUI/UIKit/EBStepperView.swift`, `…` (one or more)
    - Diagnostic: `warning: the exact text the compiler gives` (one line per diagnostic)
    - iOS 18.0: `path/in/iPhoneOS18.0.sdk:line`, and the declaration quoted
A diagnostic is accepted when its file, severity and text match an entry for that target (lines
are not compared: they move as the code does). An entry that matches nothing on a target it
names, in any file it names, is stale, and fails the check.
"""

import pathlib
import re
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


@dataclass
class Entry:
    title: str
    targets: list
    files: list
    diagnostic: str

    def matches(self, diagnostic):
        return (diagnostic.target in self.targets and diagnostic.file in self.files
                and diagnostic.quoted == self.diagnostic)


class AcceptedList:
    def __init__(self, entries):
        self.entries = entries

    @staticmethod
    def load(path):
        entries = []
        if not path.exists():
            return AcceptedList(entries)
        sections = re.split(r"^### ", path.read_text(), flags=re.M)[1:]
        for section in sections:
            title = section.split("\n", 1)[0].strip()

            def field(name):
                match = re.search(rf"^- {name}: (.*)$", section, re.M)
                if not match:
                    raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\" "
                                     f"has no \"- {name}:\" line")
                return match.group(1).strip()

            targets = [t.strip() for t in field("Targets").split(",")]
            files = [f.strip().strip("`") for f in field("Files").split(",")]
            field("Diagnostic")
            field("iOS 18.0")
            for diagnostic in re.findall(r"^- Diagnostic: (.*)$", section, re.M):
                diagnostic = diagnostic.strip()
                if not (diagnostic.startswith("`") and diagnostic.endswith("`")):
                    raise SystemExit(f"apple-check: AcceptedDiagnostics.md: entry \"{title}\": "
                                     "quote each diagnostic between backticks")
                entries.append(Entry(title, targets, files, diagnostic[1:-1]))
        return AcceptedList(entries)

    def covers(self, diagnostic, target):
        return any(entry.matches(diagnostic) for entry in self.entries)

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
