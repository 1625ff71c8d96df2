#!/usr/bin/env python3
"""Fig. 11-14 report from the CSVs of fig11_14.sh: PNGs, OUT/report.md, and with
--results-md FILE also a section of FILE (between its markers; appended when absent).

The paper's values below are the paper's (seed 001, Sec. 5.2.1-5.2.3), shown beside the
measured ones and never used as measurements."""
import argparse
import csv
import glob
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read

PAPER_MIX = {  # saturation throughput, flits/node/cycle, at 25/50/75 % ADV resp. RP
    "R_MIXED_UA": {"DOAR": (0.72, 0.61, 0.54), "PAR_PH": (0.61, 0.55, 0.50), "TPR": (0.67, 0.55, 0.51),
                   "UGAL_LE": (0.40, 0.38, 0.40), "VAL": (0.45, 0.43, 0.44)},
    "N_MIXED_UR": {"DOAR": (0.82, 0.71, 0.64), "PAR_PH": (0.69, 0.61, 0.54), "TPR": (0.69, 0.59, 0.52),
                   "UGAL_LE": (0.69, 0.57, 0.50)},
}
PAPER_APP = {  # mean latency, cycles: DOAR, PAR_PH, TPR, UGAL_LE
    "LU": (654.8, 658.8, 734.2, 714.0), "FFT3D": (142.3, 146.6, 190.1, 186.1),
    "Halo3D": (249.2, 292.3, 362.5, 332.1), "Stencil5D": (132.2, 134.2, 209.9, 198.7),
    "DL": (136.7, 139.6, 214.9, 205.1), "LULESH": (489.2, 675.9, 840.8, 722.9),
}
APP_ALGOS = ("DOAR", "PAR_PH", "TPR", "UGAL_LE")
MOTIFS = ("LU", "FFT3D", "Halo3D", "Stencil5D", "DL", "LULESH")
# The networks and settings the plot titles name; set by main() from the run's parameters.
NET = {"syn": "network not recorded", "wl": "network not recorded"}


def rows(path):
    with open(path) as f:
        return sorted(csv.DictReader(f), key=lambda r: float(r["offered"]))


def saturation(path):
    """Highest offered load before the first saturated point; None when the first saturates."""
    best = None
    for r in rows(path):
        if r["saturated"] == "1":
            break
        best = float(r["offered"])
    return best


def fmt(v, digits=2):
    return "-" if v is None else f"{v:.{digits}f}"


def fig11(out, lines):
    files = sorted(glob.glob(os.path.join(out, "fig11_DOAR_ADV+*.csv")),
                   key=lambda p: int(re.search(r"ADV\+(\d+)", p).group(1)))
    if not files:
        return
    ref = os.path.join(out, "fig11_VAL_ADV+1.csv")
    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    table = []
    for p in files + ([ref] if os.path.exists(ref) else []):
        label = os.path.basename(p)[6:-4].replace("_", " ")
        rs = [r for r in rows(p) if r["saturated"] != "1"]
        ax.plot([float(r["offered"]) for r in rs], [float(r["latency"]) for r in rs], marker=".",
                linestyle="--" if "VAL" in label else "-", label=label)
        last = rs[-1] if rs else None
        at40 = next((float(r["latency"]) for r in rs if abs(float(r["offered"]) - 0.4) < 1e-6), None)
        table.append((label, saturation(p), float(last["latency"]) if last else None,
                      float(rows(p)[0]["latency"]), at40))
    ax.set_xlabel("offered load (flits/node/cycle)")
    ax.set_ylabel("mean packet latency (cycles)")
    ax.set_title(f"Fig. 11: DOAR under ADV+i (VAL ADV+1 for reference)\n{NET['syn']}", fontsize=10)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "fig11_adv_i.png"), dpi=120)
    plt.close(fig)
    lines += ["### Fig. 11: DOAR under ADV+i", "",
              "![Fig. 11](fig11_adv_i.png)", "",
              "| traffic | saturation throughput | latency at lowest load | latency at 0.40 | latency at last stable load |",
              "|---|---|---|---|---|"]
    for label, sat, last_lat, first_lat, at40 in table:
        lines.append(f"| {label} | {fmt(sat)} | {fmt(first_lat, 1)} | {fmt(at40, 1)} | {fmt(last_lat, 1)} |")
    lines.append("")


