#!/usr/bin/env python3
"""Soak runs of doar-sim: every routing of every topology driven past saturation.

Each run offers a load near saturation, adds a burst at full load in the middle, then stops
the sources and drains (--drain-empty). A run passes when doar-sim exits 0 (status 3 is its
deadlock watchdog), nothing is left in the network or the source queues at the end
(left_in_network == 0), and, with faults, the packet account balances (injected = delivered +
lost + unreachable + in flight). Prints one row per run and exits 1 when any run fails.

Usage: soak.py --sim PATH [--only SUBSTRING] [--list]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

TIME_LIMIT_S = 300

# Windows: a 1,000-cycle burst at full load inside the sample window, then the drain.
WINDOWS = ["--warmup", "1500", "--sample", "2000", "--burst", "2000:1000:1.0", "--drain", "40000",
           "--drain-empty", "-q"]

DFLY_ROUTINGS = ["MIN", "VAL", "UGAL_L", "UGAL_G", "PAR_PH", "TPR", "UGAL_LE", "DOAR", "SIM"]
TORUS_ROUTINGS = ["TORUS_DOR", "DUATO", "GEAR", "GEAR3"]


def runs():
    out = []
    for r in DFLY_ROUTINGS:
        for traffic, rate in [("UR", "0.9"), ("ADV+1", "0.6"), ("RP", "0.6")]:
            out.append(("%s %s dfly(2,4,2,9)" % (r, traffic),
                        ["--dfly", "2,4,2,9", "--routing", r, "--traffic", traffic, "--rate", rate], False))
    out.append(("DOAR UR dfly(3,6,3,19) 4-flit packets",
                ["--dfly", "3,6,3,19", "--routing", "DOAR", "--traffic", "UR", "--rate", "0.9",
                 "--packet-size", "4"], False))
    # Faults where the routing supports them (DOAR's self-healing, SIM's reconfiguration, MIN
    # and the others lose what the faults cut), link and router faults, with a repair.
    for r in ["DOAR", "SIM", "MIN", "UGAL_L"]:
        out.append(("%s UR dfly(2,4,2,9) 2 link faults, repaired" % r,
                    ["--dfly", "2,4,2,9", "--routing", r, "--traffic", "UR", "--rate", "0.8",
                     "--link-faults", "2", "--fault-at", "1000", "--repair-at", "3000"], True))
    out.append(("DOAR UR dfly(3,6,3,19) 1 router fault, dead-router rule",
                ["--dfly", "3,6,3,19", "--routing", "DOAR", "--traffic", "UR", "--rate", "0.8",
                 "--router-faults", "1", "--fault-at", "1000", "--dead-router-rule"], True))
    out.append(("DOAR UR dfly(2,4,2,9) 2 link faults, literal tables",
                ["--dfly", "2,4,2,9", "--routing", "DOAR", "--traffic", "UR", "--rate", "0.8",
                 "--link-faults", "2", "--fault-at", "1000", "--fault-rules", "literal"], True))
    for r in TORUS_ROUTINGS:
        for traffic in ["UR", "TRANSPOSE"]:
            out.append(("%s %s torus:4x4 4-flit packets" % (r, traffic),
                        ["--topology", "torus:4x4", "--routing", r, "--traffic", traffic, "--rate", "0.9",
                         "--packet-size", "4"], False))
        out.append(("%s UR torus:4x4x4" % r,
                    ["--topology", "torus:4x4x4", "--routing", r, "--traffic", "UR", "--rate", "0.9"], False))
    return out


def check(sim, name, args, faults, tmp):
    out_json = os.path.join(tmp, "o.json")
    report = os.path.join(tmp, "fr.json")
    cmd = [sim] + args + WINDOWS + ["--json", out_json]
    if faults:
        cmd += ["--fault-report", report]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=TIME_LIMIT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "no end within %d s" % TIME_LIMIT_S, ""
    err = p.stderr.decode(errors="replace").strip()
    if p.returncode == 3:
        return "deadlock watchdog: " + err[:400], ""
    if p.returncode != 0:
        return "exit %d: %s" % (p.returncode, err[:400]), ""
    point = json.load(open(out_json))[0]
    left = point.get("left_in_network")
    facts = "accepted %.3f, latency %.0f, %d cycles" % (point["accepted"], point["latency"], point["cycles"])
    if left != 0:
        return "left in the network after the drain: %s" % left, facts
    if faults:
        r = json.load(open(report))
        if not r.get("balanced"):
            return "packet account does not balance: %s" % {k: r.get(k) for k in (
                "injected", "delivered", "lost", "unreachable", "in_flight")}, facts
        facts += ", %d lost, %d unreachable" % (r["lost"], r["unreachable"])
    return None, facts


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sim", required=True, help="the doar-sim binary")
    ap.add_argument("--only", help="run only the runs whose name contains this")
    ap.add_argument("--list", action="store_true", help="print the runs, run nothing")
    a = ap.parse_args()
    todo = [r for r in runs() if not a.only or a.only in r[0]]
    if a.list:
        for name, args, _ in todo:
            print(name + ": doar-sim " + " ".join(args + WINDOWS))
        return 0
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, args, faults in todo:
            why, facts = check(a.sim, name, args, faults, tmp)
            print("%s %-55s %s" % ("FAIL" if why else "ok  ", name, why or facts), flush=True)
            failed += 1 if why else 0
    print("%d passed, %d failed" % (len(todo) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
