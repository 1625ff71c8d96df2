#!/usr/bin/env python3
"""FO4 delay of a standard-cell library, measured with OpenSTA (docs/timing.md).

A chain of STAGES minimum inverters, each driving four copies of itself (the next stage and
three loads): the fan-out-of-4 inverter. OpenSTA times the chain with the library's own
tables (input slews come from the previous stage, so they settle to the FO4 slew after a few
stages); the FO4 delay is the mean stage delay between stages FIRST and LAST (rising and
falling stages alternate, so the mean covers both edges).
  fo4.py --liberty LIB [--cell NAME] [--out DIR]      prints one JSON line
"""
import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys

STAGES, FIRST, LAST = 14, 4, 12  # an even number of measured stages


def time_unit_ns(lib):
    opener = gzip.open if lib.endswith(".gz") else open
    with opener(lib, "rt") as f:
        for line in f:
            m = re.search(r'time_unit\s*:\s*"1(ps|ns)"', line)
            if m:
                return 0.001 if m.group(1) == "ps" else 1.0
    sys.exit(f"fo4: no time_unit in {lib}")


def main():
    ap = argparse.ArgumentParser(description="FO4 inverter delay of a Liberty library (OpenSTA)")
    ap.add_argument("--liberty", required=True)
    ap.add_argument("--cell", default="sky130_fd_sc_hd__inv_1", help="the minimum inverter (pins A, Y)")
    ap.add_argument("--out", default="build/synth/fo4")
    a = ap.parse_args()
    if shutil.which("sta") is None:
        sys.exit("fo4: 'sta' (OpenSTA) not found")
    a.out = os.path.abspath(a.out)
    os.makedirs(a.out, exist_ok=True)
    lib = os.path.abspath(a.liberty)
    if lib.endswith(".gz"):  # OpenSTA reads plain Liberty
        plain = os.path.join(a.out, os.path.basename(lib)[:-3])
        with gzip.open(lib, "rb") as f, open(plain, "wb") as o:
            shutil.copyfileobj(f, o)
        lib = plain
    net = ["module fo4_chain (input in, output out);"]
    net.append("  wire " + ", ".join(f"n{i}" for i in range(STAGES + 1)) + ";")
    net.append("  assign n0 = in;")
    for i in range(STAGES):
        net.append(f"  {a.cell} s{i} (.A(n{i}), .Y(n{i + 1}));")
        for k in range(3):  # three more loads: fan-out 4
            net.append(f"  {a.cell} l{i}_{k} (.A(n{i + 1}), .Y());")
    net += ["  assign out = n%d;" % STAGES, "endmodule", ""]
    with open(os.path.join(a.out, "fo4_chain.v"), "w") as f:
        f.write("\n".join(net))
    tcl = [f"read_liberty {lib}", "read_verilog fo4_chain.v", "link_design fo4_chain",
           "set_input_delay 0 [get_ports in]", "set_input_transition 0 [get_ports in]",
           "report_checks -unconstrained -from [get_ports in] -to [get_ports out] -format full -digits 4"]
    with open(os.path.join(a.out, "fo4.tcl"), "w") as f:
        f.write("\n".join(tcl) + "\n")
    r = subprocess.run(["sta", "-no_splash", "-exit", "fo4.tcl"], cwd=a.out, capture_output=True, text=True)
    with open(os.path.join(a.out, "fo4.log"), "w") as f:
        f.write(r.stdout + r.stderr)
    arr = {}
    for m in re.finditer(r"^\s*[-\d.]+\s+(-?[\d.]+)\s+[\^v]\s+s(\d+)/Y", r.stdout, re.M):
        arr[int(m.group(2))] = float(m.group(1))
    if FIRST not in arr or LAST not in arr:
        sys.exit(f"fo4: could not read the chain's arrival times, see {a.out}/fo4.log")
    unit = time_unit_ns(a.liberty)
    fo4 = (arr[LAST] - arr[FIRST]) / (LAST - FIRST) * unit
    print(json.dumps({"liberty": os.path.basename(a.liberty), "cell": a.cell, "fo4_ns": round(fo4, 5),
                      "stages_measured": LAST - FIRST}))


if __name__ == "__main__":
    main()