def fig12(out, lines, seed):
    parts = []
    for name, title in (("UR_0.8", "UR 0.8"), ("ADV_0.4", "ADV+1 0.4")):
        p = os.path.join(out, f"fig12_channels_{name}.csv")
        if os.path.exists(p):
            with open(p) as f:
                parts.append((name, title, list(csv.DictReader(f))))
    if not parts:
        return
    groups = sorted({int(r["group"]) for r in parts[0][2]})
    group = random.Random(seed).choice(groups)  # the "randomly chosen group", from the seed
    fig, axes = plt.subplots(1, len(parts), figsize=(5.0 * len(parts), 3.4))
    axes = axes if len(parts) > 1 else [axes]
    lines += [f"### Fig. 12: global channel use of group {group} (chosen from seed {seed}), DOAR", "",
              "![Fig. 12](fig12_channels.png)", ""]
    with open(os.path.join(out, "fig12_channels_group.csv"), "w") as f:
        f.write("traffic,group,slot,router,to_group,flits_per_cycle,normalised\n")
        for (name, title, rs), ax in zip(parts, axes):
            mine = sorted((r for r in rs if int(r["group"]) == group), key=lambda r: int(r["slot"]))
            peak = max(float(r["flits_per_cycle"]) for r in mine) or 1.0
            norm = [float(r["flits_per_cycle"]) / peak for r in mine]
            for r, v in zip(mine, norm):
                f.write(f"{name},{group},{r['slot']},{r['router']},{r['to_group']},{r['flits_per_cycle']},{v:.4f}\n")
            ax.bar([int(r["slot"]) for r in mine], norm)
            ax.set_title(f"{title}: group {group}")
            ax.set_xlabel("global channel (slot number)")
            ax.set_ylabel("flits / busiest channel's flits")
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
            lines.append(f"- {title}: normalised use by slot " +
                         ", ".join(f"{r['slot']}->G{r['to_group']}: {v:.2f}" for r, v in zip(mine, norm)) +
                         f"; min/max = {min(norm):.2f}")
    fig.suptitle(f"Fig. 12: global channel use, DOAR, {NET['syn']}", fontsize=10)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "fig12_channels.png"), dpi=120)
    plt.close(fig)
    lines.append("")


def fig13(out, lines):
    found = glob.glob(os.path.join(out, "fig13_*.csv"))
    if not found:
        return
    lines += ["### Fig. 13: mixed traffic, saturation throughput (measured / paper)", "",
              "![Fig. 13](fig13_mixed.png)", ""]
    fig, axes = plt.subplots(2, 3, figsize=(13, 7))
    for row, (base, second) in enumerate((("R_MIXED_UA", "ADV"), ("N_MIXED_UR", "RP"))):
        lines += [f"| {base} | " + " | ".join(f"{y}% {second}" for y in (25, 50, 75)) + " |", "|---|---|---|---|"]
        for a in ("DOAR", "PAR_PH", "TPR", "UGAL_LE", "VAL"):
            cells = []
            for k, (x, y) in enumerate(((75, 25), (50, 50), (25, 75))):
                p = os.path.join(out, f"fig13_{a}_{base}_{x},{y}.csv")
                paper = PAPER_MIX[base].get(a)
                pv = fmt(paper[k]) if paper else "n/a"
                if not os.path.exists(p):
                    cells.append(f"not run / {pv}")
                    continue
                cells.append(f"{fmt(saturation(p))} / {pv}")
                rs = [r for r in rows(p) if r["saturated"] != "1"]
                axes[row][k].plot([float(r["offered"]) for r in rs], [float(r["latency"]) for r in rs],
                                  marker=".", label=a)
                axes[row][k].set_title(f"{base}({x},{y})")
                axes[row][k].set_xlabel("offered load (flits/node/cycle)")
                axes[row][k].set_ylabel("mean packet latency (cycles)")
            lines.append(f"| {a} | " + " | ".join(cells) + " |")
        lines.append("")
    axes[0][0].legend(fontsize=8)
    fig.suptitle(f"Fig. 13: mixed traffic, {NET['syn']}", fontsize=10)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "fig13_mixed.png"), dpi=110)
    plt.close(fig)


