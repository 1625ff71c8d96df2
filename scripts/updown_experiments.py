#!/usr/bin/python3
"""Seed 004's experiments (multi-root up*/down*, MTR) on seeded irregular networks.

Called by scripts/reproduce_updown.sh, which documents the options. Runs doar-paths (route
lengths) and doar-sim (dynamic runs), checks doar-paths against networkx and an independent
up*/down* search written here, and writes CSV files, PNG figures and the results page.
"""
import argparse
import concurrent.futures
import csv
import json
import os
import statistics
import subprocess
import sys

plt = None  # matplotlib.pyplot and networkx, imported by need_modules() once the arguments are read
nx = None
MaxNLocator = None


def need_modules():
    """Imports matplotlib.pyplot (Agg) and networkx, or says in one line which is missing: exit 2."""
    global plt, nx, MaxNLocator
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot
        import networkx
        from matplotlib.ticker import MaxNLocator as locator
    except ImportError as e:
        print(f"{os.path.basename(sys.argv[0])}: needs {e.name}, which this python3 lacks "
              "(Debian: apt-get install python3-matplotlib python3-networkx)", file=sys.stderr)
        sys.exit(2)
    plt, nx, MaxNLocator = matplotlib.pyplot, networkx, locator

# The paper's static settings: 8..64 switches, degree 2..5, 4 roots; the roots sweep on 64.
SIZES = [8, 16, 32, 64]
DEGREES = [2, 3, 4, 5]
ROOTS = list(range(1, 9))
# Its dynamic settings: 64 switches, 30-flit messages, 32-flit buffers, 10^4 cycles, one
# message into the whole system every X cycles, X = 9 (low load) .. 3 (high load).
MSG = 30
CYCLES = 10000
PAPER = {"updown": 6.77827, "mtr": 4.69940}


def run(cmd):
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit("updown_experiments: %s failed (%d): %s" % (" ".join(cmd), res.returncode, res.stderr.strip()))
    return res.stdout


def paths(bindir, n, deg, seed, routings, extra=()):
    cmd = [os.path.join(bindir, "doar-paths"), "--topology", "irregular:%d,%d,%d" % (n, deg, seed),
           "--json", "-", "--vcs", "2"] + [a for r in routings for a in ("--routing", r)] + list(extra)
    out = run(cmd)
    return json.loads(out[out.index("{"):])


def sim_point(args):
    bindir, deg, seed, x, routing, n = args
    rate = MSG / (n * x)
    cmd = [os.path.join(bindir, "doar-sim"), "--topology", "irregular:%d,%d,%d" % (n, deg, seed),
           "--routing", routing, "--vcs", "2", "--traffic", "UR", "--rate", "%.6f" % rate,
           "--packet-size", str(MSG), "--buf-local", "1", "--lat-local", "1", "--lat-terminal", "1",
           "--warmup", "0", "--sample", str(CYCLES), "--drain-empty", "--drain", "2000000", "-q", "--json", "-"]
    j = json.loads(run(cmd))[0]
    return {
        "degree": deg, "seed": seed, "x": x, "routing": routing, "rate": rate,
        "arrival_pct": 100.0 * j["accepted"] / j["generated"] if j["generated"] else 100.0,
        "traffic_r": j["accepted"],
        "add_cycles": j["cycles"] - CYCLES,
        "latency": j["latency"], "mean_hops": j["mean_hops"],
        "escape_share": j["vc_share"][0], "left": j["left_in_network"], "saturated": j["saturated"],
    }


# ---- independent checks (networkx and an up*/down* search written from the rule) ----------

def read_graph(path):
    g = nx.MultiGraph()
    for line in open(path):
        t = line.split()
        if not t or t[0].startswith("#"):
            continue
        if t[0] == "switches":
            g.add_nodes_from(range(int(t[1])))
        elif t[0] == "link":
            g.add_edge(int(t[1]), int(t[2]))
    return g


def legal_lengths(g, root):
    """Shortest legal up*/down* lengths [src][dst]: levels by BFS from root, up = to a lower
    level or to a smaller id on the same level, no up hop after a down hop."""
    level = nx.single_source_shortest_path_length(g, root)
    up = lambda u, v: level[v] < level[u] or (level[v] == level[u] and v < u)  # noqa: E731
    n = g.number_of_nodes()
    out = []
    for s in range(n):
        best = [-1] * n
        seen = {(s, 0)}
        frontier, d = [(s, 0)], 0
        while frontier:
            nxt = []
            for u, down in frontier:
                if best[u] < 0:
                    best[u] = d
                for v in g.neighbors(u):
                    if down and up(u, v):
                        continue
                    st = (v, 0 if up(u, v) else 1)
                    if st not in seen:
                        seen.add(st)
                        nxt.append(st)
            frontier, d = nxt, d + 1
        out.append(best)
    return out


