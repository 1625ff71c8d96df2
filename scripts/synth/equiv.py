"""Equivalence of a block's RTL and its mapped SKY130 netlist (Yosys equiv_make/equiv_induct),
so that the timing numbers belong to the logic that was co-simulated (docs/timing.md).

Gold: the Verilog of verilog/ with the block's parameters. Gate: net.v with the standard
cells read from the Liberty file as logic (read_liberty without -lib imports each cell's
function and flip-flop). Used on the small blocks without SRAM macros (a macro is a black
box on both sides, so the SRAM-holding tables are checked by co-simulation only).
Returns "proved" or a short reason.
"""
import os
import subprocess


def check(b, d, lib, root):
    here = os.path.dirname(os.path.abspath(__file__))
    files = " ".join([os.path.join(root, "verilog", p) for p in b["files"]] +
                     [os.path.join(here, p) for p in b.get("extra", [])])
    sets = " ".join(f"-set {k} {v}" for k, v in b.get("params", {}).items())
    chparam = f"chparam {sets} {b['top']}" if sets else ""
    top = b["top"]
    script = f"""
read_verilog -DDOAR_SYNTH {files}
{chparam}
prep -flatten -top {top}
memory_map
opt -full
rename {top} gold
design -stash gold
read_liberty -ignore_miss_func {lib}
read_verilog net.v
hierarchy -top {top}
flatten
opt_clean
rename {top} gate
design -stash gate
design -copy-from gold -as gold gold
design -copy-from gate -as gate gate
equiv_make gold gate equiv
hierarchy -top equiv
async2sync
equiv_simple -seq 5
equiv_induct -seq 5
equiv_status -assert
"""
    with open(os.path.join(d, "equiv.ys"), "w") as f:
        f.write(script)
    with open(os.path.join(d, "equiv.log"), "w") as f:
        r = subprocess.run(["yosys", "-q", "-s", "equiv.ys"], cwd=d, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode == 0:
        return "proved"
    with open(os.path.join(d, "equiv.log")) as f:
        lines = [ln.strip() for ln in f if "ERROR" in ln or "unproven" in ln.lower()]
    return (lines[-1] if lines else f"yosys exit {r.returncode}")[:200]
