#!/usr/bin/env python3
"""Example: a latency-load curve of two routings on the small default dragonfly, printed as a
table (and drawn to latency_load.png when matplotlib is there).

usage: python3 python/examples/latency_load.py [--quick] [--png FILE]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import doar  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="short windows (seconds), for tests")
    ap.add_argument("--png", help="draw the curves to this file (needs matplotlib)")
    a = ap.parse_args()
    plt = None
    if a.png:  # checked before the runs, so that a missing matplotlib costs no simulation
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            print("latency_load.py: --png needs matplotlib, which this python3 lacks "
                  "(Debian: apt-get install python3-matplotlib)", file=sys.stderr)
            return 2
    windows = dict(warmup=500, sample=500) if a.quick else dict(warmup=3000, sample=3000)
    print("doar-sim", doar.version())
    print("%-6s %8s %9s %9s %6s" % ("route", "offered", "accepted", "latency", "sat"))
    curves = {}
    for routing in ["MIN", "DOAR"]:
        points = doar.sweep("0.1:0.5:0.2", routing=routing, traffic="UR", jobs=1, **windows)
        curves[routing] = points
        for p in points:
            print("%-6s %8.2f %9.3f %9.1f %6s" % (routing, p["offered"], p["accepted"], p["latency"],
                                                  "yes" if p["saturated"] else "no"))
    if a.png:
        for routing, points in curves.items():
            plt.plot([p["offered"] for p in points], [p["latency"] for p in points], marker="o", label=routing)
        plt.xlabel("offered load (flits/node/cycle)")
        plt.ylabel("mean packet latency (cycles)")
        plt.title("dfly(2,4,2,9), UR, %s warm-up + sample cycles: MIN and DOAR via python/doar"
                  % ("500 + 500" if a.quick else "3,000 + 3,000"))
        plt.legend()
        plt.savefig(a.png, dpi=100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
