# Sourced by scripts/reproduce.sh and the experiment scripts: find_sim NAME sets sim to the
# doar-sim of $bin (the script's --bin DIR), or, without one, builds it (scripts/setup.sh)
# and takes build/bin's; and python to Debian's python3, which has python3-matplotlib. NAME
# (the calling script) heads the error when there is no doar-sim.
find_sim() {
  if [ -z "$bin" ]; then
    "$root/scripts/setup.sh"
    bin="$root/build/bin"
  fi
  sim="$bin/doar-sim"
  [ -x "$sim" ] || { echo "$1: no doar-sim in $bin" >&2; exit 1; }
  python=/usr/bin/python3
}
