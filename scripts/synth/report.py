"""Writes build/synth/report.json (every size run so far) and report.md (one table per size)."""
import json
import os

SRAM_UM2_PER_BIT = 4.0  # assumed macro density incl. periphery, for the estimate column only

COLS = ["block", "stage", "cells", "flip_flops", "area_um2", "memory_bits", "worst_path_ns", "depth",
        "period_fo4", "critical", "fmax_mhz", "node_fmax_mhz", "equiv"]
HEAD = ["block", "stage", "cells", "flops", "std-cell area um^2", "memory bits", "worst path ns",
        "depth (gates)", "period in FO4", "critical path (start -> end)", "f_max MHz (SKY130)",
        "MHz at the node", "RTL = netlist"]


def markdown(size, rows, meta):
    d = meta["dfly"]
    out = [f"### {size}: dfly({d['p']},{d['a']},{d['h']},{d['g']})", "",
           "| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
    for r in rows:
        cells = dict({"period_fo4": "-", "node_fmax_mhz": "-"}, **r)
        cells = dict(cells, critical=f"`{r['critical_start']}` -> `{r['critical_end']}`",
                     equiv=r["equiv"] or "-")
        out.append("| " + " | ".join(str(cells[c]) for c in COLS) + " |")
    out.append("")
    out.append(f"Clock reference {meta['period_ns']} ns; inputs arrive {meta['in_delay_ns']} ns after the "
               f"edge, outputs are due {meta['out_delay_ns']} ns before it; SRAM macros: assumed access "
               f"{meta['sram_access_ns']} ns, setup {meta['sram_setup_ns']} ns. FO4 of the library "
               f"{meta.get('fo4_ns', '-')} ns (measured); period in FO4 = minimum period / FO4; MHz at "
               f"the node = 1000 / (period in FO4 x {meta.get('node_fo4_ns', '-')} ns), the FO4 of "
               f"{meta.get('node', '-')}.")
    return "\n".join(out) + "\n"


def write(out_dir, size, rows, meta):
    for r in rows:
        r["sram_area_um2_est"] = round(r["sram_bits"] * SRAM_UM2_PER_BIT, 1)
    path = os.path.join(out_dir, "report.json")
    data = {}
    if os.path.exists(path):
        with open(path) as f:
            data = json.load(f)
    data[size] = dict(meta=dict(meta, sram_um2_per_bit=SRAM_UM2_PER_BIT), blocks=rows)
    with open(path, "w") as f:
        json.dump(data, f, indent=1)
    md = "".join(markdown(s, data[s]["blocks"], data[s]["meta"]) + "\n" for s in ("small", "paper", "maxima") if s in data)
    with open(os.path.join(out_dir, "report.md"), "w") as f:
        f.write(md)
