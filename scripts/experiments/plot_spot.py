#!/usr/bin/env python3
"""Plots the saturation brackets of spot_bracket.sh: one panel per traffic pattern, one
column per algorithm; a bar from the last stable load to the first saturated one (the
saturation throughput lies in it), a line where only one side was found, and the paper's
value as a cross; a triangle where the paper's rule alone (latency, accepted load) calls a
higher load stable than ours does.

    plot_spot.py SUMMARY.csv OUT.png [--title TEXT]

Without --title the title names the network and windows of the points beside SUMMARY.csv
(their doar-sim JSON). Needs matplotlib (Debian: python3-matplotlib); without it exits with 2.
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read


def value(text):
    return float(text) if text not in ("", None) else None


def default_title(summary):
    """Network and windows of the points beside the summary (their doar-sim JSON)."""
    import glob
    import json
    for path in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(summary)), "*.json"))):
        try:
            d = json.load(open(path))
        except (OSError, ValueError):
            continue
        d = d[0] if isinstance(d, list) and d else d
        if isinstance(d, dict) and (d.get("dfly") or d.get("topology")):
            net = d.get("dfly") or d.get("topology")
            win = (f", {d['warmup']:,} warm-up + {d['sample']:,} sample cycles"
                   if isinstance(d.get("warmup"), int) and isinstance(d.get("sample"), int) else "")
            return f"Saturation brackets on {net}{win}, seed {d.get('seed', '?')}"
    return "Saturation brackets (network not recorded: give --title)"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("summary", help="spot_bracket.sh's summary.csv")
    ap.add_argument("png", help="output PNG")
    ap.add_argument("--title", default="", help="the plot's title (default: from the points' JSON)")
    args = ap.parse_args()
    global plt
    plt = pyplot_or_exit()
    try:
        rows = list(csv.DictReader(open(args.summary)))
    except OSError as e:
        sys.exit("plot_spot.py: cannot read %s: %s" % (args.summary, e.strerror))
    if not rows:
        sys.exit("plot_spot.py: %s has no rows" % args.summary)
    # The last line of a (traffic, algorithm, tag) wins: a re-run appends a newer summary.
    latest = {}
    for r in rows:
        latest[(r["traffic"] + r["tag"], r["algorithm"])] = r
    first = ["UR", "ADV+1", "RP"]  # the paper's order; other patterns follow as they come
    traffics = sorted(dict.fromkeys(k[0] for k in latest), key=lambda t: first.index(t) if t in first else len(first))
    algos = list(dict.fromkeys(k[1] for k in latest))
    fig, axes = plt.subplots(1, len(traffics), figsize=(4.2 * len(traffics), 4), squeeze=False)
    for ax, t in zip(axes[0], traffics):
        for x, a in enumerate(algos):
            r = latest.get((t, a))
            if not r:
                continue
            lo, hi, paper = value(r["last_stable"]), value(r["first_saturated"]), value(r["paper"])
            if lo is not None and hi is not None:
                ax.bar(x, hi - lo, bottom=lo, width=0.6, color="tab:blue", alpha=0.7)
            elif lo is not None:  # no saturated point found above it
                ax.plot([x - 0.3, x + 0.3], [lo, lo], color="tab:blue")
                ax.annotate("", (x, lo + 0.05), (x, lo), arrowprops=dict(arrowstyle="->", color="tab:blue"))
            elif hi is not None:  # saturated already at the lowest load run
                ax.plot([x - 0.3, x + 0.3], [hi, hi], color="tab:red")
                ax.annotate("", (x, hi - 0.05), (x, hi), arrowprops=dict(arrowstyle="->", color="tab:red"))
            rule = value(r.get("paper_rule_stable"))
            if rule is not None and (lo is None or rule > lo):
                ax.plot(x, rule, "^", color="tab:green", markersize=7)
            if paper is not None:
                ax.plot(x, paper, "kx", markersize=9, mew=2)
        ax.set_xticks(range(len(algos)))
        ax.set_xticklabels(algos, rotation=45, ha="right")
        ax.set_title(t)
        ax.set_ylim(0, 1.0)
        ax.set_xlim(-0.6, len(algos) - 0.4)
        ax.grid(axis="y", alpha=0.3)
    axes[0][0].set_ylabel("saturation throughput (flits/node/cycle)")
    handles = [plt.Rectangle((0, 0), 1, 1, color="tab:blue", alpha=0.7),
               plt.Line2D([], [], color="tab:green", marker="^", ls=""), plt.Line2D([], [], color="k", marker="x", ls="")]
    labels = ["measured: last stable .. first saturated", "highest load stable by the paper's rule alone", "paper"]
    axes[0][-1].legend(handles, labels, loc="lower right", fontsize=7)
    fig.suptitle(args.title or default_title(args.summary), fontsize=10)
    fig.tight_layout()
    fig.savefig(args.png, dpi=110)


if __name__ == "__main__":
    main()
