#!/usr/bin/env bash
# The rows of docs/timing.md's "Router and RCU stages" table: the whole router and its core,
# RCU stages 1 to 4 (stage 2: table A's SRAM read) and the whole RCU, at the small size and
# the paper's, each with the RTL = netlist check where blocks.py asks for one; then one report
# of both sizes. Heavy rows included (the whole router and the cores take long; see the page).
#   scripts/synth/router_table.sh [--out DIR] [--size small|paper|both]   (default build/synth_router)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(cd "$here/../.." && pwd)/build/synth_router" size=both
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    *) echo "router_table.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
rows="tables/doar_table_mem (A),rcu/stage1 doar_rcu_addr_compare,rcu/stage3 (C1 A1 A2 N1 N2 B F S1 S2)"
rows+=",rcu/stage4 (P1 M P2 P3 doar_rcu_out_mux doar_rcu_vc_select),rcu/doar_rcu (all stages)"
rows+=",router/doar_router_core (radix 7),router/doar_router (radix 7),router/doar_router_core (radix 23)"
exec python3 "$here/flow.py" --size "$size" --heavy --only "$rows" --out "$out"
