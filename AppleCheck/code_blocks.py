"""The ```swift blocks of Markdown text: a README, a DocC article, a doc comment's lines."""

import re


def swift_block_spans(lines):
    """Where each ```swift block of `lines` is, in order: (index of its opening fence, index of
    its closing fence, the indices of its lines). A block never closed is left out."""
    spans, opening = [], None
    for index, line in enumerate(lines):
        if opening is None and re.match(r"^```swift *$", line):
            opening = index
        elif opening is not None and line.startswith("```"):
            spans.append((opening, index, list(range(opening + 1, index))))
            opening = None
    return spans


def swift_blocks(lines):
    """The ```swift blocks of `lines`, in order, each its lines joined with a newline after the
    last."""
    return ["\n".join(lines[i] for i in inside) + "\n"
            for _, _, inside in swift_block_spans(lines)]
