#!/usr/bin/env python3
"""Checks that every relative link of the reference pages resolves: README.md, CHANGELOG.md,
docs/*.md and docs/history/*.md. A link is a Markdown [text](target) or ![alt](target) outside
code blocks and code spans; web addresses (http:, https:, mailto:) and in-page anchors (#...)
are not checked, and a target's own #anchor is dropped. Prints one line per broken link
(FILE:LINE: target) and exits 1 if there is any, 0 otherwise; 2 on bad usage.

Usage: scripts/check_doc_links.py [ROOT]   (default: the repository holding this script)
"""
import os
import re
import sys

# Pages that other branches add; a link to them may dangle until those branches are merged.
PENDING = {"docs/mpi.md", "docs/results_faults.md"}

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
SPAN = re.compile(r"`[^`]*`")


def pages(root):
    out = [os.path.join(root, n) for n in ("README.md", "CHANGELOG.md")]
    for d in ("docs", os.path.join("docs", "history")):
        full = os.path.join(root, d)
        if os.path.isdir(full):
            out += sorted(os.path.join(full, n) for n in os.listdir(full) if n.endswith(".md"))
    return [p for p in out if os.path.isfile(p)]


def broken_links(root):
    bad = []
    for page in pages(root):
        fence = False
        with open(page, encoding="utf-8") as f:
            for no, line in enumerate(f, 1):
                if line.lstrip().startswith(("```", "~~~")):
                    fence = not fence
                    continue
                if fence or line.startswith("    "):
                    continue
                for target in LINK.findall(SPAN.sub("", line)):
                    if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                        continue
                    path = target.split("#", 1)[0]
                    if not path:
                        continue
                    resolved = os.path.normpath(os.path.join(os.path.dirname(page), path))
                    rel = os.path.relpath(resolved, root)
                    if not os.path.exists(resolved) and rel not in PENDING:
                        bad.append(f"{os.path.relpath(page, root)}:{no}: {target}")
    return bad


def main():
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        return 0
    if len(sys.argv) > 2:
        print("check_doc_links.py: at most one argument, the repository root", file=sys.stderr)
        return 2
    root = sys.argv[1] if len(sys.argv) == 2 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.isdir(root):
        print(f"check_doc_links.py: {root}: not a directory", file=sys.stderr)
        return 2
    bad = broken_links(root)
    for b in bad:
        print(b)
    print(f"{len(bad)} broken link(s) in {len(pages(root))} pages", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
