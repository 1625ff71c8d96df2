#!/usr/bin/env python3
"""Maps every block of blocks.py onto SKY130 HD cells (Yosys) and times it (OpenSTA).

Per block: build/synth/<size>/<block>/{synth.ys, yosys.log, stat.json, net.v, sta.tcl,
sta.log}; then report.py turns the results into report.json and report.md. Any Yosys or
OpenSTA error (or a block that yields no timing path) fails the run with its log's tail.
Timing constraints (docs/timing.md): one clock; block inputs arrive IN_DELAY after the edge
(a flop's clock-to-Q), outputs are due OUT_DELAY before it (a flop's setup), so a block's
minimum period is its worst flop-to-flop path including the neighbours' flops.
"""
import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import time

import blocks as blockdefs

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
PDK_LIB = os.path.join(ROOT, "..", "shared", "pdk", "sky130_fd_sc_hd__tt_025C_1v80.lib.gz")

PERIOD_NS = 10.0   # reference clock for STA; f_max comes from the slack, not from this
IN_DELAY_NS = 0.30   # ~ clock-to-Q of sky130_fd_sc_hd__dfxtp_1 (tt corner)
OUT_DELAY_NS = 0.10  # ~ its setup time
SRAM_ACCESS_NS = 2.0  # assumed SRAM macro clock-to-dout (docs/timing.md)
SRAM_SETUP_NS = 0.3   # assumed SRAM macro input setup
# Cells a real flow keeps away from logic: power-gating (lpflow), probes, delay cells.
ABC_SCRIPT = ("+strash;&get,-n;&fraig,-x;&put;scorr;dc2;dretime;strash;&get,-n;&dch,-f;&nf,{D};&put;"
              "buffer,-N,8;upsize,{D};dnsize,{D}")
# The modern node of the FO4 scaling (docs/timing.md): ASAP7 (predictive 7 nm FinFET, RVT, TT,
# 0.7 V), its FO4 measured by fo4.py on asap7sc7p5t_INVBUF_RVT_TT_nldm_220122.lib with
# INVx1_ASAP7_75t_R (the library is not in the tree; the command is in docs/timing.md).
NODE_NAME = "ASAP7 RVT TT 0.7 V"
NODE_FO4_NS = 0.01954
DONT_USE = re.compile(r"sky130_fd_sc_hd__(lpflow_|probe|dlygate|dlymetal|clkdlybuf)")


def fail(msg):
    print(f"synth: error: {msg}", file=sys.stderr)
    sys.exit(1)


def prepare_liberty(out_dir):
    """Uncompressed copy of the PDK library with dont_use set on the excluded cells; also
    returns the set of sequential cell names (cells with an ff or latch group)."""
    lib = os.path.join(out_dir, "sky130_hd_tt.lib")
    seq_path = os.path.join(out_dir, "sky130_hd_seq.json")
    if not (os.path.exists(lib) and os.path.exists(seq_path)):
        if not os.path.exists(PDK_LIB):
            fail(f"standard-cell library not found: {PDK_LIB}")
        seq, cell = set(), None
        with gzip.open(PDK_LIB, "rt") as f, open(lib + ".tmp", "w") as o:
            for line in f:
                m = re.match(r'\s*cell\s*\(\s*"?([A-Za-z0-9_]+)"?\s*\)\s*\{', line)
                if m:
                    cell = m.group(1)
                    o.write(line)
                    if DONT_USE.match(cell):
                        o.write("        dont_use : true;\n")
                    continue
                if cell and re.match(r"\s*(ff|latch)\s*\(", line):
                    seq.add(cell)
                o.write(line)
        os.replace(lib + ".tmp", lib)
        with open(seq_path, "w") as f:
            json.dump(sorted(seq), f)
    with open(seq_path) as f:
        return lib, set(json.load(f))


def run(cmd, log, cwd):
    with open(log, "w") as f:
        r = subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        with open(log) as f:
            tail = "".join(f.readlines()[-15:])
        fail(f"{' '.join(cmd)} failed (exit {r.returncode}), see {log}:\n{tail}")


def sram_name(depth, width):
    return f"doar_sram_{depth}x{width}"


