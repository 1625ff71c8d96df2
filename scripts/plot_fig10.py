#!/usr/bin/python3
"""Plots the paper's Fig. 10 from doar-sim sweep results and tabulates saturation throughput.

Input: one CSV in doar-sim's --csv format (columns read by name: routing, traffic, offered,
accepted, latency, saturated, hops, and dfly or p, a, h, g), many runs concatenated with one
header. Output, in the given directory:
  fig10_<traffic>.png  latency-load curves of every algorithm (Fig. 10 d, e, f)
  fig10_hops.png       hop-count shares at each algorithm's last load before saturation
                       (Fig. 10 a, b, c)
  saturation.csv       measured saturation throughput per traffic and algorithm
  saturation.md        the same beside the paper's values, as a markdown table
Saturation throughput is the paper's definition (Sec. 5.1): the highest offered load that
is not saturated (mean latency <= 500 cycles and accepted ~ offered) before the first
saturated load of the sweep. Uses Debian's python3-matplotlib.
"""
import csv
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read

ALGOS = ["MIN", "VAL", "UGAL_L", "UGAL_G", "PAR_PH", "TPR", "UGAL_LE", "DOAR"]
# The paper's saturation throughputs (flits/node/cycle), seed 001 Sec. 5.2.1; None: not given.
PAPER = {
    "UR": {"DOAR": 0.95, "PAR_PH": 0.94, "TPR": 0.94, "UGAL_LE": 0.85},
    "ADV+1": {"DOAR": 0.50, "VAL": 0.49, "PAR_PH": 0.42, "TPR": 0.48, "UGAL_LE": 0.41},
    "RP": {"DOAR": 0.59, "VAL": 0.49, "PAR_PH": 0.47, "TPR": 0.45, "UGAL_LE": 0.43},
}
STYLE = {"MIN": "k:", "VAL": "C7--", "UGAL_L": "C0-.", "UGAL_G": "C9-.", "PAR_PH": "C1-",
         "TPR": "C2-", "UGAL_LE": "C4-", "DOAR": "C3-"}


def dfly_name(row):
    """doar-sim has written the network as one "dfly(p,a,h,g)" field and as p, a, h, g."""
    if row.get("dfly"):
        return row["dfly"]
    return f"dfly({row['p']},{row['a']},{row['h']},{row['g']})"


def load(path):
    runs = defaultdict(list)  # (traffic, routing) -> rows sorted by offered
    for row in csv.DictReader(open(path)):
        if row["routing"] == "routing":  # a repeated header of a concatenated file
            continue
        r = {
            "dfly": dfly_name(row),
            "offered": float(row["offered"]),
            "accepted": float(row["accepted"]),
            "latency": float(row["latency"]),
            "saturated": row["saturated"] == "1",
            "hops": [int(x) for x in row["hops"].split(";") if x != ""],
        }
        runs[(row["traffic"], row["routing"])].append(r)
    for rows in runs.values():
        rows.sort(key=lambda r: r["offered"])
    return runs


def last_stable(rows):
    """The last row before the first saturated one (None if the first load saturates)."""
    best = None
    for r in rows:
        if r["saturated"]:
            break
        best = r
    return best


def hop_shares(row):
    total = sum(row["hops"]) or 1
    return [100.0 * row["hops"][k] / total if k < len(row["hops"]) else 0.0 for k in range(8)]


