"""The ```swift blocks of Markdown text: a README, a DocC article, a doc comment's lines."""

import re


def swift_blocks(lines):
    """The ```swift blocks of `lines`, in order, each its lines joined with a newline after the
    last."""
    blocks, current = [], None
    for line in lines:
        if current is None and re.match(r"^```swift *$", line):
            current = []
        elif current is not None and line.startswith("```"):
            blocks.append("\n".join(current) + "\n")
            current = None
        elif current is not None:
            current.append(line)
    return blocks
