"""Equivalence of a block's RTL and its mapped SKY130 netlist (Yosys equiv_make/equiv_induct),
so that the timing numbers belong to the logic that was co-simulated (docs/timing.md).

Gold: the Verilog of verilog/ with the block's parameters. Gate: net.v with the standard
cells read from the Liberty file as logic (read_liberty without -lib imports each cell's
function and flip-flop). Used on the small blocks without SRAM macros (a macro is a black
box on both sides, so the SRAM-holding tables are checked by co-simulation only).
Returns "proved" or a short reason.

The gate side is net.v less its dangling x wires (gate_netlist): write_verilog keeps the name
of an RTL wire whose logic ABC absorbed, assigned a constant with x bits and read by nothing;
equiv_make would pair it with the gold wire of that name and leave the pair unproven.
"""
import os
import re
import subprocess

X_ASSIGN = re.compile(r"^\s*assign (\\\S+ |[A-Za-z_][\w$]*)(?:\s*\[[^\]]*\])?\s*= \d+'b[01x]*x[01x]*;\s*$")


def gate_netlist(d):
    """net.v without the wires that are only declared and assigned a constant holding x;
    written to net_equiv.v. Wires read anywhere else stay as they are."""
    with open(os.path.join(d, "net.v")) as f:
        lines = f.readlines()
    text = "".join(lines)
    x_assigns = {}
    for ln in lines:
        m = X_ASSIGN.match(ln)
        if m:
            x_assigns[m.group(1)] = x_assigns.get(m.group(1), 0) + 1
    drop = set()
    for name, n in x_assigns.items():
        pat = re.escape(name) if name.startswith("\\") else r"(?<![\w$\\])" + re.escape(name) + r"(?![\w$])"
        if len(re.findall(pat, text)) == n + 1:  # its declaration and these assigns
            drop.add(name)
    out = []
    for ln in lines:
        m = X_ASSIGN.match(ln)
        if m and m.group(1) in drop:
            continue
        d_m = re.match(r"^\s*wire (?:\[[^\]]*\] )?(\\\S+ |[A-Za-z_][\w$]*)\s*;\s*$", ln)
        if d_m and d_m.group(1) in drop:
            continue
        out.append(ln)
    with open(os.path.join(d, "net_equiv.v"), "w") as f:
        f.writelines(out)


def check(b, d, lib, root):
    here = os.path.dirname(os.path.abspath(__file__))
    files = " ".join([os.path.join(root, "verilog", p) for p in b["files"]] +
                     [os.path.join(here, p) for p in b.get("extra", [])])
    sets = " ".join(f"-set {k} {v}" for k, v in b.get("params", {}).items())
    chparam = f"chparam {sets} {b['top']}" if sets else ""
    top = b["top"]
    script = f"""
read_verilog -DDOAR_SYNTH -I{os.path.join(root, "verilog", "include")} {files}
{chparam}
prep -flatten -top {top}
memory_map
opt -full
rename {top} gold
design -stash gold
read_liberty -ignore_miss_func {lib}
read_verilog net_equiv.v
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
    gate_netlist(d)
    with open(os.path.join(d, "equiv.ys"), "w") as f:
        f.write(script)
    with open(os.path.join(d, "equiv.log"), "w") as f:
        r = subprocess.run(["yosys", "-q", "-s", "equiv.ys"], cwd=d, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode == 0:
        return "proved"
    with open(os.path.join(d, "equiv.log")) as f:
        lines = [ln.strip() for ln in f if "ERROR" in ln or "unproven" in ln.lower()]
    return (lines[-1] if lines else f"yosys exit {r.returncode}")[:200]
