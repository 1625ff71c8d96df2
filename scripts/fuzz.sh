#!/usr/bin/env bash
# Runs libFuzzer on every parser target of testbench/fuzz (dragonfly and topology specs,
# fault specs, --burst, addresses) for a bounded time each, with ASan and UBSan, starting
# from the seed corpus. Builds with clang in build-fuzz/ (only the fuzz executables). A crash,
# a sanitizer finding or an exception other than the parsers' documented std::invalid_argument
# fails the script; libFuzzer writes the input that did it into build-fuzz/findings/.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 20)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-20}"
case "$seconds" in ''|*[!0-9]*) echo "fuzz.sh: SECONDS_PER_TARGET must be a whole number" >&2; exit 2 ;; esac
command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is needed (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; }
jobs="${DOAR_JOBS:-$(nproc)}"
build="$root/build-fuzz"
# -Werror off: clang's warnings differ from GCC's, and this build checks behaviour, not style.
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DDOAR_WERROR=OFF -DDOAR_LIBFUZZER=ON \
      -DSYSTEMC_INCLUDE=/usr/include -DSYSTEMC_LIBDIR=/usr/lib/x86_64-linux-gnu >/dev/null
targets=(dfly topology fault burst address)
cmake --build "$build" -j"$jobs" --target "${targets[@]/#/fuzz_}" >&2
mkdir -p "$build/findings"
status=0
for t in "${targets[@]}"; do
  work="$build/corpus/$t"  # libFuzzer adds what it finds here; the seeds stay untouched
  mkdir -p "$work"
  if "$build/tests/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
       -artifact_prefix="$build/findings/$t-" -print_final_stats=1 \
       "$work" "$root/testbench/fuzz/corpus/$t" > "$build/fuzz_$t.log" 2>&1; then
    runs=$(grep -m1 'stat::number_of_executed_units' "$build/fuzz_$t.log" | awk '{print $2}')
    echo "fuzz $t: ${runs:-?} inputs in ${seconds} s, no finding"
  else
    echo "fuzz $t: FINDING (log $build/fuzz_$t.log, input in $build/findings/)"
    tail -n 30 "$build/fuzz_$t.log"
    status=1
  fi
done
exit $status
