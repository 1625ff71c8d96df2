#!/usr/bin/env bash
# ThreadSanitizer check of the parallel runs (doar-sim --threads): builds doar-sim alone with
# -fsanitize=thread (folder build-tsan/) and runs short parallel points on dragonflies and a
# torus (every kind of link between parts, UGAL_G's reads of its group, SIM's central view,
# multi-flit packets, flows, a drained burst, barriers every cycle). Any report of a data
# race fails the script. SystemC itself is not instrumented; the worker threads never enter it.
# Usage: scripts/tsan_threads.sh   (about 10 minutes to build on 2 cores, 1 to run; the build
# folder: $DOAR_TSAN_BUILD, default build-tsan/)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${DOAR_TSAN_BUILD:-$root/build-tsan}"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDOAR_WERROR=OFF \
      "-DCMAKE_CXX_FLAGS=-fsanitize=thread -fno-omit-frame-pointer" -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread \
      ${SYSTEMC_LIBDIR:+-DSYSTEMC_LIBDIR=$SYSTEMC_LIBDIR} >/dev/null
cmake --build "$build" -j"${DOAR_JOBS:-2}" --target doar-sim >&2
export DOAR_SIM_HUGEPAGES=0 TSAN_OPTIONS="halt_on_error=0"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
while read -r args; do
  [ -z "$args" ] && continue
  # shellcheck disable=SC2086
  "$build/bin/doar-sim" $args -q --json "$tmp/o.json" >"$tmp/out" 2>&1 || true
  races=$(grep -c 'WARNING: ThreadSanitizer' "$tmp/out" || true)
  if [ "$races" != 0 ]; then fail=1; cat "$tmp/out"; fi
  printf '%s races %s :: %s\n' "$([ "$races" = 0 ] && echo PASS || echo FAIL)" "$races" "$args"
done <<'RUNS'
--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --warmup 300 --sample 300 --threads 3
--dfly 2,4,2,9 --routing UGAL_G --traffic ADV+1 --rate 0.35 --warmup 300 --sample 300 --threads 2
--dfly 2,4,2,9 --routing SIM --traffic UR --rate 0.35 --warmup 300 --sample 300 --threads 3
--dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.5 --packet-size 4 --warmup 300 --sample 300 --threads 2 --flows /dev/null
--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --drain-empty --burst 200:100:0.9 --warmup 300 --sample 300 --threads 3
--topology torus:8x8 --routing GEAR --traffic UR --rate 0.2 --packet-size 4 --buf-local 2 --lat-local 1 --warmup 300 --sample 300 --threads 3
--topology torus:8x8 --routing TORUS_DOR --traffic UR --rate 0.3 --warmup 300 --sample 300 --threads 2
--dfly 4,8,4,33 --routing DOAR --traffic UR --rate 0.4 --warmup 200 --sample 200 --threads 2
RUNS
exit $fail
