#!/usr/bin/python3
"""Tabulates and plots scripts/reproduce_torus.sh's sweeps (seed 000, Figs. 3-6, Table 1).

Input: DIR/raw/<size>_<traffic>_<routing>.json, doar-sim's --json of one sweep each.
Output in DIR:
  results.csv      every load point (network, traffic, routing, offered, accepted, latency,
                   mean hops, saturated, VC shares)
  saturation.csv   per (network, traffic, routing): the saturation throughput, i.e. the
                   highest offered load before the sweep's first saturated one (flits/node/
                   cycle), and the same normalized by the bisection bound of UR (8/k on a
                   k x k torus, capped at the injection bandwidth 1)
  vc_share.csv     VC 0 / VC 1 shares of GEAR and TORUS_DOR under UR on 8x8 (Table 1)
  summary.md       the saturation ratios beside the paper's
  <size>_<traffic>.png   latency-load curves
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

ROUTINGS = ["TORUS_DOR", "GEAR", "DUATO", "GEAR3"]
STYLE = {"TORUS_DOR": "k--", "GEAR": "C3-", "DUATO": "C0-.", "GEAR3": "C1-"}
# The paper's saturation points (its normalized load), seed 000 Sec. 5.1 and 5.2.
PAPER = {
    ("4x4", "UR"): {"TORUS_DOR": 0.34, "GEAR": 0.48},
    ("8x8", "UR"): {"TORUS_DOR": 0.30, "GEAR": 0.48, "DUATO": 0.50, "GEAR3": 0.60},
    ("16x16", "UR"): {"TORUS_DOR": 0.25, "GEAR": 0.42},
    ("8x8", "TRANSPOSE"): {"TORUS_DOR": 0.20, "GEAR": 0.40},
    ("8x8", "HOTSPOT"): {"TORUS_DOR": 0.25, "GEAR": 0.45, "DUATO": 0.44, "GEAR3": 0.55},
}
# Table 1 (UR, 8x8): share of hops on the paper's VC2 (our VC 1) by load.
PAPER_VC2 = {
    "GEAR": {0.1: 11.15, 0.15: 20.26, 0.2: 27.81, 0.25: 31.98, 0.3: 33.89, 0.35: 34.05, 0.4: 38.50},
    "TORUS_DOR": {0.1: 6.77, 0.15: 6.87, 0.2: 6.86, 0.25: 6.84, 0.3: 7.13, 0.35: 7.63},
}


def size_k(size):
    return max(int(x) for x in size.split("x"))


def main(out):
    out = Path(out)
    runs = defaultdict(list)  # (size, traffic, routing) -> points
    for f in sorted((out / "raw").glob("*.json")):
        size, traffic, routing = f.stem.split("_", 2)
        runs[(size, traffic, routing)] = sorted(json.load(open(f)), key=lambda p: p["offered"])
    with open(out / "results.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["network", "traffic", "routing", "offered", "accepted", "latency", "mean_hops", "saturated",
                    "vc_share"])
        for (size, traffic, routing), pts in sorted(runs.items()):
            for p in pts:
                w.writerow([size, traffic, routing, p["offered"], p["accepted"], p["latency"], p["mean_hops"],
                            int(p["saturated"]), ";".join(str(x) for x in p.get("vc_share", []))])
    sat = {}
    for key, pts in runs.items():
        last = 0.0
        for p in pts:
            if p["saturated"]:
                break
            last = p["offered"]
        sat[key] = last
    with open(out / "saturation.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["network", "traffic", "routing", "saturation", "normalized", "paper"])
        for (size, traffic, routing), s in sorted(sat.items()):
            cap = min(1.0, 8.0 / size_k(size))
            w.writerow([size, traffic, routing, s, round(s / cap, 4), PAPER.get((size, traffic), {}).get(routing, "")])
    with open(out / "vc_share.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["routing", "offered", "vc0_share", "vc1_share", "paper_vc2_share"])
        for routing in ["GEAR", "TORUS_DOR"]:
            for p in runs.get(("8x8", "UR", routing), []):
                if p["saturated"] or len(p.get("vc_share", [])) < 2:
                    continue
                load = round(p["offered"], 4)
                w.writerow([routing, load, p["vc_share"][0], p["vc_share"][1],
                            PAPER_VC2[routing].get(load, "")])
    # Summary: measured ratios beside the paper's.
    lines = ["| network | traffic | pair | measured (flits/node/cycle) | ratio | paper | paper ratio |",
             "|---|---|---|---|---|---|---|"]
    for (size, traffic), paper in sorted(PAPER.items()):
        for a, b in [("GEAR", "TORUS_DOR"), ("GEAR3", "DUATO"), ("GEAR", "DUATO")]:
            if (size, traffic, a) not in sat or (size, traffic, b) not in sat:
                continue
            ma, mb = sat[(size, traffic, a)], sat[(size, traffic, b)]
            ratio = f"{ma / mb:.2f}" if mb else "-"
            pa, pb = paper.get(a), paper.get(b)
            pr = f"{pa / pb:.2f}" if pa and pb else "-"
            lines.append(f"| {size} | {traffic} | {a} / {b} | {ma:g} / {mb:g} | {ratio} | "
                         f"{pa if pa else '-'} / {pb if pb else '-'} | {pr} |")
    (out / "summary.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    for size, traffic in sorted({(k[0], k[1]) for k in runs}):
        fig, ax = plt.subplots(figsize=(5.5, 4))
        for routing in ROUTINGS:
            pts = runs.get((size, traffic, routing))
            if not pts:
                continue
            ax.plot([p["offered"] for p in pts], [p["latency"] for p in pts], STYLE[routing], marker=".",
                    label=routing)
        ax.set_ylim(0, 500)
        ax.set_xlabel("offered load (flits/node/cycle)")
        ax.set_ylabel("mean packet latency (cycles)")
        ax.set_title(f"torus {size}, {traffic}, 16-flit packets")
        ax.legend()
        fig.tight_layout()
        fig.savefig(out / f"{size}_{traffic}.png", dpi=110)
        plt.close(fig)


if __name__ == "__main__":
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) != 2:
        print("usage: plot_torus.py DIR", file=sys.stderr)
        sys.exit(2)
    plt = pyplot_or_exit()
    main(sys.argv[1])
