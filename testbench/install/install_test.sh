#!/usr/bin/env bash
# `cmake --install` into a fresh prefix, then the installed tools run from outside the
# source and build trees: doar-sim with a shipped configuration, --version, the timeline
# plotter found under the prefix, and the Python module from the prefix with doar-sim on PATH.
# Usage: install_test.sh BUILD_DIR
set -euo pipefail
build="$1"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
cd "$prefix"   # nowhere near the sources
sim="$prefix/bin/doar-sim"
"$sim" --version | grep -q '^doar-sim ' || { echo "install_test: --version" >&2; exit 1; }
"$sim" --config "$prefix/share/doar/configs/torus_gear.cfg" --routing GEAR --traffic UR --rate 0.1 \
       --warmup 200 --sample 200 -q --json out.json
python3 -c "import json,sys; p=json.load(open('out.json'))[0]; sys.exit(0 if p['topology']=='torus:8x8,1' and p['packet_size']==16 else 1)" \
  || { echo "install_test: the configuration did not reach doar-sim" >&2; exit 1; }
# Every shipped configuration is read and runs (a short point: its windows are overridden).
for cfg in "$prefix"/share/doar/configs/*.cfg; do
  case "$cfg" in *torus*) routing=GEAR ;; *) routing=DOAR ;; esac
  "$sim" --config "$cfg" --routing "$routing" --rate 0.05 --warmup 20 --sample 20 -q --json cfg.json >/dev/null \
    || { echo "install_test: $cfg is refused" >&2; exit 1; }
  python3 -c "import json,sys; sys.exit(0 if json.load(open('cfg.json'))[0]['offered'] == 0.05 else 1)" \
    || { echo "install_test: $cfg gave no point" >&2; exit 1; }
done
test -r "$prefix/share/doar/scripts/experiments/plot_timeline.py" || { echo "install_test: no plotter" >&2; exit 1; }
PATH="$prefix/bin:$PATH" python3 -c "
import sys; sys.path.insert(0, '$prefix/share/doar/python'); import doar
assert doar.find_binary() == '$sim', doar.find_binary()
p = doar.run_point(0.1, routing='MIN', warmup=200, sample=200)
assert abs(p['accepted'] - 0.1) < 0.05, p
"
echo "install_test: ok ($prefix)"
