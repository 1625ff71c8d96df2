#!/usr/bin/env python3
"""Tables and figures of scripts/experiments/faults.sh (paper Fig. 15-17): saturation
throughput and hop shares from the sweep CSVs, the Fig. 17 timeline analysis, PNGs, OUT/report.md
and with --results-md FILE also a section of FILE (between its markers)."""
import argparse
import csv
import glob
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # scripts/: pyplot_or_exit
from pyplot_or_exit import pyplot_or_exit  # noqa: E402

plt = None  # matplotlib.pyplot, set by main() once the arguments are read

TRAFFICS = ["UR", "ADV+1", "RP"]
# The paper's saturation throughputs (Sec. 5.3), by traffic, in the order of the fault levels.
PAPER_LINKS = {"UR": [0.95, 0.95, 0.94, 0.88], "ADV+1": [0.50, 0.50, 0.50, 0.47], "RP": [0.59, 0.59, 0.58, 0.56]}
PAPER_ROUTERS = {"UR": [0.90, 0.85], "ADV+1": [0.48, 0.45], "RP": [0.57, 0.56]}
PAPER_SIM_LINKS = {"UR": (0.85, 0.94), "ADV+1": (0.41, 0.50), "RP": (0.43, 0.58)}    # (SIM, DFT), 40 links
PAPER_SIM_ROUTERS = {"UR": (0.79, 0.90), "ADV+1": (0.40, 0.48), "RP": (0.42, 0.57)}  # 10 routers
PAPER_MIXED = {25: (0.78, 0.75), 50: (0.67, 0.65), 75: (0.57, 0.56)}                  # (DOAR, DFT_100)
BEGIN = "<!-- BEGIN faults.sh (Fig. 15-17) -->"
END = "<!-- END faults.sh (Fig. 15-17) -->"


def load(path):
    if not os.path.exists(path):
        return None
    rows = sorted(csv.DictReader(open(path)), key=lambda r: float(r["offered"]))
    return rows or None


def saturation(rows):
    """Last offered load before the first saturated point, and that point's row."""
    last = None
    for r in rows:
        if r["saturated"] == "1":
            break
        last = r
    return (float(last["offered"]), last) if last else (0.0, None)


def hop_shares(row):
    if row is None:
        return []
    h = [int(x) for x in row["hops"].split(";") if x != ""]
    s = sum(h) or 1
    return [x / s for x in h]