def main():
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print("usage: plot_fig10.py RESULTS.csv OUTDIR\n\n" + __doc__.strip())
        return
    if len(sys.argv) != 3:
        print("usage: plot_fig10.py RESULTS.csv OUTDIR", file=sys.stderr)
        sys.exit(2)
    global plt
    plt = pyplot_or_exit()
    runs = load(sys.argv[1])
    out = Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    traffics = [t for t in ["UR", "ADV+1", "RP"] if any(k[0] == t for k in runs)]
    dfly = next(iter(runs.values()))[0]["dfly"] if runs else "?"

    # Latency-load curves: every unsaturated point plus the first saturated one.
    for t in traffics:
        fig, ax = plt.subplots(figsize=(6, 4.2))
        for a in ALGOS:
            rows = runs.get((t, a))
            if not rows:
                continue
            shown = []
            for r in rows:
                shown.append(r)
                if r["saturated"]:
                    break
            ax.plot([r["offered"] for r in shown], [r["latency"] for r in shown], STYLE[a], marker=".",
                    label=a)
        ax.set_ylim(0, 600)
        ax.axhline(500, color="grey", lw=0.5)
        ax.set_xlabel("offered load (flits/node/cycle)")
        ax.set_ylabel("mean packet latency (cycles)")
        ax.set_title(f"Fig. 10: {t} on {dfly}, every algorithm")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, ncol=2)
        fig.tight_layout()
        fig.savefig(out / f"fig10_{t.replace('+', 'p')}.png", dpi=120)
        plt.close(fig)

    # Hop shares at each algorithm's last stable load.
    fig, axes = plt.subplots(1, len(traffics), figsize=(4.2 * len(traffics) + 1.0, 3.6), squeeze=False)
    for ax, t in zip(axes[0], traffics):
        algos = [a for a in ALGOS if (t, a) in runs and last_stable(runs[(t, a)])]
        bottom = [0.0] * len(algos)
        for k in range(1, 8):
            vals = [hop_shares(last_stable(runs[(t, a)]))[k] for a in algos]
            if not any(vals):
                continue
            ax.bar(algos, vals, bottom=bottom, label=f"{k} hops", color=f"C{k - 1}")
            bottom = [b + v for b, v in zip(bottom, vals)]
        ax.set_title(f"{t}: hops at the last stable load")
        ax.set_ylabel("packets (%; 0-hop: the rest)")
        ax.set_ylim(0, 100)
        ax.tick_params(axis="x", rotation=60, labelsize=7)
    handles = {}
    for ax in axes[0]:
        for h, lab in zip(*ax.get_legend_handles_labels()):
            handles.setdefault(lab, h)
    labels = sorted(handles)
    fig.legend([handles[x] for x in labels], labels, loc="center right", fontsize=7)
    fig.suptitle(f"Fig. 10(a-c): hop counts on {dfly}", fontsize=10)
    fig.tight_layout(rect=(0, 0, 1 - 0.9 / fig.get_figwidth(), 1))
    fig.savefig(out / "fig10_hops.png", dpi=120)
    plt.close(fig)

    # Saturation table.
    with open(out / "saturation.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["dfly", "traffic", "routing", "saturation_throughput", "accepted_there",
                    "latency_there", "hops_3_4_5_6_pct", "paper"])
        for t in traffics:
            for a in ALGOS:
                if (t, a) not in runs:
                    continue
                r = last_stable(runs[(t, a)])
                sh = hop_shares(r) if r else [0] * 8
                w.writerow([dfly, t, a, r["offered"] if r else 0, f"{r['accepted']:.3f}" if r else "",
                            f"{r['latency']:.1f}" if r else "", "/".join(f"{x:.1f}" for x in sh[3:7]),
                            PAPER.get(t, {}).get(a, "")])
    lines = [f"Measured on {dfly}; paper: dfly(6,12,6,73), seed 001 Sec. 5.2.1.", "",
             "| algorithm | " + " | ".join(f"{t} measured | {t} paper" for t in traffics) + " |",
             "|---|" + "---|---|" * len(traffics)]
    for a in ALGOS:
        cells = []
        for t in traffics:
            r = last_stable(runs.get((t, a), []))
            meas = f"{r['offered']:.2f}" if r else ("-" if (t, a) not in runs else "<first load")
            paper = PAPER.get(t, {}).get(a)
            cells += [meas, f"{paper:.2f}" if paper is not None else ""]
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    (out / "saturation.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