def yosys_script(b, lib, srams):
    files = [os.path.join(ROOT, "verilog", p) for p in b["files"]]
    files += [os.path.join(HERE, p) for p in b.get("extra", [])]
    lines = []
    if srams:
        lines.append(f"read_verilog {os.path.join(HERE, 'sram_blackbox.v')}")
    lines.append("read_verilog -DDOAR_SYNTH -I" + os.path.join(ROOT, "verilog", "include") + " " + " ".join(files))
    if b.get("params"):
        sets = " ".join(f"-set {k} {v}" for k, v in b["params"].items())
        lines.append(f"chparam {sets} {b['top']}")
    lines.append(f"synth -top {b['top']} -flatten")
    for depth, width in sorted(set(srams)):  # each array becomes the macro cell of its size
        cell = sram_name(depth, width)
        lines.append(f"chtype -set {cell} t:doar_table_sram_sp r:DEPTH={depth} %i")
        lines.append(f"setparam -unset DEPTH -unset WIDTH -unset AW t:{cell}")
    lines += [
        f"dfflibmap -liberty {lib}",
        # Yosys' default mapping script plus ABC's fanout buffering and gate sizing, which a
        # placement flow would otherwise do (without them one enable driving 200 flops
        # through a minimum-size gate dominates every path).
        f"abc -liberty {lib} -D {int(PERIOD_NS * 1000)} -script {ABC_SCRIPT}",
        "opt_clean",
        "tee -q -o stat.json stat -json",
        f"tee -q -o stat.txt stat -liberty {lib}",
        "write_verilog -noattr -simple-lhs net.v",
    ]
    return "\n".join(lines) + "\n"


def sta_script(b, lib, sram_libs, has_clk):
    clk = "[get_ports clk]" if has_clk else ""
    s = [f"read_liberty {lib}"]
    for sl in sram_libs:
        s.append(f"read_liberty {sl}")
    s += [
        "read_verilog net.v",
        f"link_design {b['top']}",
        f"create_clock -name clk -period {PERIOD_NS} {clk}",
        "set data_in {}",
        "foreach p [all_inputs] { if {[get_full_name $p] != \"clk\"} { lappend data_in $p } }",
        f"set_input_delay {IN_DELAY_NS} -clock clk $data_in",
        f"set_output_delay {OUT_DELAY_NS} -clock clk [all_outputs]",
        "set_input_transition 0.05 $data_in",
        "set_load 0.005 [all_outputs]",
        "report_checks -path_delay max -format full -digits 3",
        "puts \"worst_slack [sta::format_time [sta::worst_slack_cmd max] 3]\"",
    ]
    return "\n".join(s) + "\n"


def parse_sta(text):
    start = re.search(r"^Startpoint: (\S+)", text, re.M)
    end = re.search(r"^Endpoint: (\S+)", text, re.M)
    arrival = re.search(r"^\s*(-?[\d.]+)\s+data arrival time", text, re.M)
    slack = re.search(r"^worst_slack (-?[\d.]+)", text, re.M)
    if not (start and end and arrival and slack):
        return None
    # Cells on the arrival path: one line per cell output pin, "... ^ inst/PIN (cell)".
    head = text[: arrival.start()]
    insts = []
    for m in re.finditer(r"[\^v] (\S+)/\S+ \(([A-Za-z0-9_]+)\)", head):
        if not insts or insts[-1][0] != m.group(1):
            insts.append((m.group(1), m.group(2)))
    depth = len(insts)
    s_inst = start.group(1)
    e_inst = end.group(1).rsplit("/", 1)[0]
    if insts and insts[0][0] == s_inst:
        depth -= 1  # the launching flop or macro is not a logic level
    if insts and insts[-1][0] == e_inst and len(insts) > 1:
        depth -= 1  # the capturing flop's D pin
    return dict(start=start.group(1), end=end.group(1), arrival_ns=float(arrival.group(1)),
                slack_ns=float(slack.group(1)), depth=depth,
                path_cells=[c for _, c in insts])


def register_names(netlist):
    """Instance -> the net its output drives (a flop's Q carries the RTL register's name)."""
    names = {}
    for m in re.finditer(r"^\s*(\S+)\s+(?:#\(.*?\)\s*)?(\S+)\s*\((.*?)\);", netlist, re.M | re.S):
        q = re.search(r"\.(?:Q|dout)\(([^()]*?)\)", m.group(3))
        if q:
            names[m.group(2)] = q.group(1).strip()
    return names


def point_name(point, names):
    inst = point.rsplit("/", 1)[0] if "/" in point else point
    name = names.get(inst, point)
    return name.replace("\\", "").replace(" [", "[")  # Verilog escaped names -> plain text


