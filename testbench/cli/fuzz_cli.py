#!/usr/bin/env python3
"""Table-driven fuzz run of the command-line tools' bad inputs.

Every tool must first answer --version with one line "<tool> <version>" and exit 0, and -h
with its usage (exit 0, nothing on stderr). Every case is a tool, its arguments and the exit
status it must end with: 2 for bad input, 1 for an output that cannot be written. Each run
gets a time and memory limit; a case passes when the status is the expected one, stderr holds exactly one line (of at most 1,000
characters) naming the tool, stdout is empty (for bad input), and no signal ended the
process. Prints one row per failing case and a table per
tool; exits 1 when any case fails.

Usage: fuzz_cli.py --bin DIR [--only TOOL] [--list]
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

TIME_LIMIT_S = 30
MEMORY_LIMIT_BYTES = 6 << 30

# Options of doar-sim that take a count of cycles, packets, flits or items: "-1" must be
# refused (an unsigned option would wrap it to 2^64-1), and so must text and overflow.
SIM_COUNTS = ["warmup", "sample", "drain", "seed", "watchdog", "packet-size", "vcs", "buf-local",
              "buf-global", "lat-local", "lat-global", "lat-terminal", "thr-local", "thr-global",
              "pcs-latency", "ugal-threshold", "rc-latency", "time-block", "threads", "source-queue", "jobs",
              "link-faults", "router-faults", "fault-at", "fault-entries", "t1", "t2",
              "window", "sim-reconfig-cycles"]
# Options of doar-sim that take a real number: nan, inf and negatives make no sense in any.
SIM_REALS = ["rate", "speedup", "sat-latency", "sat-ratio"]
WORKLOAD_COUNTS = ["iterations", "msg-size", "compute", "ranks", "flit-bytes", "max-cycles"]


def sim_cases(tmp):
    ok = ["--rate", "0.1", "--warmup", "10", "--sample", "10", "--drain", "100", "-q"]
    no_rate = ok[2:]
    cases = []
    for opt in SIM_COUNTS:
        for bad in ["-1", "abc", "99999999999999999999999", "1.5x", ""]:
            cases.append((2, ["--" + opt, bad] + ok))
    for opt in SIM_REALS:
        for bad in ["nan", "inf", "-inf", "-1", "x"]:
            args = ["--" + opt, bad] + (no_rate if opt == "rate" else ok)
            cases.append((2, args))
    for opt in WORKLOAD_COUNTS:
        cases.append((2, ["--workload", "LU", "--" + opt, "-1", "-q"]))
    cases += [
        # sweeps that name no load point, or too many
        (2, ["--sweep", "nan:1:0.1", "--routing", "FOO"] + no_rate),
        (2, ["--sweep", "0:nan:0.1"] + no_rate),
        (2, ["--sweep", "0:1:nan"] + no_rate),
        (2, ["--sweep", "0:1:1e-300"] + no_rate),
        (2, ["--sweep", "0:1:0"] + no_rate),
        (2, ["--sweep", "0.5:0.1:0.1"] + no_rate),
        (2, ["--sweep", "0:2:0.1"] + no_rate),
        (2, ["--sweep", "0:1"] + no_rate),
        (2, ["--sweep", "0.1:0.3:0.1", "--timeline", os.path.join(tmp, "t.csv"), "--routing", "DOAR",
             "--link-faults", "1"] + no_rate),
        (2, ["--sweep", "0.1:0.3:0.1", "--fault-report", os.path.join(tmp, "r.json"), "--routing", "DOAR",
             "--link-faults", "1"] + no_rate),
        # both, neither, or a stray positional argument
        (2, no_rate),
        (2, ["--sweep", "0.1:0.2:0.1"] + ok),
        (2, ok + ["UGAL_L"]),
        (2, ["extra"] + ok),
        # names
        (2, ["--routing", "FOO"] + ok),
        (2, ["--routing", "F" * 100000] + ok),
        (2, ["--traffic", "NOPE"] + ok),
        (2, ["--traffic", "ADV+99"] + ok),
        (2, ["--va-arbiter", "x"] + ok),
        (2, ["--ugal-queue", "x"] + ok),
        (2, ["--workload", "NOPE", "-q"]),
        (2, ["--nope"] + ok),
        # shapes and sizes
        (2, ["--dfly", "2,4,2,99"] + ok),
        (2, ["--dfly", "2,4,x,9"] + ok),
        (2, ["--dfly", "0,4,2,9"] + ok),
        (2, ["--dfly", "-2,4,2,9"] + ok),
        (2, ["--topology", "torus:1x8", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:8x8,0", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:999", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:4x4x4x4", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:", "--routing", "GEAR"] + ok),
        (2, ["--topology", "", "--routing", "GEAR"] + ok),
        (2, ["--topology", "mesh:4x4", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:8x8"] + ok),  # MIN: a dragonfly routing
        (2, ["--topology", "torus:8x8", "--dfly", "2,4,2,9", "--routing", "GEAR"] + ok),
        (2, ["--topology", "torus:8x8", "--routing", "GEAR", "--traffic", "ADV+1"] + ok),
        (2, ["--topology", "dfly:2,4,2,99"] + ok),
        (2, ["--buf-local", "40000000", "--packet-size", "64"] + ok),
        # more memory than the machine has: refused with the estimate, before any allocation
        (2, ["--dfly", "16,32,16,513", "--routing", "DOAR"] + ok),
        (2, ["--buf-global", "1000000", "--packet-size", "1", "--dfly", "6,12,6,73"] + ok),
        (2, ["--lat-terminal", "2147483647"] + ok),
        (2, ["--warmup", "99999999999999"] + ok[2:] + ["--rate", "0.1"]),
        (2, ["--vcs", "1", "--routing", "DOAR"] + ok),
        (2, ["--speedup", "9"] + ok),
        (2, ["--rate", "1.5"] + no_rate),
        (2, ["--burst", "0:0:1.0"] + ok),
        (2, ["--burst", "0:10:nan"] + ok),
        (2, ["--burst", "0:10"] + ok),
        (2, ["--workload", "LU", "--iterations", "2000000000", "-q"]),
        (2, ["--workload", "LU", "--rate", "0.1", "-q"]),
        # files that must be regular and readable
        (2, ["--config", "/tmp"] + ok),
        (2, ["--config", "/dev/zero"] + ok),
        (2, ["--config", os.path.join(tmp, "missing.cfg")] + ok),
        (2, ["--faults", "/tmp", "--routing", "DOAR"] + ok),
        (2, ["--faults", os.path.join(tmp, "missing.txt"), "--routing", "DOAR"] + ok),
        # outputs that cannot be written: status 1
        (1, ok + ["--json", "/dev/full"]),
        (1, ok + ["--csv", "/dev/full"]),
        (1, ok + ["--json", os.path.join(tmp, "no-such-dir", "o.json")]),
        (1, ["--workload", "LU", "-q", "--json", "/dev/full"]),
        (1, ok + ["--flows", "/dev/full"]),
        (1, ok + ["--routing", "DOAR", "--link-faults", "1", "--fault-report", "/dev/full"]),
        (2, ["--faults", "/dev/zero", "--routing", "DOAR"] + ok),
    ]
    cfg = os.path.join(tmp, "bad.cfg")
    with open(cfg, "w") as f:
        f.write("warmup = -1\nrate = 0.1\n")
    cases.append((2, ["--config", cfg, "-q"]))
    dup = os.path.join(tmp, "dup.faults")
    with open(dup, "w") as f:
        f.write("global:0:2\nglobal:2:0\n")
    cases.append((2, ["--faults", dup, "--routing", "DOAR"] + ok))
    cfg2 = os.path.join(tmp, "nan.cfg")
    with open(cfg2, "w") as f:
        f.write("sweep = nan:1:0.1\nrouting = FOO\n")
    cases.append((2, ["--config", cfg2, "-q"]))
    # --config RESULT.json: JSON that is not a result, or whose config is not options
    for i, text in enumerate(['{"config": {', '[]', '{"offered": 0.1}', '{"config": []}',
                              '{"config": {"rate": "abc"}}', '{"config": {"warmup": 3.5}}',
                              '{"config": {"warmup": 1e300}}', '{"config": {"rate": [0.1, [2]]}}',
                              '{"config": {"quiet": 1}}', '{"config": {"nope": 1}}', '[' * 100000]):
        js = os.path.join(tmp, "bad%d.json" % i)
        with open(js, "w") as f:
            f.write(text)
        cases.append((2, ["--config", js, "-q"]))
    return cases


def route_cases():
    base = ["--dfly", "2,3,2,7", "--src", "0.0.0", "--dst", "1.0.0"]
    return [
        (2, ["--dfly", "2,3,2,9", "--src", "0.0.0", "--dst", "1.0.0"]),
        (2, ["--dfly", "2,3,x,7", "--src", "0.0.0", "--dst", "1.0.0"]),
        (2, ["--dfly", "2,3,2,7", "--src", "0.0.0", "--dst", "7.0.0"]),
        (2, ["--dfly", "2,3,2,7", "--src", "0.0", "--dst", "1.0.0"]),
        (2, base + ["--nope"]),
        (2, ["--dfly", "2,3,2,7", "--src", "0.0.0"]),
        (2, base + ["extra"]),
        (2, base + ["--congest-global", "1:6"]),
        (2, ["--dfly", "16,32,16,513", "--src", "0.0.0", "--dst", "1.0.0"]),
    ]


def tables_cases():
    return [
        (2, ["--dfly", "2,3,2,7", "--router", "1.1", "--port", "7"]),
        (2, ["--dfly", "2,3,2,7", "--router", "1.3", "--port", "0"]),
        (2, ["--dfly", "2,3,2,7", "--router", "1.1"]),
        (2, ["--dfly", "2,3,2,7", "extra"]),
        (2, ["--dfly", "nope"]),
    ]


def fault_cases():
    base = ["--dfly", "2,4,2,9"]
    return [
        (2, base + ["--faults", "global:0:99"]),
        (2, base + ["--faults", "nonsense"]),
        (2, base + ["--faults", "global:0:2", "--t1", "-1"]),
        (2, base + ["--faults", "global:0:2", "--link-latency", "-1"]),
        (2, base + ["--faults", "global:0:2", "--model", "nope"]),
        (2, base + ["--faults", "global:0:2", "extra"]),
        (2, ["--dfly", "2,4,2,99", "--faults", "global:0:2"]),
        (2, base + ["--faults", "global:0:2", "--faults", "global:2:0"]),
        (2, base + ["--faults", "global:0:2", "--routing", "x" * 100000]),
    ]


def fault_sc_cases():
    base = ["--dfly", "2,4,2,9", "--faults", "global:0:2"]
    return [
        (2, base + ["--link-latency", "2147483647"]),
        (2, base + ["--link-latency", "-1"]),
        (2, base + ["--t1", "2147483647", "--t2", "2147483647"]),
        (2, base + ["--t1", "1", "--t2", "1"]),
        (2, base + ["--faults", "global:0:2"]),
        (2, base + ["--fr-rule", "nope"]),
        (2, base + ["--fault-rules", "nope"]),
        (2, base + ["extra"]),
        (2, ["--dfly", "2,4,2,9"]),
    ]


def cosim_cases():
    return [
        (2, ["--block", "nope", "--cycles", "10"]),
        (2, ["--block", "rcu", "--cycles", "-1"]),
        (2, ["--block", "rcu", "--cycles", "10", "--port", "nope"]),
        (2, ["--block", "rcu", "--cycles", "10", "--dfly", "3,3,3,3"]),
        (2, ["--block", "rcu", "--cycles", "10", "--fault-rules", "nope"]),
        (2, ["--block", "tables", "--cycles", "10", "--mutant", "DOAR_MUT_VC_INTRA"]),
        (2, ["--block", "tables", "--cycles", "10", "extra"]),
        (2, ["--block", "tables", "--cycles", "10", "--seed", "x"]),
        (1, ["--block", "tables", "--cycles", "10", "--vcd", "/dev/full"]),
    ]


def deadlock_cases():
    return [
        (2, ["--topology", "torus:1x4", "--routing", "GEAR", "--vcs", "2"]),
        (2, ["--topology", "torus:4x4x4x4", "--routing", "GEAR", "--vcs", "2"]),
        (2, ["--topology", "torus:4x", "--routing", "GEAR", "--vcs", "2"]),
        (2, ["--topology", "mesh:4x4", "--routing", "GEAR", "--vcs", "2"]),
        (2, ["--topology", "torus:4x4", "--routing", "NOPE", "--vcs", "2"]),
        (2, ["--topology", "torus:4x4", "--routing", "GEAR", "--vcs", "-1"]),
        (2, ["--topology", "torus:4x4", "--routing", "GEAR", "--vcs", "x"]),
        (2, ["--topology", "torus:4x4", "--routing", "GEAR", "--vcs", "2", "--wait", "nope"]),
        (2, ["--topology", "torus:4x4", "--routing", "DOAR", "--vcs", "4"]),
        (2, ["--topology", "dfly:2,4,2,99", "--routing", "DOAR", "--vcs", "4"]),
        (2, ["--topology", "torus:4x4", "--routing", "GEAR", "--vcs", "2", "extra"]),
        (2, ["--topology", "torus:99999x99999", "--routing", "GEAR", "--vcs", "2"]),
        (1, ["--topology", "torus:4x4", "--routing", "GEAR", "--vcs", "2", "--json", "/dev/full"]),
    ]


def paths_cases(tmp):
    split = os.path.join(tmp, "split.graph")
    with open(split, "w") as f:
        f.write("switches 4\nlink 0 1\nlink 2 3\n")
    net = ["--topology", "irregular:16,3,1"]
    return [
        (2, ["--topology", "graph:" + split]),
        (2, ["--topology", "graph:" + tmp]),
        (2, ["--topology", "graph:/dev/zero"]),
        (2, ["--topology", "irregular:16,3"]),
        (2, ["--topology", "irregular:16,99,1"]),
        (2, ["--topology", "irregular:999999999,3,1"]),
        (2, net + ["--routing", "UPDOWN:16"]),
        (2, net + ["--routing", "MTR:0"]),
        (2, net + ["--routing", "MTR:4,-1"]),
        (2, net + ["--routing", "SHORTEST:2"]),
        (2, net + ["--vcs", "0"]),
        (2, net + ["--vcs", "-1"]),
        (2, net + ["extra"]),
        (2, ["--dfly", "2,4,2,9", "--topology", "torus:4x4"]),
        (1, net + ["--json", "/dev/full"]),
        (1, net + ["--pairs", "/dev/full"]),
    ]


def topo_cases():
    return [
        (2, ["--topology", "tcpg:0,2"]),
        (2, ["--topology", "tcpg:2,-1"]),
        (2, ["--topology", "tcpg:2"]),
        (2, ["--topology", "tcpg:2,2,0"]),
        (2, ["--topology", "tcpg:999999,999999"]),
        (2, ["--topology", "tcpg:9999999,1"]),
        (2, ["--topology", "tcpg:2,2", "extra"]),
        (2, ["--dfly", "2,4,2,9", "--topology", "tcpg:1,1"]),
        (1, ["--topology", "tcpg:1,1", "--json", "/dev/full"]),
    ]


def walk_cases():
    base = ["--topology", "tcpg:1,1", "--routing", "TCPG"]
    return [
        (2, base + ["--src", "0", "--dst", "40"]),
        (2, base + ["--src", "-1", "--dst", "3"]),
        (2, base + ["--src", "99999999999", "--dst", "3"]),
        (2, base + ["--src", "0", "--dst", "3", "--vcs", "9"]),
        (2, base + ["--src", "0", "--dst", "3", "--vcs", "-2"]),
        (2, ["--topology", "torus:4x4", "--routing", "TCPG", "--src", "0", "--dst", "3"]),
        (2, ["--topology", "tcpg:1,1", "--routing", "NOPE", "--src", "0", "--dst", "3"]),
        (2, base + ["--src", "0"]),
    ]


def bcast_cases():
    base = ["--topology", "tcpg:1,1"]
    return [
        (2, ["--topology", "torus:4x4"]),
        (2, ["--topology", "tcpg:0,1"]),
        (2, base + ["--source", "40"]),
        (2, base + ["--source", "-1"]),
        (2, base + ["--source", "x"]),
        (2, base + ["--routing", "GEAR"]),
        (2, base + ["--routing", "NOPE"]),
        (2, base + ["--bytes", "99999999999999"]),
        (2, base + ["--flit-bytes", "0"]),
        (2, base + ["--max-cycles", "0"]),
        (2, base + ["--packet-size", "0"]),
        (2, base + ["extra"]),
        (1, base + ["--json", "/dev/full"]),
    ]


def router_net_cases():
    return [
        (2, ["--rate", "x"]),
        (2, ["--rate", "-1"]),
        (2, ["--cycles", "-5"]),
        (2, ["--mode", "nope"]),
        (2, ["--doar-congested", "maybe"]),
        (2, ["--dfly", "2,4,2"]),
        (2, ["extra"]),
    ]


def bisect_cases(tmp):
    empty = os.path.join(tmp, "empty.graph")
    open(empty, "w").close()
    return [
        (2, ["--topology", "htorus:1"]),
        (2, ["--topology", "htorus:99"]),
        (2, ["--topology", "htorus:3,0"]),
        (2, ["--topology", "torus:9x9", "--exact", "yes"]),
        (2, ["--topology", "graph:" + empty]),
        (2, ["--topology", "graph:/nonexistent/x.graph"]),
        (2, ["--topology", "htorus:3", "--time-limit", "nan"]),
        (2, ["--topology", "htorus:3", "--time-limit", "-1"]),
        (2, ["--topology", "htorus:3", "--seeds", "0"]),
        (2, ["--topology", "htorus:3", "--exact", "maybe"]),
        (2, ["--topology", "htorus:3", "extra"]),
        (1, ["--topology", "torus:3x3", "--json", "/dev/full"]),
    ]


def rcu_check_cases():
    base = ["--dfly", "2,4,2,9"]
    return [
        (2, base + ["--port", "99"]),
        (2, base + ["--router", "9.0"]),
        (2, base + ["--requests", "-1"]),
        (2, base + ["--idle", "101"]),
        (2, base + ["--faults", "nonsense"]),
        (2, base + ["extra"]),
        (2, ["--dfly", "2,4,2,99"]),
    ]


def rcu_pins_cases():
    return [
        (2, ["--dfly", "x"]),
        (2, ["--dfly", "2,4,2,99"]),
        (2, ["extra"]),
        (2, ["--nope"]),
    ]


TOOLS = {
    "doar-sim": sim_cases,
    "doar-route": lambda tmp: route_cases(),
    "doar-tables": lambda tmp: tables_cases(),
    "doar-fault": lambda tmp: fault_cases(),
    "doar-deadlock": lambda tmp: deadlock_cases(),
    "doar-paths": paths_cases,
    "doar-topo": lambda tmp: topo_cases(),
    "doar-walk": lambda tmp: walk_cases(),
    "doar-bcast": lambda tmp: bcast_cases(),
    "doar-bisect": bisect_cases,
    "doar-fault-sc": lambda tmp: fault_sc_cases(),
    "doar-cosim": lambda tmp: cosim_cases(),
    "doar-rcu-check": lambda tmp: rcu_check_cases(),
    "doar-rcu-pins": lambda tmp: rcu_pins_cases(),
    "doar-router-net": lambda tmp: router_net_cases(),
}


def limit_child():
    # Under AddressSanitizer (scripts/sanitize.sh sets ASAN_OPTIONS) the tool reserves terabytes
    # of address space for its shadow memory at start-up, so an address-space limit would abort
    # it before main(); the time limit still holds.
    if "ASAN_OPTIONS" not in os.environ:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run_case(path, tool, want, args):
    """Returns None when the case passes, else what went wrong."""
    env = dict(os.environ, DOAR_SIM_HUGEPAGES="0")
    try:
        p = subprocess.run([path] + args, capture_output=True, timeout=TIME_LIMIT_S, env=env,
                           preexec_fn=limit_child, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "hang (no exit within %d s)" % TIME_LIMIT_S
    err = p.stderr.decode(errors="replace")
    if p.returncode < 0:
        return "signal %d" % -p.returncode
    problems = []
    if p.returncode != want:
        problems.append("exit %d, want %d" % (p.returncode, want))
    lines = err.splitlines()
    if len(lines) != 1:
        problems.append("%d lines on stderr" % len(lines))
    elif not lines[0].startswith(tool + ":"):
        problems.append("stderr does not name the tool")
    elif len(lines[0]) > 1000:
        problems.append("a %d-character error line (a long argument echoed whole?)" % len(lines[0]))
    # Bad input prints nothing on stdout; an unwritable output file (status 1) may come after
    # the tool printed its result there (doar-deadlock's verdict), which is not an error.
    if p.stdout and want == 2:
        problems.append("%d bytes on stdout" % len(p.stdout))
    if problems:
        return "; ".join(problems) + (" | stderr: " + err.strip()[:300] if err else "")
    return None


def check_version(path, tool):
    """--version: exit 0, one line "<tool> <version>" on stdout, nothing on stderr."""
    p = subprocess.run([path, "--version"], capture_output=True, timeout=TIME_LIMIT_S, stdin=subprocess.DEVNULL)
    out = p.stdout.decode(errors="replace").splitlines()
    if p.returncode != 0 or p.stderr or len(out) != 1 or len(out[0].split()) != 2 or out[0].split()[0] != tool:
        return "--version: exit %d, stdout %r, stderr %r" % (p.returncode, p.stdout[:200], p.stderr[:200])
    return None


def check_help(path):
    """-h, the short form every tool takes: exit 0, the usage on stdout, nothing on stderr, no
    SystemC banner (the tools that elaborate SystemC models silence it)."""
    p = subprocess.run([path, "-h"], capture_output=True, timeout=TIME_LIMIT_S, stdin=subprocess.DEVNULL)
    out = p.stdout.decode(errors="replace")
    if p.returncode != 0 or p.stderr or "usage" not in out.lower() or "Copyright" in out:
        return "-h: exit %d, stdout %r, stderr %r" % (p.returncode, p.stdout[:200], p.stderr[:200])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", required=True, help="folder of the built tools (build/bin)")
    ap.add_argument("--only", help="run the cases of this tool only")
    ap.add_argument("--list", action="store_true", help="print the cases, run nothing")
    a = ap.parse_args()
    failed = 0
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for tool, make in TOOLS.items():
            if a.only and tool != a.only:
                continue
            path = os.path.join(a.bin, tool)
            cases = make(tmp)
            if a.list:
                for want, args in cases:
                    print(want, tool, " ".join(repr(x) if (not x or " " in x) else x for x in args))
                continue
            if not os.access(path, os.X_OK):
                # The sanitizer build (scripts/sanitize.sh) has no co-simulation tools; the
                # full build has every tool, and doar-sim must always be there.
                if tool == "doar-sim":
                    print("fuzz_cli: doar-sim is not built in %s" % a.bin, file=sys.stderr)
                    return 2
                print("SKIP %s: not built in %s" % (tool, a.bin))
                continue
            bad = 0
            for why in (check_version(path, tool), check_help(path)):
                if why:
                    bad += 1
                    print("FAIL %s %s" % (tool, why))
            for want, args in cases:
                why = run_case(path, tool, want, args)
                if why:
                    bad += 1
                    print("FAIL %s %s: %s" % (tool, " ".join(args), why))
            rows.append((tool, len(cases), len(cases) - bad, bad))
            failed += bad
    if a.list:
        return 0
    print("%-15s %6s %6s %6s" % ("tool", "cases", "pass", "fail"))
    for r in rows:
        print("%-15s %6d %6d %6d" % r)
    total = sum(r[1] for r in rows)
    print("%d passed, %d failed" % (total - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
