#!/usr/bin/python3
"""Tabulates and plots scripts/reproduce_tcpg.sh's sweeps (seed 002: TCPG(2,2) vs a 13x13 torus).

Input: DIR/raw/<network>_<traffic>_<routing>.json, doar-sim's --json of one sweep each
(<network> is the topology spec with ':' as '-', e.g. tcpg-2,2).
Output in DIR:
  results.csv      every load point (network, traffic, routing, offered, accepted, latency,
                   mean hops, saturated)
  saturation.csv   per (network, traffic, routing): the saturation throughput, the highest
                   offered load before the sweep's first saturated one (flits/node/cycle),
                   and the mean hops at the lowest load
  summary.md       the saturation table of docs/results_tcpg.md
  <traffic>.png    latency-load curves, both networks
Uses Debian's python3-matplotlib.
"""
import csv
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read

ORDER = [("tcpg-2,2", "TCPG"), ("tcpg-2,2", "TCPG_GEAR"), ("tcpg-2,2", "TCPG_ADAPT"), ("torus-13x13", "TORUS_DOR"), ("torus-13x13", "GEAR"),
         ("torus-13x13", "DUATO")]
STYLE = {"TCPG": "C3-", "TCPG_GEAR": "C4-", "TCPG_ADAPT": "C1-", "TORUS_DOR": "k--", "GEAR": "C0-.", "DUATO": "C2:"}
TRAFFICS = ["UR", "TRANSPOSE", "HOTSPOT"]


def main(out):
    out = Path(out)
    runs = defaultdict(list)  # (network, traffic, routing) -> points
    for f in sorted((out / "raw").glob("*.json")):
        net, traffic, routing = f.stem.split("_", 2)
        runs[(net, traffic, routing)] = sorted(json.load(open(f)), key=lambda p: p["offered"])
    with open(out / "results.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["network", "traffic", "routing", "offered", "accepted", "latency", "mean_hops", "saturated"])
        for (net, traffic, routing), pts in sorted(runs.items()):
            for p in pts:
                w.writerow([net, traffic, routing, p["offered"], p["accepted"], p["latency"], p["mean_hops"],
                            int(p["saturated"])])
    sat, hops = {}, {}
    for key, pts in runs.items():
        last = 0.0
        for p in pts:
            if p["saturated"]:
                break
            last = p["offered"]
        sat[key] = last
        hops[key] = pts[0]["mean_hops"] if pts else 0
    with open(out / "saturation.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["network", "traffic", "routing", "saturation", "mean_hops_low_load"])
        for (net, traffic, routing), s in sorted(sat.items()):
            w.writerow([net, traffic, routing, s, hops[(net, traffic, routing)]])
    lines = ["| traffic | " + " | ".join(f"{n.replace('-', ':')} {r}" for n, r in ORDER) + " |",
             "|---" * (len(ORDER) + 1) + "|"]
    for traffic in TRAFFICS:
        cells = [f"{sat[(n, traffic, r)]:g}" if (n, traffic, r) in sat else "-" for n, r in ORDER]
        lines.append(f"| {traffic} | " + " | ".join(cells) + " |")
    (out / "summary.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    for traffic in TRAFFICS:
        fig, ax = plt.subplots(figsize=(5.5, 4))
        for net, routing in ORDER:
            pts = runs.get((net, traffic, routing))
            if not pts:
                continue
            ax.plot([p["offered"] for p in pts], [p["latency"] for p in pts], STYLE[routing], marker=".",
                    label=f"{net.split('-')[0]} {routing}")
        ax.set_ylim(0, 500)
        ax.set_xlabel("offered load (flits/node/cycle)")
        ax.set_ylabel("mean packet latency (cycles)")
        ax.set_title(f"TCPG(2,2) vs torus 13x13, {traffic}, 16-flit packets")
        ax.legend()
        fig.tight_layout()
        fig.savefig(out / f"{traffic}.png", dpi=110)
        plt.close(fig)


if __name__ == "__main__":
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) != 2:
        print("usage: plot_tcpg.py DIR", file=sys.stderr)
        sys.exit(2)
    plt = pyplot_or_exit()
    main(sys.argv[1])
