#!/usr/bin/env python3
"""Draws a doar-sim --timeline CSV (accepted throughput, mean latency, lost packets and
fault-engine table updates per window) as one PNG with three stacked panels.

Usage: plot_timeline.py TIMELINE.csv OUT.png [FAULT_AT] [REPAIR_AT]   (-1: none)
"""
import csv
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def main():
    src, png = sys.argv[1], sys.argv[2]
    fault_at = int(sys.argv[3]) if len(sys.argv) > 3 else -1
    repair_at = int(sys.argv[4]) if len(sys.argv) > 4 else -1
    rows = list(csv.DictReader(open(src)))
    if not rows:
        sys.exit("plot_timeline.py: empty timeline " + src)
    x = [int(r["cycle"]) / 1000.0 for r in rows]
    acc = [float(r["accepted"]) for r in rows]
    lat = [float(r["latency"]) if r["latency"] else float("nan") for r in rows]
    lost = [int(r["lost"]) + int(r["unreachable"]) for r in rows]
    upd = [int(r["table_updates"]) for r in rows]
    fig, ax = plt.subplots(3, 1, figsize=(8, 7), sharex=True)
    ax[0].plot(x, acc, lw=1)
    ax[0].set_ylabel("accepted\n(flits/node/cycle)")
    ax[1].plot(x, lat, lw=1, color="tab:orange")
    ax[1].set_ylabel("mean latency\n(cycles)")
    ax[2].bar(x, lost, width=x[1] - x[0] if len(x) > 1 else 0.1, color="tab:red", label="lost + unreachable")
    ax2 = ax[2].twinx()
    ax2.step(x, upd, where="post", color="tab:green", lw=1, label="table updates")
    ax[2].set_ylabel("packets lost")
    ax2.set_ylabel("table updates")
    ax[2].set_xlabel("cycle (K)")
    for a in ax:
        for c, name in ((fault_at, "fault"), (repair_at, "repair")):
            if c is not None and c >= 0:
                a.axvline(c / 1000.0, color="grey", ls="--", lw=0.8)
    ax[0].set_title("doar-sim timeline: " + src.split("/")[-1])
    fig.tight_layout()
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
