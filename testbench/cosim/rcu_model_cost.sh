#!/usr/bin/env bash
# Build cost of one Verilated RCU configuration (docs/cosim.md, "Build cost"): Verilates
# doar_rcu at dfly(P,A,H,G), router GID.BID, input PORT the way CMakeLists.txt does
# and compiles every generated unit one after the other with the build's flags, without
# ccache. Prints the unit count and the wall and CPU (user) seconds of each step.
#   testbench/cosim/rcu_model_cost.sh P A H G GID BID PORT [-O3|-O1]
set -euo pipefail
[ $# -ge 7 ] || { echo "usage: rcu_model_cost.sh P A H G GID BID PORT [-O3|-O1]" >&2; exit 2; }
opt=${8:--O3}
v=$(cd "$(dirname "$0")/../../verilog" && pwd)
cls=VRcu_cost
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
/usr/bin/time -f "verilate: %e s wall, %U s user" \
  verilator --sc -Wall --pins-sc-uint -O3 -I"$v"/include --Mdir . --prefix $cls --top-module doar_rcu \
  -GP=$1 -GA=$2 -GH=$3 -GG=$4 -GGID=$5 -GBID=$6 -GPORT=$7 -GSEED=1 \
  "$v"/rcu/*.v "$v"/tables/doar_table_mem.v "$v"/tables/doar_table_sram_sp.v "$v"/tables/doar_table_c_mem.v
n=$(ls $cls*.cpp | wc -l)
/usr/bin/time -f "compile $n units ($opt): %e s wall, %U s user" bash -c \
  "for f in $cls*.cpp; do g++ -std=c++17 $opt -DNDEBUG -w -DVM_SC=1 -DVM_COVERAGE=0 -DVM_TRACE=0 \
     -I/usr/share/verilator/include -I/usr/share/verilator/include/vltstd -I. -c \$f -o \$f.o; done"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
