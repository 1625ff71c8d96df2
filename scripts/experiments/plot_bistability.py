#!/usr/bin/env python3
"""Summarises and draws the burst runs of docs/bistability.md (doar-sim --timeline with
--timeline-detail, one CSV per run; the run's JSON beside it names the burst).

Prints a Markdown table: accepted load, latency, share of packets over two global links and
share of CongG bits set, as means over the windows before the burst (5-10K cycles), during it,
after it (20-30K) and over the last 5,000 cycles of the run (complete windows), plus packets
refused by full source queues in 20-30K and the source backlog at the end. Writes a PNG of
accepted load and the two-global share over time.

Usage: plot_bistability.py OUT.png RUN.csv [RUN.csv ...]   (label: the file name)
"""
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read


def load(path):
    rows = list(csv.DictReader(open(path)))
    meta = json.load(open(os.path.splitext(path)[0] + ".json"))[0]
    SETTINGS.add((meta.get("dfly") or meta.get("topology") or "?", meta.get("traffic", "?"), meta.get("seed", "?")))
    return rows, meta.get("burst")


SETTINGS = set()  # (network, traffic, seed) of the runs drawn, for the title


def mean(rows, col, lo, hi, weight=None):
    # Windows entirely inside [lo, hi); latency weighted by the deliveries of each window.
    # A timeline without --timeline-detail lacks the detail columns: nan.
    sel = [r for r in rows if lo <= int(r["cycle"]) and r.get(col, "") != ""]
    if len(rows) > 1:
        w = int(rows[1]["cycle"]) - int(rows[0]["cycle"])
        sel = [r for r in sel if int(r["cycle"]) + w <= hi]
    if not sel:
        return float("nan")
    if weight:
        tot = sum(float(r[weight]) for r in sel)
        return sum(float(r[col]) * float(r[weight]) for r in sel) / tot if tot else float("nan")
    return sum(float(r[col]) for r in sel) / len(sel)


def main():
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        return
    if len(sys.argv) < 3:
        print("usage: plot_bistability.py OUT.png RUN.csv [RUN.csv ...]", file=sys.stderr)
        sys.exit(2)
    png, runs = sys.argv[1], sys.argv[2:]
    global plt
    plt = pyplot_or_exit()
    fig, ax = plt.subplots(2, 1, figsize=(9, 7), sharex=True)
    print("| run | burst | acc / lat 5-10K | acc / lat in burst | acc / lat 20-30K | acc / lat last 5K "
          "| two-global 5-10K / 20-30K | CongG set 5-10K / 20-30K | refused 20-30K | backlog at end |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for path in runs:
        rows, burst = load(path)
        name = os.path.splitext(os.path.basename(path))[0]
        if burst:
            b0, b1 = burst["start"], burst["start"] + burst["len"]
            btxt = "%d-%dK at %g" % (b0 // 1000, b1 // 1000, burst["rate"]) if b1 % 1000 == 0 else \
                "%d-%.1fK at %g" % (b0 // 1000, b1 / 1000.0, burst["rate"])
            during = "%.3f / %.0f" % (mean(rows, "accepted", b0, b1), mean(rows, "latency", b0, b1, "delivered"))
        else:
            btxt, during = "none", "-"
        refused = sum(int(r.get("refused") or 0) for r in rows if 20000 <= int(r["cycle"]) < 30000)
        end = int(rows[-1]["cycle"])  # start of the last window, cut short by the end of the run
        late = (end - 5000, end)
        backlog = rows[-2].get("backlog") or "-"
        print("| %s | %s | %.3f / %.0f | %s | %.3f / %.0f | %.3f / %.0f (%d-%dK) | %.4f / %.3f | %.3f / %.3f | %d | %s |" % (
            name, btxt, mean(rows, "accepted", 5000, 10000), mean(rows, "latency", 5000, 10000, "delivered"), during,
            mean(rows, "accepted", 20000, 30000), mean(rows, "latency", 20000, 30000, "delivered"),
            mean(rows, "accepted", *late), mean(rows, "latency", *late, "delivered"), late[0] / 1000, late[1] / 1000,
            mean(rows, "two_global", 5000, 10000), mean(rows, "two_global", 20000, 30000),
            mean(rows, "congg", 5000, 10000), mean(rows, "congg", 20000, 30000), refused, backlog))
        # The last window is cut short by the end of the run: leave it out of the plot.
        x = [int(r["cycle"]) / 1000.0 for r in rows[:-1]]
        ax[0].plot(x, [float(r["accepted"]) for r in rows[:-1]], lw=1, label=name)
        ax[1].plot(x, [float(r["two_global"]) if r.get("two_global") else float("nan") for r in rows[:-1]], lw=1,
                   label=name)
    ax[0].set_ylabel("accepted (flits/node/cycle)")
    ax[0].set_ylim(0, 1.05)
    ax[0].axhline(0.8, color="grey", lw=0.5, ls=":")
    ax[1].set_ylabel("share of packets over\ntwo global links (fraction)")
    ax[1].set_ylim(-0.02, 1.02)
    ax[1].set_xlabel("cycle (thousands)")
    for a in ax:
        a.axvline(10, color="grey", lw=0.5, ls="--")
        a.grid(alpha=0.3)
    ax[0].legend(fontsize=7, loc="lower right")
    setting = "; ".join(f"{n}, {t}, seed {s}" for n, t, s in sorted(SETTINGS, key=str))
    fig.suptitle(f"{setting}, no faults: load bursts (r080: load 0.8, b1000_100: 1,000 cycles at 1.0)",
                 fontsize=10)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