def fig14(out, lines):
    res = {}
    for p in glob.glob(os.path.join(out, "fig14_*.csv")):
        with open(p) as f:
            for r in csv.DictReader(f):
                res[(r["workload"], r["routing"])] = r
    if not res:
        return
    lines += ["### Fig. 14: application motifs", "",
              "![Fig. 14](fig14_apps.png)", "",
              "Mean packet latency in cycles, measured (paper); each algorithm's gap to DOAR in brackets "
              "(positive: DOAR lower).", "",
              "| motif | " + " | ".join(APP_ALGOS) + " | messages | completion (DOAR / PAR_PH / TPR / UGAL_LE) |",
              "|---|" + "---|" * (len(APP_ALGOS) + 2)]
    fig, ax = plt.subplots(figsize=(8, 3.8))
    width = 0.2
    for i, m in enumerate(MOTIFS):
        d = res.get((m, "DOAR"))
        cells, comp = [], []
        for j, a in enumerate(APP_ALGOS):
            r = res.get((m, a))
            paper = PAPER_APP[m][j]
            pd = PAPER_APP[m][0]
            if not r:
                cells.append(f"not run ({paper})")
                comp.append("-")
                continue
            lat = float(r["packet_latency"])
            gap = ""
            if d and a != "DOAR":
                gap = f" [{100 * (lat - float(d['packet_latency'])) / lat:+.1f}% vs paper {100 * (paper - pd) / paper:+.1f}%]"
            cells.append(f"{lat:.1f} ({paper}){gap}")
            comp.append(r["completion"])
            # One colour per algorithm (matplotlib's cycle would give every bar its own).
            ax.bar(i + (j - 1.5) * width, lat, width, color=f"C{j}", label=a if i == 0 else None)
        msgs = next((res[(m, a)]["messages"] for a in APP_ALGOS if (m, a) in res), "-")
        lines.append(f"| {m} | " + " | ".join(cells) + f" | {msgs} | {' / '.join(comp)} |")
    # The paper's summary (its abstract): DOAR's mean latency reduction over the six motifs.
    means = []
    for j, a in enumerate(APP_ALGOS[1:], start=1):
        ours = [100 * (float(res[(m, a)]["packet_latency"]) - float(res[(m, "DOAR")]["packet_latency"])) /
                float(res[(m, a)]["packet_latency"]) for m in MOTIFS if (m, a) in res and (m, "DOAR") in res]
        paper = [100 * (PAPER_APP[m][j] - PAPER_APP[m][0]) / PAPER_APP[m][j] for m in MOTIFS]
        if ours:
            means.append(f"{a} {sum(ours) / len(ours):+.1f}% (paper {sum(paper) / len(paper):+.1f}%)")
    if means:
        lines += ["", "Mean latency reduction of DOAR over the motifs, measured (paper): " + ", ".join(means) + "."]
    ax.set_xticks(range(len(MOTIFS)))
    ax.set_xticklabels(MOTIFS)
    ax.set_ylabel("mean packet latency (cycles)")
    ax.set_title(f"Fig. 14: application motifs, {NET['wl']}", fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "fig14_apps.png"), dpi=120)
    plt.close(fig)
    lines.append("")


def read_params(a):
    """The run's parameters: OUT/run_params.txt (written by fig11_14.sh), then the options."""
    prm = {}
    path = a.params or os.path.join(a.out, "run_params.txt")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                k, sep, v = line.rstrip("\n").partition("=")
                if sep:
                    prm[k] = v
    for k in ("dfly", "wl_dfly", "warmup", "sample", "seed", "placement"):
        v = getattr(a, k)
        if v is not None:
            prm[k] = v
    prm.setdefault("wl_dfly", prm.get("dfly"))
    return prm