def fmt(x):
    return "-" if x is None else f"{x:.2f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out", help="faults.sh's output directory (the sweep CSVs; PNGs and report.md go there)")
    ap.add_argument("--dfly", required=True)
    ap.add_argument("--links", required=True)
    ap.add_argument("--routers", required=True)
    ap.add_argument("--mixed-links", required=True)
    ap.add_argument("--f17-links", required=True)
    ap.add_argument("--f17-rate", required=True)
    ap.add_argument("--warmup", type=int, required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--results-md")
    a = ap.parse_args()
    global plt
    plt = pyplot_or_exit()
    out = a.out
    net = f"dfly({a.dfly}), DOAR with self-healing (DFT), warm-up {a.warmup:,} cycles, faults from cycle 0"
    links = [int(x) for x in a.links.split()]
    routers = [int(x) for x in a.routers.split()]
    paper_links = "0/10/40/200"
    md = []
    scale = ("dfly(%s); fault counts scaled to its size (paper: 10/40/200 links of 7,446 and 10/30 routers "
             "of 876)" % a.dfly) if a.quick else "dfly(%s)" % a.dfly
    md.append(f"Measured with `scripts/experiments/faults.sh{' --quick' if a.quick else ''}` on {scale}; "
              f"warm-up {a.warmup} cycles (faults from cycle 0, so diagnosis happens in the warm-up). "
              "Saturation throughput = last offered load (flits/node/cycle) before the first saturated point "
              "(mean latency > 500 or accepted < 0.95 of the deliverable load, see docs/faults_sim.md).\n")

    # Fig. 15(d,g) and (h): saturation throughput against faults.
    sat = {}
    for t in TRAFFICS:
        for tag in ["L0"] + [f"L{n}" for n in links] + [f"R{n}" for n in routers]:
            rows = load(os.path.join(out, f"dft_{t}_{tag}.csv"))
            sat[(t, tag)] = saturation(rows) if rows else (None, None)
            if tag == "L0":
                continue
            rows = load(os.path.join(out, f"dfti_{t}_{tag}.csv"))
            sat[(t, tag + "i")] = saturation(rows) if rows else (None, None)
    have15 = any(v[0] is not None for v in sat.values())
    if have15:
        levels = ["L0"] + [f"L{n}" for n in links]
        md.append("**Fig. 15(d, g): DFT saturation throughput against link faults** "
                  f"(ours with {', '.join(['0'] + [str(n) for n in links])} faulty links; paper {paper_links})\n")
        md.append("| traffic | " + " | ".join(f"ours {l[1:]} / paper" for l in levels) + " |")
        md.append("|---|" + "---|" * len(levels))
        for t in TRAFFICS:
            cells = [f"{fmt(sat[(t, l)][0])} / {p:.2f}" for l, p in zip(levels, PAPER_LINKS[t])]
            md.append(f"| {t} | " + " | ".join(cells) + " |")
            if any(sat.get((t, l + "i"), (None,))[0] is not None for l in levels[1:]):
                cells = ["same"] + [fmt(sat.get((t, l + "i"), (None,))[0]) for l in levels[1:]]
                md.append(f"| {t}, instant diagnosis | " + " | ".join(cells) + " |")
        md.append("")
        md.append("Rows \"instant diagnosis\": the same faults with `--instant-diagnosis` (every router starts "
                  "with the tables diagnosis ends with; no FD packets, no diagnosis transient; "
                  "docs/faults_sim.md section 11).\n")
        md.append("**Fig. 15(h): DFT saturation throughput with router faults** "
                  f"(ours {'/'.join(str(n) for n in routers)} dead routers; paper 10/30)\n")
        md.append("| traffic | fault-free | " + " | ".join(f"ours R{n} / paper" for n in routers) + " |")
        md.append("|---|---|" + "---|" * len(routers))
        for t in TRAFFICS:
            cells = [f"{fmt(sat[(t, f'R{n}')][0])} / {p:.2f}" for n, p in zip(routers, PAPER_ROUTERS[t])]
            md.append(f"| {t} | {fmt(sat[(t, 'L0')][0])} | " + " | ".join(cells) + " |")
            if any(sat.get((t, f"R{n}i"), (None,))[0] is not None for n in routers):
                cells = [fmt(sat.get((t, f"R{n}i"), (None,))[0]) for n in routers]
                md.append(f"| {t}, instant diagnosis | same | " + " | ".join(cells) + " |")
        md.append("")
        # Ours and the paper's on their own axes: our fault counts (scaled to this network)
        # are not the paper's, so they share no x axis.
        fig, ax = plt.subplots(2, 3, figsize=(12, 6.4), sharey=True)
        for i, t in enumerate(TRAFFICS):
            xs = [0] + links
            ys = [sat[(t, l)][0] for l in levels]
            ax[0][i].plot([x for x, y in zip(xs, ys) if y is not None], [y for y in ys if y is not None],
                          "o-", label="DFT")
            yi = [sat[(t, "L0")][0]] + [sat.get((t, l + "i"), (None,))[0] for l in levels[1:]]
            if any(v is not None for v in yi[1:]):
                ax[0][i].plot([x for x, y in zip(xs, yi) if y is not None], [y for y in yi if y is not None],
                              "^:", label="DFT, instant diagnosis")
            ax[0][i].set_xticks(xs)
            ax[0][i].set_title(f"{t}: ours, dfly({a.dfly})")
            ax[0][i].set_xlabel("faulty links (count)")
            ax[1][i].plot([0, 10, 40, 200], PAPER_LINKS[t], "s--", color="tab:gray", label="paper DFT")
            ax[1][i].set_xticks([0, 10, 40, 200])
            ax[1][i].set_title(f"{t}: paper, dfly(6,12,6,73)")
            ax[1][i].set_xlabel("faulty links (count, of 7,446)")
            for r in (0, 1):
                ax[r][i].set_ylim(0, 1)
        for r in (0, 1):
            ax[r][0].set_ylabel("saturation throughput\n(flits/node/cycle)")
            ax[r][0].legend(fontsize=8)
        fig.suptitle(f"Fig. 15(d, g): saturation throughput against link faults; {net}", fontsize=10)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig15dg_saturation.png"), dpi=110)
        plt.close(fig)

        # Fig. 15(a-c): hop shares at the last stable load.
        md.append("**Fig. 15(a-c): DFT hop-count shares (%) at the last load before saturation**\n")
        md.append("| traffic | faults | load | 1 | 2 | 3 | 4 | 5 | 6+ | mean |")
        md.append("|---|---|---|---|---|---|---|---|---|---|")
        fig, ax = plt.subplots(1, 3, figsize=(12, 3.6))
        for i, t in enumerate(TRAFFICS):
            width = 0.8 / len(levels)
            for j, l in enumerate(levels):
                load_, row = sat[(t, l)]
                sh = hop_shares(row)
                if not sh:
                    continue
                # Shares of 1..5 hops and of 6 or more (0 hops: source and destination share a router).
                six = [sh[k] if k < len(sh) else 0.0 for k in range(1, 6)] + [sum(sh[6:])]
                mean = sum(k * s for k, s in enumerate(sh))
                md.append(f"| {t} | {l[1:]} | {load_:.2f} | " + " | ".join(f"{100 * s:.1f}" for s in six) +
                          f" | {mean:.2f} |")
                ax[i].bar([k + j * width for k in range(1, 7)], six, width, label=f"{l[1:]} faulty links")
            ax[i].set_title(t)
            ax[i].set_xlabel("hops (router-to-router links; 6: 6 or more)")
            ax[i].set_xticks(range(1, 7))
        ax[0].set_ylabel("share of packets (fraction)")
        ax[0].legend(fontsize=8)
        fig.suptitle(f"Fig. 15(a-c): hop shares at the last load before saturation; {net}", fontsize=10)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig15abc_hops.png"), dpi=110)
        plt.close(fig)
        md.append("")

        # Fig. 15(e, i): DFT against SIM.
        sl, sr = links[1] if len(links) > 1 else links[0], routers[0]
        md.append(f"**Fig. 15(e, i): DFT against SIM (our reconstruction) on the same faults** "
                  f"(ours {sl} links / {sr} router; paper 40 links / 10 routers)\n")
        md.append("| traffic | SIM links | DFT links | paper SIM / DFT | SIM routers | DFT routers | paper SIM / DFT |")
        md.append("|---|---|---|---|---|---|---|")
        fig, ax = plt.subplots(1, 2, figsize=(10, 3.6))
        for k, (tag, paper, title) in enumerate([(f"L{sl}", PAPER_SIM_LINKS, "link faults"),
                                                   (f"R{sr}", PAPER_SIM_ROUTERS, "router faults")]):
            simv = [saturation(load(os.path.join(out, f"sim_{t}_{tag}.csv")) or [])[0] for t in TRAFFICS]
            dftv = [sat[(t, tag)][0] for t in TRAFFICS]
            xs = range(len(TRAFFICS))
            ax[k].bar([x - 0.2 for x in xs], [v or 0 for v in simv], 0.4, label="SIM (ours)")
            ax[k].bar([x + 0.2 for x in xs], [v or 0 for v in dftv], 0.4, label="DFT (ours)")
            ax[k].plot([x - 0.2 for x in xs], [paper[t][0] for t in TRAFFICS], "kx", label="paper SIM")
            ax[k].plot([x + 0.2 for x in xs], [paper[t][1] for t in TRAFFICS], "k+", label="paper DFT")
            ax[k].set_xticks(list(xs))
            ax[k].set_xticklabels(TRAFFICS)
            ax[k].set_title(f"{title} ({sl} links)" if k == 0 else f"{title} ({sr} router{'s' if sr > 1 else ''})")
            ax[k].set_ylim(0, 1)
            if k == 0:
                sim_l, dft_l = simv, dftv
            else:
                sim_r, dft_r = simv, dftv
        ax[0].set_ylabel("saturation throughput\n(flits/node/cycle)")
        ax[0].legend(fontsize=8)
        fig.suptitle(f"Fig. 15(e, i): DFT against SIM on the same faults, dfly({a.dfly}), "
                     f"warm-up {a.warmup:,} cycles; paper: 40 links / 10 routers of dfly(6,12,6,73)", fontsize=10)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig15ei_sim.png"), dpi=110)
        plt.close(fig)
        for i, t in enumerate(TRAFFICS):
            md.append(f"| {t} | {fmt(sim_l[i])} | {fmt(dft_l[i])} | {PAPER_SIM_LINKS[t][0]:.2f} / {PAPER_SIM_LINKS[t][1]:.2f}"
                      f" | {fmt(sim_r[i])} | {fmt(dft_r[i])} | {PAPER_SIM_ROUTERS[t][0]:.2f} / {PAPER_SIM_ROUTERS[t][1]:.2f} |")
        md.append("")

    # Fig. 16: mixed traffic with link faults.
    mixed = {}
    for rp in (25, 50, 75):
        for tag in ("L0", f"L{a.mixed_links}"):
            rows = load(os.path.join(out, f"mixed_RP{rp}_{tag}.csv"))
            mixed[(rp, tag)] = saturation(rows)[0] if rows else None
    if any(v is not None for v in mixed.values()):
        md.append(f"**Fig. 16: N_MIXED_UR (RP share 25/50/75%), fault-free against {a.mixed_links} link faults** "
                  "(paper: DOAR / DFT_100)\n")
        md.append("| RP share | DOAR (ours) | DFT (ours) | paper DOAR / DFT_100 |")
        md.append("|---|---|---|---|")
        for rp in (25, 50, 75):
            md.append(f"| {rp}% | {fmt(mixed[(rp, 'L0')])} | {fmt(mixed[(rp, f'L{a.mixed_links}')])} | "
                      f"{PAPER_MIXED[rp][0]:.2f} / {PAPER_MIXED[rp][1]:.2f} |")
        md.append("")
        fig, ax = plt.subplots(1, 3, figsize=(12, 3.6))
        for i, rp in enumerate((25, 50, 75)):
            for tag, lab in (("L0", "DOAR"), (f"L{a.mixed_links}", f"DFT {a.mixed_links} faults")):
                rows = load(os.path.join(out, f"mixed_RP{rp}_{tag}.csv")) or []
                ax[i].plot([float(r["offered"]) for r in rows], [float(r["latency"]) for r in rows], "o-", ms=3, label=lab)
            ax[i].set_ylim(0, 600)
            ax[i].set_title(f"N_MIXED_UR, RP {rp}%")
            ax[i].set_xlabel("offered load (flits/node/cycle)")
        ax[0].set_ylabel("mean latency (cycles)")
        ax[0].legend(fontsize=8)
        fig.suptitle(f"Fig. 16: N_MIXED_UR, fault-free DOAR against DFT with {a.mixed_links} faulty links, "
                     f"dfly({a.dfly}), warm-up {a.warmup:,} cycles", fontsize=10)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig16_mixed.png"), dpi=110)
        plt.close(fig)

    # Fig. 17: the timeline.
    tl = os.path.join(out, "fig17_timeline.csv")
    rep = os.path.join(out, "fig17_report.json")
    if os.path.exists(tl) and os.path.exists(rep):
        r = json.load(open(rep))
        rows = list(csv.DictReader(open(tl)))
        w = int(rows[1]["cycle"]) - int(rows[0]["cycle"])
        fa, ra = r["fault_at"], r["repair_at"]

        def mean(key, lo, hi):
            v = [float(x[key]) for x in rows if lo <= int(x["cycle"]) < hi and x[key] != ""]
            return sum(v) / len(v) if v else float("nan")

        def settle(key, start, lo, hi, tol):
            """First window from `start` after which the 5-window mean stays within tol of the
            mean over [lo, hi)."""
            ref = mean(key, lo, hi)
            vals = [(int(x["cycle"]), float(x[key]) if x[key] else float("nan")) for x in rows]
            idx = [i for i, (c, _) in enumerate(vals) if start <= c < hi]
            for i in idx:
                ok = True
                for j in idx:
                    if j < i:
                        continue
                    win = [vals[k][1] for k in range(j, min(j + 5, len(vals)))]
                    m = sum(win) / len(win)
                    if abs(m - ref) > tol * ref:
                        ok = False
                        break
                if ok:
                    return vals[i][0]
            return None

        loss_stop = max([int(x["cycle"]) + w for x in rows
                         if fa <= int(x["cycle"]) < ra and int(x["lost"]) > 0], default=fa)
        base_acc, base_lat = mean("accepted", fa - 3000, fa), mean("latency", fa - 3000, fa)
        mid_acc, mid_lat = mean("accepted", ra - 3000, ra), mean("latency", ra - 3000, ra)
        end_acc, end_lat = mean("accepted", 32000, 35000), mean("latency", 32000, 35000)
        conv = settle("latency", fa, ra - 3000, ra, 0.03)
        rec = settle("latency", ra, 32000, 35000, 0.03)
        png = os.path.join(out, "fig17_timeline.png")
        subprocess.check_call([sys.executable, os.path.join(os.path.dirname(__file__), "plot_timeline.py"), tl, png,
                               str(fa), str(ra), "--title",
                               f"Fig. 17: dfly({a.dfly}), DOAR, UR {a.f17_rate}, {a.f17_links} link fault"
                               + ("" if a.f17_links == "1" else "s")])
        loss_rec = sum(int(x["lost"]) for x in rows if int(x["cycle"]) >= ra)
        md.append(f"**Fig. 17: UR at {a.f17_rate}, {a.f17_links} link faults at cycle {fa}, repaired at {ra}** "
                  f"(window {w} cycles; paper: 50 faults, UR 0.95, dfly(6,12,6,73), 560-entry timing)\n")
        md.append("| | ours (cycles after the event) | paper |")
        md.append("|---|---|---|")
        md.append(f"| packets lost until | {loss_stop - fa} after the fault ({r['lost']} lost in all, "
                  f"{r['lost_injected_after_diagnosis']} of them injected after diagnosis) | ~3,500 (3.5 us) |")
        md.append(f"| diagnosis done (last FD processed) | {r['diagnosis_end'] - fa} ({r['fd_packets']} FD packets) | "
                  "local ~1,300, remote ~100 each; tables updated ~3,500 |")
        md.append(f"| latency within 3% of its faulty steady state | {conv - fa if conv is not None else '-'} | ~5,200 (5.2 us) |")
        md.append(f"| recovery done (last FR processed) | {r['recovery_end'] - ra} ({r['fr_packets']} FR packets; "
                  f"{loss_rec} packets lost after the repair) | table recovery ~2,000 |")
        md.append(f"| latency back within 3% of the final state | {rec - ra if rec is not None else '-'} | ~10,300 (10.3 us) |")
        md.append(f"| throughput before / with faults / after repair | {base_acc:.3f} / {mid_acc:.3f} / {end_acc:.3f} | "
                  "0.95 / 0.94 / 0.95 |")
        md.append(f"| latency before / with faults / after repair | {base_lat:.1f} / {mid_lat:.1f} / {end_lat:.1f} | "
                  "149.2 / 157.7 / 149.2 |")
        md.append(f"| tables equal to the fault-free configuration at the end | {'yes' if r['tables_restored'] else 'no'} | yes |")
        md.append("")

    rel_pngs = sorted(os.path.basename(p) for p in glob.glob(os.path.join(out, "*.png")))
    report = "\n".join(md)
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write("# Fault experiments (paper Fig. 15-17)\n\n" + report + "\n\nFigures: " +
                ", ".join(f"[{p}]({p})" for p in rel_pngs) + "\n")
    if a.results_md:
        rel = os.path.relpath(out, os.path.dirname(a.results_md))
        section = (f"{BEGIN}\n## Fault experiments: paper Fig. 15-17 ({'quick' if a.quick else 'full'})\n\n" + report +
                   "\n\nFigures: " + ", ".join(f"[{p}]({rel}/{p})" for p in rel_pngs) +
                   "\n\nHow these runs work, what is ours and how the numbers differ from the paper: "
                   "[docs/faults_sim.md](faults_sim.md).\n" + END + "\n")
        text = open(a.results_md).read() if os.path.exists(a.results_md) else ""
        if BEGIN in text and END in text:
            pre, rest = text.split(BEGIN, 1)
            post = rest.split(END, 1)[1].lstrip("\n")
            text = pre + section + post
        else:
            text = text.rstrip("\n") + "\n\n" + section
        with open(a.results_md, "w") as f:
            f.write(text)
    print(report)


if __name__ == "__main__":
    main()