def block_dir(out_root, size, b):
    return os.path.join(out_root, size, re.sub(r"[^A-Za-z0-9]+", "_", b["name"]).strip("_"))


def run_tools(b, d, lib):
    """Yosys then OpenSTA for one block, into directory d."""
    os.makedirs(d, exist_ok=True)
    srams = b.get("srams", [])
    sram_libs = []
    for depth, width in sorted(set(srams)):  # one Liberty cell per macro size
        cell = sram_name(depth, width)
        sram_libs.append(os.path.join(d, cell + ".lib"))
        subprocess.run([sys.executable, os.path.join(HERE, "sram_lib.py"), "--name", cell,
                        "--depth", str(depth), "--width", str(width),
                        "--access-ns", str(SRAM_ACCESS_NS), "--setup-ns", str(SRAM_SETUP_NS),
                        "--out", sram_libs[-1]], check=True)
    with open(os.path.join(d, "synth.ys"), "w") as f:
        f.write(yosys_script(b, lib, srams))
    run(["yosys", "-q", "-l", "yosys.log", "-s", "synth.ys"], os.path.join(d, "yosys.out"), d)
    with open(os.path.join(d, "net.v")) as f:
        has_clk = re.search(r"\binput\s+clk\s*;", f.read()) is not None
    with open(os.path.join(d, "sta.tcl"), "w") as f:
        f.write(sta_script(b, lib, sram_libs, has_clk))
    run(["sta", "-no_splash", "-exit", "sta.tcl"], os.path.join(d, "sta.log"), d)


def summarize(b, size, d, seq_cells, seconds=None):
    """One report row from the files run_tools left in d (also used by --collect)."""
    srams = b.get("srams", [])
    with open(os.path.join(d, "stat.json")) as f:
        st = json.load(f)
    mod = st["modules"].get("\\" + b["top"]) or next(iter(st["modules"].values()))
    cells = mod.get("num_cells_by_type", {})
    flops = sum(n for c, n in cells.items() if c in seq_cells)
    macros = sum(n for c, n in cells.items() if c.startswith("doar_sram_"))
    with open(os.path.join(d, "stat.txt")) as f:
        area = re.search(r"Chip area for (?:top )?module .*?: ([\d.]+)", f.read())
    with open(os.path.join(d, "net.v")) as f:
        netlist = f.read()
    with open(os.path.join(d, "sta.log")) as f:
        sta_text = f.read()
    if re.search(r"^Error", sta_text, re.M):
        fail(f"{b['name']}: OpenSTA could not read the netlist, see {d}/sta.log")
    path = parse_sta(sta_text)
    if path is None:
        fail(f"{b['name']}: OpenSTA reported no timing path, see {d}/sta.log")
    min_period = PERIOD_NS - path["slack_ns"]
    mem_bits = sum(dp * w for dp, w in srams)
    if macros != len(srams):
        fail(f"{b['name']}: {macros} SRAM macros in the netlist, expected {len(srams)}")
    names = register_names(netlist)
    return dict(block=b["name"], stage=b["stage"], top=b["top"], size=size, params=b.get("params", {}),
                cells=mod["num_cells"] - macros, flip_flops=flops, sram_macros=macros,
                area_um2=round(float(area.group(1)), 1) if area else None,
                memory_bits=mem_bits + b.get("regfile_bits", 0),
                sram_bits=mem_bits, regfile_bits=b.get("regfile_bits", 0),
                worst_path_ns=path["arrival_ns"], min_period_ns=round(min_period, 3),
                fmax_mhz=round(1000.0 / min_period, 1) if min_period > 0 else None,
                depth=path["depth"], critical_start=point_name(path["start"], names),
                critical_end=point_name(path["end"], names), path_cells=path["path_cells"],
                equiv=None, seconds=seconds, dir=os.path.relpath(d, ROOT))


def equiv_result(d):
    """'proved' when an earlier equivalence run in d succeeded (yosys -q prints nothing then;
    a failed equiv_status -assert prints ERROR), None when none ran."""
    log = os.path.join(d, "equiv.log")
    if not os.path.exists(log):
        return None
    with open(log) as f:
        return "not proved" if "ERROR" in f.read() else "proved"


def report_meta(size, fo4_ns):
    return dict(period_ns=PERIOD_NS, in_delay_ns=IN_DELAY_NS, out_delay_ns=OUT_DELAY_NS,
                sram_access_ns=SRAM_ACCESS_NS, sram_setup_ns=SRAM_SETUP_NS, dfly=blockdefs.SIZES[size],
                fo4_ns=fo4_ns, node=NODE_NAME, node_fo4_ns=NODE_FO4_NS)


