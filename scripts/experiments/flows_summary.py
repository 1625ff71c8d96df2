#!/usr/bin/env python3
"""One table row per doar-sim run from its --json and --flows files: accepted, mean and max
latency, mean hops, saturated (and why), window packets undelivered after the drain, and two
counts over the flows: late (a packet over LATE cycles) and starved (fewer than STARVE of the
packets the flow offered in the sample window delivered).

Usage: flows_summary.py [--late 1000] [--starve 0.8] NAME.json ...   (NAME_flows.csv beside it)
"""
import argparse
import csv
import json
import os
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("json", nargs="+")
    ap.add_argument("--late", type=float, default=1000)
    ap.add_argument("--starve", type=float, default=0.8)
    a = ap.parse_args()
    print("| run | accepted | latency | max | hops | saturated | undelivered | late flows | starved flows |")
    print("|---|---|---|---|---|---|---|---|---|")
    for path in a.json:
        try:
            j = json.load(open(path))[0]
        except (OSError, ValueError, IndexError, KeyError) as e:
            print(f"flows_summary.py: {path}: {e}", file=sys.stderr)
            sys.exit(2)
        flows = path[:-len(".json")] + "_flows.csv"
        late = starved = "-"
        if os.path.exists(flows):
            rows = list(csv.DictReader(open(flows)))
            # Packets a flow offers in the sample window: rate x window / packet size.
            window = j["packets"] / max(1, len(rows))
            late = sum(float(r["max_latency"]) > a.late for r in rows)
            starved = sum(int(r["packets"]) < a.starve * window for r in rows)
        sat = j["saturation_reason"] if j["saturated"] else "no"
        name = os.path.basename(path)[:-len(".json")]
        print(f"| {name} | {j['accepted']:.3f} | {j['latency']:.1f} | {j['max_latency']} | {j['mean_hops']:.2f} | "
              f"{sat} | {j['packets'] - j['delivered']} | {late} | {starved} |")


if __name__ == "__main__":
    main()
