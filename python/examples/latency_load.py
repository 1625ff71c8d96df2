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
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            print("no matplotlib: no plot", file=sys.stderr)
            return 0
        for routing, points in curves.items():
            plt.plot([p["offered"] for p in points], [p["latency"] for p in points], marker="o", label=routing)
        plt.xlabel("offered load (flits/node/cycle)")
        plt.ylabel("mean packet latency (cycles)")
        plt.title("dfly(2,4,2,9), UR: doar-sim through the Python module")
        plt.legend()
        plt.savefig(a.png, dpi=100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
