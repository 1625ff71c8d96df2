#!/usr/bin/env bash
# Timing and area of the Verilog blocks on real standard cells (docs/timing.md): Yosys maps
# each block of scripts/synth/blocks.py onto the SKY130 HD library (../shared/pdk/), OpenSTA
# times it, small blocks are checked RTL = netlist. Writes build/synth/report.{json,md}.
#   scripts/synth.sh [--size small|paper|both] [--only block,...] [--out DIR] [--no-equiv] [--heavy]
# Exit 1 on any synthesis, timing-script or equivalence failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/synth/flow.py" "$@"
