#!/usr/bin/env python3
"""Saturation table of scripts/experiments/htorus_vs_torus.sh: per (network, traffic,
routing) the saturation throughput (the highest offered load before the sweep's first
saturated point, flits/node/cycle), the accepted load there, and the largest accepted load
of the sweep.

Usage: htorus_vs_torus.py OUT   (OUT/raw/*.json: the sweeps of htorus_vs_torus.sh)"""
import json
import sys
from pathlib import Path


def main(out):
    rows = []
    for f in sorted((Path(out) / "raw").glob("*.json")):
        pts = sorted(json.load(open(f)), key=lambda p: p["offered"])
        sat, acc_at = 0.0, 0.0
        for p in pts:
            if p["saturated"]:
                break
            sat, acc_at = p["offered"], p["accepted"]
        peak = max(p["accepted"] for p in pts)
        p0 = pts[0]
        rows.append((p0["traffic"], p0["topology"], p0["routing"], sat, acc_at, peak, p0["mean_hops"]))
    print("| traffic | network | routing | saturation throughput | accepted there | peak accepted | mean hops (lowest load) |")
    print("|---|---|---|---:|---:|---:|---:|")
    for r in sorted(rows):
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.2f} | {r[4]:.3f} | {r[5]:.3f} | {r[6]:.2f} |")


if __name__ == "__main__":
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) != 2:
        print("usage: htorus_vs_torus.py OUT", file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1])
