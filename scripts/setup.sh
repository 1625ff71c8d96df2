#!/usr/bin/env bash
# Installs what the build needs (Debian 12 packages) when it is missing, then configures and
# builds into build/ (binaries in build/bin/). Run by run.sh and test.sh.
# Usage: setup.sh [--main | --packages]
#   --main      only what the main job needs: doar-sim and its libraries (no Verilator, Yosys,
#               OpenSTA, clang or matplotlib, no co-simulation models), so a first run is quick
#   --packages  install every package, build nothing (CI, before the sanitizer and fuzz builds)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

main_only=0
packages_only=0
case "${1:-}" in
  --main) main_only=1 ;;
  --packages) packages_only=1 ;;
  "") ;;
  *) echo "setup.sh: unknown argument '$1' (usage: setup.sh [--main | --packages])" >&2; exit 2 ;;
esac

# The configure step needs these for every target (GLPK, METIS and Eigen: core/analysis, the
# bisection library; nlohmann-json: JSON), so the main job installs them too.
packages=(build-essential cmake pkg-config libsystemc-dev libboost-program-options-dev libgtest-dev
          nlohmann-json3-dev libglpk-dev libmetis-dev libeigen3-dev)
# The full build adds the RTL tools, the plotting, the fuzzers' clang, networkx (the
# independent graph checks of scripts/reproduce_updown.sh) and Open MPI (doar-sim-mpi).
((main_only)) || packages+=(verilator yosys opensta python3 python3-matplotlib clang libclang-rt-14-dev
                            python3-networkx libopenmpi-dev openmpi-bin)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

((packages_only)) && exit 0

jobs="${DOAR_JOBS:-$(nproc)}"
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release \
      -DSYSTEMC_INCLUDE=/usr/include -DSYSTEMC_LIBDIR=/usr/lib/x86_64-linux-gnu >/dev/null
if ((main_only)); then
  cmake --build "$root/build" -j"$jobs" --target doar-sim >&2
else
  cmake --build "$root/build" -j"$jobs" >&2
fi