def measure_fo4(out_dir):
    """The library's FO4 inverter delay (fo4.py: an inv_1 chain, each stage driving four)."""
    r = subprocess.run([sys.executable, os.path.join(HERE, "fo4.py"), "--liberty", PDK_LIB,
                        "--out", os.path.join(out_dir, "fo4")], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"FO4 measurement failed: {r.stdout}{r.stderr}")
    return json.loads(r.stdout)["fo4_ns"]


def add_fo4(r, fo4_ns):
    """The block's minimum period in FO4 delays of this library, and the clock the same number
    of FO4 delays gives in the reference node (FO4 scaling, docs/timing.md)."""
    fo4 = r["min_period_ns"] / fo4_ns
    r["period_fo4"] = round(fo4, 1)
    r["worst_path_fo4"] = round(r["worst_path_ns"] / fo4_ns, 1)
    r["node_fmax_mhz"] = round(1000.0 / (fo4 * NODE_FO4_NS))


def main():
    ap = argparse.ArgumentParser(description="Yosys + OpenSTA on the SKY130 HD library")
    ap.add_argument("--size", choices=["small", "paper", "maxima", "both", "all"], default="small",
                    help="both = small and paper; all = the three")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "synth"))
    ap.add_argument("--only", default="", help="comma-separated block names (default: all)")
    ap.add_argument("--no-equiv", action="store_true", help="skip the RTL/netlist equivalence checks")
    ap.add_argument("--heavy", action="store_true",
                    help="also the blocks marked heavy in blocks.py (slow; not in the CI run)")
    ap.add_argument("--collect", action="store_true",
                    help="rebuild the report from the outputs of an earlier run, without running the tools")
    a = ap.parse_args()
    for tool in ("yosys", "sta"):
        if shutil.which(tool) is None:
            fail(f"'{tool}' not found (scripts/setup.sh installs yosys and opensta)")
    os.makedirs(a.out, exist_ok=True)
    lib, seq_cells = prepare_liberty(a.out)
    sizes = {"both": ["small", "paper"], "all": ["small", "paper", "maxima"]}.get(a.size, [a.size])
    fo4_ns = measure_fo4(a.out)
    only = set(x for x in a.only.split(",") if x)
    import equiv  # noqa: E402  (same directory)
    import report  # noqa: E402
    for size in sizes:
        rows = []
        for b in blockdefs.blocks(size):
            if only and b["name"] not in only:
                continue
            if b.get("heavy") and not a.heavy:
                print(f"synth: {b['name']}: skipped (heavy; run with --heavy)")
                continue
            missing = [p for p in b["files"] if not os.path.exists(os.path.join(ROOT, "verilog", p))]
            if missing:
                print(f"synth: {b['name']}: skipped, Verilog not in the tree ({', '.join(missing)})")
                continue
            d = block_dir(a.out, size, b)
            if a.collect:
                if not os.path.exists(os.path.join(d, "sta.log")):
                    print(f"synth: {b['name']}: no earlier output in {d}, left out")
                    continue
                r = summarize(b, size, d, seq_cells)
                r["equiv"] = equiv_result(d)
            else:
                t0 = time.time()
                run_tools(b, d, lib)
                r = summarize(b, size, d, seq_cells, round(time.time() - t0, 1))
                if b.get("equiv") and not a.no_equiv:
                    r["equiv"] = equiv.check(b, d, lib, ROOT)
                    if r["equiv"] != "proved":
                        fail(f"{b['name']}: RTL and netlist are not proved equivalent ({r['equiv']})")
            add_fo4(r, fo4_ns)
            print(f"synth: {size} {r['block']}: {r['cells']} cells, {r['flip_flops']} flops, "
                  f"{r['area_um2']} um2, {r['memory_bits']} mem bits, {r['worst_path_ns']} ns "
                  f"depth {r['depth']}, fmax {r['fmax_mhz']} MHz, equiv {r['equiv']} ({r['seconds']} s)")
            rows.append(r)
            # After every block, so that an interrupted run keeps what it finished.
            report.write(a.out, size, rows, report_meta(size, fo4_ns))
        report.write(a.out, size, rows, report_meta(size, fo4_ns))


if __name__ == "__main__":
    main()
