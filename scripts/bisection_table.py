#!/usr/bin/env python3
"""Markdown table of doar-bisect JSON reports (scripts/reproduce_bisection.sh): per network
the paper's figures and the tool's, one row each, HT_t first, then 2-D and 3-D tori.

Usage: bisection_table.py REPORT.json [REPORT.json ...]   (doar-bisect --json output)"""
import json
import re
import sys


def key(rep):
    kind, params = rep["topology"].split(":", 1)
    dims = [int(x) for x in re.split("[x,]", params)]
    return (kind != "htorus", len(dims), dims)


def pick(rep, test):
    vals = [m for m in rep["methods"] if test(m)]
    return vals


def fmt(x):
    if x is None:
        return "-"
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}"


def main(paths):
    reps = sorted((json.load(open(p)) for p in paths), key=key)
    print("| network | routers | links | paper upper | paper lower | paper estimate / exact | "
          "explicit cut | METIS | edge load (routing) | edge load (shortest paths) | spectral | exact | ILP cpu s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in reps:
        m = r["methods"]
        paper_up = ", ".join(fmt(x["value"]) for x in m if x["kind"] == "paper-upper") or "-"
        paper_lo = ", ".join(fmt(x["value"]) for x in m if x["kind"] == "paper-lower") or "-"
        paper_est = ", ".join(("~" if x["kind"] == "paper-estimate" else "=") + fmt(x["value"])
                              for x in m if x["kind"] in ("paper-estimate", "paper-exact")) or "-"
        explicit = ", ".join(fmt(x["value"]) for x in m
                             if x["kind"] == "upper" and not x["name"].startswith(("METIS", "time limit"))) or "-"
        metis = fmt(next(x["value"] for x in m if x["name"].startswith("METIS")))
        def lower(prefix):
            x = next((x for x in m if x["kind"] == "lower" and x["name"].startswith(prefix)), None)
            if x is None:
                return "-"
            return fmt(x["value"]) if abs(x["raw"] - x["value"]) < 1e-6 else f'{fmt(x["value"])} ({x["raw"]:.2f})'
        exact = fmt(r["exact"])
        ilp = next((x for x in m if "ILP" in x["name"]), None)
        if r["exact"] is None and ilp is not None:
            lo = next((x["value"] for x in m if x["name"].startswith("time limit") and x["kind"] == "lower"), None)
            exact = f"- (in [{fmt(lo)}, {fmt(r['upper_bound'])}])"
        print(f'| {r["name"]} | {r["routers"]} | {r["links"]} | {paper_up} | {paper_lo} | {paper_est} | {explicit} | '
              f'{metis} | {lower("edge load, " + (r["edge_load_routing"] or "?"))} | {lower("edge load, all")} | '
              f'{lower("spectral")} | {exact} | {fmt(ilp["seconds"]) if ilp and ilp["seconds"] >= 1 else ("%.2f" % ilp["seconds"] if ilp else "-")} |')
    counts = [(r["name"], r["paper_enumeration_count"]) for r in reps if r.get("paper_enumeration_count")]
    if counts:
        print()
        print("| network | paper's enumeration count, eq. (2) |")
        print("|---|---|")
        for name, c in counts:
            print(f"| {name} | {c} |")


if __name__ == "__main__":
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) < 2:
        print("usage: bisection_table.py REPORT.json [REPORT.json ...]", file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1:])
