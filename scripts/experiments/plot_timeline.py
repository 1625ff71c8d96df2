#!/usr/bin/env python3
"""Draws a doar-sim --timeline CSV (accepted throughput, mean latency, lost packets and
fault-engine table updates per window) as one PNG with three stacked panels.

Usage: plot_timeline.py TIMELINE.csv OUT.png [FAULT_AT] [REPAIR_AT] [--title TEXT]
FAULT_AT, REPAIR_AT: cycles of the fault and the repair (-1: none), drawn as dashed lines.
The title names the run: --title TEXT, else the network, routing, traffic and load read from
the doar-sim JSON beside the CSV (same name, .json) when there is one, else the fault and
repair cycles only. Needs matplotlib (Debian: python3-matplotlib); without it exits with 2.
"""
import argparse
import csv
import json
import os
import sys


sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402


def run_setting(src):
    """Network and setting of the run from the doar-sim JSON next to the CSV, or None."""
    stem = os.path.splitext(src)[0]
    for cand in (stem + ".json", stem.replace("_timeline", "") + ".json"):
        if os.path.isfile(cand):
            try:
                d = json.load(open(cand))
            except (OSError, ValueError):
                return None
            d = d[0] if isinstance(d, list) and d else d
            if isinstance(d, dict) and "routing" in d:
                net = d.get("dfly") or d.get("topology") or "network"
                return f"{net}, {d['routing']}, {d.get('traffic', '?')} {d.get('offered', '')}".strip()
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("timeline", help="doar-sim --timeline CSV")
    ap.add_argument("png", help="output PNG")
    ap.add_argument("fault_at", nargs="?", type=int, default=-1, help="cycle of the fault (-1: none)")
    ap.add_argument("repair_at", nargs="?", type=int, default=-1, help="cycle of the repair (-1: none)")
    ap.add_argument("--title", help="the plot's title (network and setting)")
    a = ap.parse_args()
    try:
        rows = list(csv.DictReader(open(a.timeline)))
    except OSError as e:
        print(f"plot_timeline.py: {a.timeline}: {e.strerror}", file=sys.stderr)
        sys.exit(2)
    if not rows or "cycle" not in rows[0]:
        print(f"plot_timeline.py: {a.timeline}: not a doar-sim timeline (no rows or no cycle column)", file=sys.stderr)
        sys.exit(2)
    plt = pyplot_or_exit()
    from matplotlib.ticker import MaxNLocator
    x = [int(r["cycle"]) / 1000.0 for r in rows]
    acc = [float(r["accepted"]) for r in rows]
    lat = [float(r["latency"]) if r["latency"] else float("nan") for r in rows]
    lost = [int(r["lost"]) + int(r["unreachable"]) for r in rows]
    upd = [int(r["table_updates"]) for r in rows]
    window = int(rows[1]["cycle"]) - int(rows[0]["cycle"]) if len(rows) > 1 else 0
    fig, ax = plt.subplots(3, 1, figsize=(8, 7), sharex=True)
    ax[0].plot(x, acc, lw=1)
    ax[0].set_ylabel("accepted\n(flits/node/cycle)")
    ax[1].plot(x, lat, lw=1, color="tab:orange")
    ax[1].set_ylabel("mean latency\n(cycles)")
    ax[2].bar(x, lost, width=x[1] - x[0] if len(x) > 1 else 0.1, color="tab:red", label="lost + unreachable")
    ax2 = ax[2].twinx()
    ax2.step(x, upd, where="post", color="tab:green", lw=1, label="table updates")
    ax[2].set_ylabel(f"packets lost\n(per {window}-cycle window)" if window else "packets lost")
    ax2.set_ylabel("table updates (count)")
    ax[2].yaxis.set_major_locator(MaxNLocator(integer=True))
    ax2.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax[2].set_xlabel("cycle (thousands)")
    for axis in ax:
        for c in (a.fault_at, a.repair_at):
            if c >= 0:
                axis.axvline(c / 1000.0, color="grey", ls="--", lw=0.8)
    events = []
    if a.fault_at >= 0:
        events.append(f"injected at cycle {a.fault_at:,}")
    if a.repair_at >= 0:
        events.append(f"repaired at {a.repair_at:,}")
    title = a.title or run_setting(a.timeline) or "doar-sim run"
    ax[0].set_title(title + (": " + ", ".join(events) if events else ""))
    fig.tight_layout()
    fig.savefig(a.png, dpi=110)


if __name__ == "__main__":
    main()