def header(a):
    """First paragraph of a section: what ran in OUT and with which parameters. Only the
    figures whose CSVs are in OUT are described; a parameter not recorded says so."""
    prm = read_params(a)
    out = a.out

    def val(k):
        return prm.get(k) or "(not recorded)"

    def cycles(k):
        v = prm.get(k)
        return f"{int(v):,}" if v and v.isdigit() else val(k)

    synth = [n for n in (11, 12, 13) if glob.glob(os.path.join(out, f"fig{n}_*.csv"))]
    motifs = bool(glob.glob(os.path.join(out, "fig14_*.csv")))
    parts = [f"Measured with doar-sim, seed {val('seed')}."]
    if synth:
        step = f", load step {prm['step']}" if prm.get("step") else ""
        fine = (f" refined in steps of {prm['fine']} between the last stable and the first saturated load"
                if prm.get("fine") and prm["fine"] != "0" else "")
        parts.append(f"Synthetic traffic (Fig. {', '.join(map(str, synth))}): dfly({val('dfly')}), "
                     f"warm-up {cycles('warmup')} cycles, sample {cycles('sample')} cycles"
                     f"{', drain up to ' + cycles('drain') + ' cycles' if prm.get('drain') else ''}{step}{fine}.")
    else:
        parts.append("No synthetic traffic in this directory (Fig. 11-13 not run here).")
    if motifs:
        margs = [f"{m} `{prm['motif_' + m]}`" for m in MOTIFS if prm.get("motif_" + m)]
        parts.append(f"Motifs (Fig. 14): dfly({val('wl_dfly')}), one rank per terminal, {val('placement')} placement, "
                     "closed loop run to completion (no warm-up or sample window: every packet of the run is "
                     "measured), 16 B flits, 1-flit packets"
                     + (f"; per motif: {', '.join(margs)}." if margs else "; motif parameters not recorded."))
    parts.append("The paper's values are for dfly(6,12,6,73), 30K warm-up and 10K sample cycles.")
    return " ".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", help="fig11_14.sh's output directory (its CSVs; PNGs and report.md go there)")
    ap.add_argument("--params", help="run_params.txt of fig11_14.sh (default: OUT/run_params.txt when present)")
    # Each of these overrides the parameters file.
    ap.add_argument("--dfly")
    ap.add_argument("--wl-dfly")
    ap.add_argument("--warmup")
    ap.add_argument("--sample")
    ap.add_argument("--seed")
    ap.add_argument("--placement")
    ap.add_argument("--results-md")
    a = ap.parse_args()
    global plt
    plt = pyplot_or_exit()
    global MaxNLocator
    from matplotlib.ticker import MaxNLocator
    prm = read_params(a)
    cyc = (lambda k: f"{int(prm[k]):,}" if prm.get(k, "").isdigit() else "?")
    NET["syn"] = f"dfly({prm.get('dfly') or '?'}), warm-up {cyc('warmup')}, sample {cyc('sample')} cycles, seed {prm.get('seed') or '?'}"
    NET["wl"] = f"dfly({prm.get('wl_dfly') or '?'}), one rank per terminal, {prm.get('placement') or '?'} placement"
    lines = [header(a), ""]
    fig11(a.out, lines)
    # The group is drawn from the run's integer seed (run_params.txt or --seed), also when
    # this report only regenerates part of the figures.
    fig12(a.out, lines, int(read_params(a).get("seed") or 1))
    fig13(a.out, lines)
    fig14(a.out, lines)
    body = "\n".join(lines) + "\n"
    with open(os.path.join(a.out, "report.md"), "w") as f:
        f.write(body)
    print(body)
    if a.results_md:
        rel = os.path.relpath(a.out, os.path.dirname(a.results_md))
        # One section per output directory, between its own markers.
        begin, end = f"<!-- fig11_14.sh {rel}: begin -->", f"<!-- fig11_14.sh {rel}: end -->"
        # Links relative to docs/: the PNGs live in OUT.
        linked = re.sub(r"\]\((fig1[1-4][^)]*\.png)\)", lambda m: f"]({rel}/{m.group(1)})", body)
        section = (f"{begin}\n## Fig. 11-14 measured: {rel}/ (scripts/experiments/fig11_14.sh)\n\n"
                   f"{linked}\nThe discussion of these numbers follows the measured sections.\n{end}\n")
        text = open(a.results_md).read() if os.path.exists(a.results_md) else ""
        if begin in text and end in text:
            text = text[:text.index(begin)] + section + text[text.index(end) + len(end) + 1:]
        else:
            text += ("\n" if text and not text.endswith("\n") else "") + "\n" + section
        with open(a.results_md, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