def independent_check(bindir, work, n, deg, seed):
    graph = os.path.join(work, "check_%d_%d_%d.graph" % (n, deg, seed))
    pairs = os.path.join(work, "check_%d_%d_%d.csv" % (n, deg, seed))
    rep = paths(bindir, n, deg, seed, ["UPDOWN", "MTR:4", "SHORTEST"],
                ["--write-graph", graph, "--pairs", pairs])
    g = read_graph(graph)
    dist = dict(nx.all_pairs_shortest_path_length(g))
    roots = rep["routings"][1]["roots"]
    trees = [legal_lengths(g, r) for r in roots]
    bad = 0
    for row in csv.DictReader(open(pairs)):
        s, t = int(row["src"]), int(row["dst"])
        mtr = trees[0][s][t]
        for tr in trees[1:]:
            mtr = min(mtr, tr[s][t])
        want = {"distance": dist[s][t], "SHORTEST": dist[s][t], "UPDOWN": trees[0][s][t], "MTR:4": mtr}
        bad += sum(int(row[k]) != v for k, v in want.items())
    os.remove(graph)
    os.remove(pairs)
    return bad


# ---- output --------------------------------------------------------------------------------

def mean(xs):
    return statistics.fmean(xs) if xs else float("nan")


def write_csv(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--page", required=True)
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--xs", default="9,8,7,6,5,4,3")
    ap.add_argument("--dyn-degrees", default="2,3")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--command", default="scripts/reproduce_updown.sh")
    ap.add_argument("--replot", action="store_true",
                    help="rebuild the figures and the page from the CSV files already in --out")
    a = ap.parse_args()
    need_modules()
    os.makedirs(a.out, exist_ok=True)
    seeds = list(range(1, a.seeds + 1))
    xs = [int(v) for v in a.xs.split(",")]
    dyn_degrees = [int(v) for v in a.dyn_degrees.split(",")]

    if a.replot:
        static, dyn = read_results(a.out)
    else:
        static = path_length_runs(a.bin, seeds)
        write_csv(os.path.join(a.out, "path_lengths.csv"), static)

    # Independent checks on the 64-switch networks of the first seeds.
    check_seeds = seeds[:5]
    mismatches = sum(independent_check(a.bin, a.out, 64, d, s) for d in (2, 3, 4) for s in check_seeds)
    if mismatches:
        sys.exit("updown_experiments: %d route lengths differ from the networkx/independent search" % mismatches)

    if not a.replot:
        jobs = [(a.bin, deg, seed, x, r, 64) for deg in dyn_degrees for seed in seeds for x in xs
                for r in ("UPDOWN", "MTR:4", "SHORTEST")]
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            dyn = list(ex.map(sim_point, jobs))
        write_csv(os.path.join(a.out, "dynamic.csv"), dyn)
        print("dynamic: %d runs" % len(dyn), file=sys.stderr)
    write_outputs(a, static, dyn, seeds, xs, dyn_degrees, check_seeds)


def path_length_runs(bindir, seeds):
    """Route lengths: UPDOWN, MTR:1..8, SHORTEST and the paper's findRoute tables."""
    static = []
    for n in SIZES:
        for deg in DEGREES:
            if deg > n - 1:
                continue
            roots = ROOTS if n == 64 else [4]
            names = ["UPDOWN"] + ["MTR:%d" % r for r in roots] + ["SHORTEST"]
            for seed in seeds:
                rep = paths(bindir, n, deg, seed, names, ["--paper-findroute"])
                paper = {p["routing"]: p for p in rep["paper_findroute"]}
                for r in rep["routings"]:
                    pf = paper.get(r["routing"])
                    static.append({
                        "switches": n, "degree": deg, "seed": seed, "routing": r["routing"],
                        "mean_length": r["mean_length"], "mean_distance": rep["mean_distance"],
                        "longest": r["longest"],
                        "channel_load_max_over_mean": r["channel_load_max_over_mean"],
                        "ur_throughput_bound": r["ur_throughput_bound"],
                        "findroute_mean_length": pf["mean_length"] if pf else "",
                        "findroute_pairs_without_route": pf["pairs_without_route"] if pf else "",
                    })
            print("paths: %d switches, degree %d" % (n, deg), file=sys.stderr)
    return static


def read_results(out):
    """The rows of path_lengths.csv and dynamic.csv, with their numbers as numbers."""
    def num(v):
        if v in ("", "True", "False"):
            return v == "True" if v else v
        return float(v) if any(c in v for c in ".eE") or v in ("nan", "inf") else int(v)
    static = [{k: (v if k == "routing" else num(v)) for k, v in r.items()}
              for r in csv.DictReader(open(os.path.join(out, "path_lengths.csv")))]
    dyn = [{k: (v if k == "routing" else num(v)) for k, v in r.items()}
           for r in csv.DictReader(open(os.path.join(out, "dynamic.csv")))]
    return static, dyn


def write_outputs(a, static, dyn, seeds, xs, dyn_degrees, check_seeds):
    # Aggregates.
    def smean(n, deg, routing, key="mean_length"):
        return mean([float(r[key]) for r in static if r["switches"] == n and r["degree"] == deg
                     and r["routing"] == routing])

    def dmean(deg, x, routing, key):
        return mean([r[key] for r in dyn if r["degree"] == deg and r["x"] == x and r["routing"] == routing])

    # Figures.
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for deg in DEGREES:
        ns = [n for n in SIZES if deg <= n - 1]
        axes[0].plot(ns, [smean(n, deg, "UPDOWN") for n in ns], "o-", label="degree %d" % deg)
        axes[1].plot(ns, [smean(n, deg, "MTR:4") for n in ns], "o-", label="degree %d" % deg)
    axes[0].plot([64], [PAPER["updown"]], "k*", ms=12, label="paper, degree 2")
    axes[1].plot([64], [PAPER["mtr"]], "k*", ms=12, label="paper, degree 2")
    for ax, t in zip(axes, ("UPDOWN (paper Fig. 5)", "MTR, 4 roots (paper Fig. 6)")):
        ax.set_xscale("log", base=2)
        ax.set_xlabel("switches (count)")
        ax.set_xticks(SIZES)
        ax.set_xticklabels([str(n) for n in SIZES])
        ax.set_ylabel("mean path length (hops)")
        ax.set_title(t)
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)
    fig.suptitle("irregular:N,DEG,SEED networks, mean over %d seeds: route length against size" % len(seeds),
                 fontsize=10)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "path_length_vs_size.png"), dpi=110)

    fig, axes = plt.subplots(1, 2, figsize=(11, 4))
    for deg in DEGREES:
        vals = [smean(64, deg, "MTR:%d" % r) for r in ROOTS]
        axes[0].plot(ROOTS, vals, "o-", label="degree %d" % deg)
        axes[0].axhline(smean(64, deg, "SHORTEST"), ls=":", color=axes[0].lines[-1].get_color())
        axes[1].plot(ROOTS, [100 * v / vals[0] for v in vals], "o-", label="degree %d" % deg)
        axes[1].axhline(100 * smean(64, deg, "SHORTEST") / vals[0], ls=":", color=axes[1].lines[-1].get_color())
    axes[0].plot([1, 4], [PAPER["updown"], PAPER["mtr"]], "k*", ms=12, label="paper, degree 2")
    axes[1].plot([1, 4], [100, 100 * PAPER["mtr"] / PAPER["updown"]], "k*", ms=12, label="paper, degree 2")
    axes[0].set_ylabel("mean path length (hops)")
    axes[1].set_ylabel("mean path length, % of UPDOWN's")
    for ax in axes:
        ax.set_xlabel("roots (count; 1 = UPDOWN)")
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)
    fig.suptitle("irregular:64,DEG,SEED, mean over %d seeds: MTR against its number of roots (paper Fig. 7); "
                 "dotted: shortest paths" % len(seeds), fontsize=10)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "path_length_vs_roots.png"), dpi=110)

    fig, axes = plt.subplots(len(dyn_degrees), 3, figsize=(13, 3.6 * len(dyn_degrees)), squeeze=False)
    for i, deg in enumerate(dyn_degrees):
        for j, (key, lab) in enumerate((("add_cycles", "AddCycles (paper Fig. 8)"),
                                        ("traffic_r", "Traffic-R, flits/node/cycle (Fig. 9)"),
                                        ("arrival_pct", "ArrivalPercentage, % (Fig. 10)"))):
            ax = axes[i][j]
            for r in ("UPDOWN", "MTR:4", "SHORTEST"):
                ax.plot(xs, [dmean(deg, x, r, key) for x in xs], "o-", label=r)
            ax.invert_xaxis()
            ax.set_xlabel("messagePerCycle X (one message every X cycles)")
            ax.set_ylabel(("cycles", "flits/node/cycle", "% of messages")[j])
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
            ax.set_title("64 switches, degree %d: %s" % (deg, lab), fontsize=9)
            ax.grid(alpha=0.3)
            ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(a.out, "dynamic.png"), dpi=110)

    # Results page.
    rel = os.path.relpath(a.out, os.path.dirname(a.page))
    L = []
    w = L.append
    w("# Multi-root up*/down* (MTR) on irregular networks: results (seed 004)\n")
    w("Generated by `%s` (this page, the CSV files and the PNG figures in `%s/`); the rules and "
      "the reasoning are in docs/updown.md. Every number is a mean over %d seeded networks "
      "`irregular:N,DEG,SEED` with SEED = 1..%d (docs/topology.md gives the generator).\n"
      % (a.command, os.path.relpath(a.out, os.path.dirname(os.path.dirname(a.page))), len(seeds), len(seeds)))
    w("## Mean path length, 64 switches (paper: degree 2, 6.77827 -> 4.69940 with 4 roots, -30.67 %)\n")
    w("Mean over ordered pairs of distinct switches of the routing table's path length "
      "(`doar-paths`, the paper's AverageLength).\n")
    w("| degree | mean distance | UPDOWN | MTR:2 | MTR:3 | MTR:4 | MTR:8 | MTR:4 vs UPDOWN | paper |")
    w("|---|---|---|---|---|---|---|---|---|")
    for deg in DEGREES:
        u, m4 = smean(64, deg, "UPDOWN"), smean(64, deg, "MTR:4")
        paper = "6.77827 -> 4.69940, -30.67 %" if deg == 2 else ""
        w("| %d | %.4f | %.4f | %.4f | %.4f | %.4f | %.4f | %+.2f %% | %s |" % (
            deg, smean(64, deg, "SHORTEST"), u, smean(64, deg, "MTR:2"), smean(64, deg, "MTR:3"), m4,
            smean(64, deg, "MTR:8"), 100 * (m4 - u) / u, paper))
    w("")
    w("Per-seed reductions (MTR:4 vs UPDOWN), 64 switches:\n")
    w("| degree | smallest | median | largest |")
    w("|---|---|---|---|")
    for deg in DEGREES:
        red = []
        for seed in seeds:
            u = [float(r["mean_length"]) for r in static if r["switches"] == 64 and r["degree"] == deg
                 and r["seed"] == seed and r["routing"] == "UPDOWN"][0]
            m = [float(r["mean_length"]) for r in static if r["switches"] == 64 and r["degree"] == deg
                 and r["seed"] == seed and r["routing"] == "MTR:4"][0]
            red.append(100 * (m - u) / u)
        w("| %d | %+.2f %% | %+.2f %% | %+.2f %% |" % (deg, max(red), statistics.median(red), min(red)))
    w("")
    w("![path length vs roots](%s/path_length_vs_roots.png)\n" % rel)
    w("Roots (paper Fig. 7: the gain flattens after 2 auxiliary roots, 4 roots called the sweet "
      "spot): mean path length on 64 switches per root count; the step from R to R+1 roots:\n")
    w("| degree | " + " | ".join("%d->%d" % (r, r + 1) for r in ROOTS[:-1]) + " |")
    w("|---|" + "---|" * (len(ROOTS) - 1))
    for deg in DEGREES:
        vals = [smean(64, deg, "MTR:%d" % r) for r in ROOTS]
        w("| %d | " % deg + " | ".join("%+.3f" % (vals[k + 1] - vals[k]) for k in range(len(vals) - 1)) + " |")
    w("")
    w("## Channel load under uniform traffic, 64 switches\n")
    w("The paper's other claim for MTR: up*/down* piles traffic near the root and MTR balances "
      "the channels. `doar-paths` sends one unit of flow between every ordered pair along the "
      "zero-load paths (split evenly over equal candidates) and reports the busiest link's load "
      "over the mean link load, and the UR saturation bound it implies, (N-1)/max load "
      "flits/switch/cycle for links of one flit per cycle (docs/updown.md).\n")
    w("| degree | max/mean UPDOWN | MTR:4 | SHORTEST | UR bound UPDOWN | MTR:4 | SHORTEST |")
    w("|---|---|---|---|---|---|---|")
    for deg in DEGREES:
        w("| %d | %.3f | %.3f | %.3f | %.4f | %.4f | %.4f |" % (
            deg, smean(64, deg, "UPDOWN", "channel_load_max_over_mean"),
            smean(64, deg, "MTR:4", "channel_load_max_over_mean"),
            smean(64, deg, "SHORTEST", "channel_load_max_over_mean"),
            smean(64, deg, "UPDOWN", "ur_throughput_bound"), smean(64, deg, "MTR:4", "ur_throughput_bound"),
            smean(64, deg, "SHORTEST", "ur_throughput_bound")))
    w("")
    w("## Mean path length by size and degree (paper Figs. 5 and 6, 4 roots)\n")
    w("| switches | degree | UPDOWN | MTR:4 | change | mean distance |")
    w("|---|---|---|---|---|---|")
    for n in SIZES:
        for deg in DEGREES:
            if deg > n - 1:
                continue
            u, m = smean(n, deg, "UPDOWN"), smean(n, deg, "MTR:4")
            w("| %d | %d | %.4f | %.4f | %+.2f %% | %.4f |" % (n, deg, u, m, 100 * (m - u) / u,
                                                              smean(n, deg, "SHORTEST")))
    w("")
    w("![path length vs size](%s/path_length_vs_size.png)\n" % rel)
    fr = [r for r in static if r["findroute_mean_length"] != ""]
    diff = [float(r["findroute_mean_length"]) - float(r["mean_length"]) for r in fr]
    missing = sum(int(r["findroute_pairs_without_route"]) for r in fr)
    w("The paper's own table construction (Algorithm 3, findRoute: a BFS that marks switches, "
      "not (switch, phase) states) against the shortest legal paths our routings use, over the "
      "%d UPDOWN and MTR tables above: findRoute's mean is longer in %d of them, by at most "
      "%.5f hops (mean %.6f); it left %d pairs without a route.\n"
      % (len(fr), sum(d > 1e-12 for d in diff), max(diff), mean(diff), missing))
    w("Independent check: on the 64-switch networks of degrees 2, 3 and 4 with seeds %s, every "
      "pair's UPDOWN, MTR:4 and SHORTEST length from `doar-paths --pairs` equals networkx's "
      "distance and an up*/down* search written in the script from the rule "
      "(`independent_check()`; 0 mismatches, or the script stops).\n" % ", ".join(map(str, check_seeds)))
    w("## Dynamic runs, 64 switches (paper Figs. 8-10)\n")
    w("doar-sim, UR, one node per switch, 30-flit packets, 1 packet (30 flits) of buffer per VC, "
      "2 VCs for every routing, 1-cycle links, virtual cut-through; the sources run %d cycles "
      "(no warm-up, as the paper's totalCycle) and stop; the run then drains (`--drain-empty`). "
      "X = the paper's messagePerCycle: one message into the whole network every X cycles, "
      "i.e. %d/(64 X) flits/node/cycle. ArrivalPercentage = flits delivered within the %d "
      "cycles / flits generated in them; Traffic-R = flits delivered within them / (cycles x "
      "nodes); AddCycles = cycles after them until the network is empty, to the engine's "
      "100-cycle check step (100: it emptied within the first step); escape = share of hops "
      "on VC 0 (MTR's escape).\n" % (CYCLES, MSG, CYCLES))
    for deg in dyn_degrees:
        w("Degree %d:\n" % deg)
        w("| X | load | arrival % UPDOWN / MTR:4 / SHORTEST | Traffic-R UPDOWN / MTR:4 / SHORTEST "
          "| AddCycles UPDOWN / MTR:4 / SHORTEST | mean hops UPDOWN / MTR:4 | escape MTR:4 |")
        w("|---|---|---|---|---|---|---|")
        for x in xs:
            f3 = lambda key, fmt: " / ".join(fmt % dmean(deg, x, r, key) for r in ("UPDOWN", "MTR:4", "SHORTEST"))  # noqa: E731
            w("| %d | %.4f | %s | %s | %s | %.2f / %.2f | %.2f |" % (
                x, MSG / (64 * x), f3("arrival_pct", "%.1f"), f3("traffic_r", "%.4f"), f3("add_cycles", "%.0f"),
                dmean(deg, x, "UPDOWN", "mean_hops"), dmean(deg, x, "MTR:4", "mean_hops"),
                dmean(deg, x, "MTR:4", "escape_share")))
        w("")
    left = sum(r["left"] for r in dyn)
    w("Every one of the %d runs drained completely (messages left in the network after draining: "
      "%d) and none hit the deadlock watchdog.\n" % (len(dyn), left))
    w("![dynamic runs](%s/dynamic.png)\n" % rel)
    w("## Beside the paper\n")
    ring = mean([float(r["mean_distance"]) for r in static if r["switches"] == 64 and r["degree"] == 2])
    reds = {deg: 100 * (smean(64, deg, "MTR:4") - smean(64, deg, "UPDOWN")) / smean(64, deg, "UPDOWN")
            for deg in DEGREES}
    best = min(reds, key=reds.get)
    w("- Path length. The paper's 64-switch 'degree 2' networks cannot be ours: a connected "
      "network in which no switch has more than 2 links is a ring or a line, and our degree-2 "
      "networks are rings (mean distance %.2f), so the paper's up*/down* mean of 6.78 means its "
      "networks have more links than that; it does not give its generator (docs/updown.md). "
      "MTR:4 shortens the mean by %.2f %% at most here (degree %d), against the paper's "
      "-30.67 %%; on every degree MTR:4 closes this much of the gap between UPDOWN and the "
      "shortest paths: %s." % (
          ring, -reds[best], best,
          ", ".join("degree %d %.0f %%" % (deg, 100 * (smean(64, deg, "UPDOWN") - smean(64, deg, "MTR:4")) /
                                            max(1e-12, smean(64, deg, "UPDOWN") - smean(64, deg, "SHORTEST")))
                    for deg in DEGREES)))
    share = lambda deg, r: 100 * (smean(64, deg, "UPDOWN") - smean(64, deg, "MTR:%d" % r)) / max(  # noqa: E731
        1e-12, smean(64, deg, "UPDOWN") - smean(64, deg, "MTR:8"))
    w("- Roots (the paper: little is gained beyond 2 auxiliary roots, i.e. 3 roots). Share of "
      "MTR:8's shortening that 2, 3 and 4 roots already give: %s." % "; ".join(
          "degree %d: %.0f / %.0f / %.0f %%" % (deg, share(deg, 2), share(deg, 3), share(deg, 4)) for deg in DEGREES))
    w("- Size (the paper: on 8 and 16 switches MTR gains little, up*/down* paths being short "
      "already). MTR:4's change of the mean path length at 8 / 16 / 32 / 64 switches: %s." % "; ".join(
          "degree %d: %s" % (deg, " / ".join(
              "%+.1f %%" % (100 * (smean(n, deg, "MTR:4") - smean(n, deg, "UPDOWN")) / smean(n, deg, "UPDOWN"))
              for n in SIZES if deg <= n - 1)) for deg in DEGREES))
    lines = []
    for deg in dyn_degrees:
        for x in xs:  # from low load to high
            if dmean(deg, x, "UPDOWN", "arrival_pct") < 95:
                lines.append("degree %d: at X = %d UPDOWN delivers %.1f %% within the window "
                             "(AddCycles %.0f), MTR:4 %.1f %% (AddCycles %.0f)" % (
                                 deg, x, dmean(deg, x, "UPDOWN", "arrival_pct"), dmean(deg, x, "UPDOWN", "add_cycles"),
                                 dmean(deg, x, "MTR:4", "arrival_pct"), dmean(deg, x, "MTR:4", "add_cycles")))
                break
    w("- Dynamic runs. The paper's MTR recovers from deadlock (bubble flow control) where ours "
      "avoids it with an escape VC (docs/updown.md); both routings get the same 2 VCs here, and "
      "the paper's wormhole switching is virtual cut-through (a buffer holds a whole message). "
      "The paper: UPDOWN's AddCycles jump and its arrival percentage falls as the load grows "
      "while MTR's stay near their low-load values. The first load at which UPDOWN delivers "
      "less than 95 %% within the window: %s." % ("; ".join(lines) if lines else "none in this range"))
    with open(a.page, "w") as f:
        f.write("\n".join(L) + "\n")
    print("wrote %s" % a.page, file=sys.stderr)


if __name__ == "__main__":
    main()
