#!/usr/bin/env bash
# ctest driver of scripts/synth.sh on the small size: the flow must succeed, and its
# report must hold, for every block, a mapped netlist with cells, a timing path and f_max,
# and a proved RTL = netlist check where one is run.
set -euo pipefail
synth=$1 out=$2
rm -rf "$out"
"$synth" --size small --out "$out"
python3 - "$out/report.json" <<'PY'
import json, sys
rep = json.load(open(sys.argv[1]))["small"]
rows = rep["blocks"]
assert rows, "no block synthesized"
for r in rows:
    name = r["block"]
    assert r["cells"] > 0 and r["area_um2"] > 0, f"{name}: empty netlist"
    assert r["worst_path_ns"] > 0 and r["fmax_mhz"] > 0, f"{name}: no timing"
    assert r["critical_start"] and r["critical_end"], f"{name}: no critical path end points"
    assert r["equiv"] in (None, "proved"), f"{name}: equivalence {r['equiv']}"
    # A block with SRAM must keep its arrays in the memory macros: had yosys turned
    # them into registers, the flop count would be at least the array bit count. The
    # pipeline registers around the arrays (the RCU has ~500) stay well below that.
    # Register-file bits (table C, the fault units' packet FIFOs) are flip-flops by design.
    if r["sram_bits"]:
        assert r["flip_flops"] - r["regfile_bits"] < r["sram_bits"], f"{name}: SRAM array mapped to flip-flops"
print(f"synth.small: {len(rows)} blocks, {sum(r['equiv'] == 'proved' for r in rows)} proved equivalent")
PY
